import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/lib/cn";
import { FOCUSABLE, focusPageHeading, keepFocusInside } from "@/lib/focus-trap";

type DialogProps = {
	open: boolean;
	/** Called on Escape, the close button and a click on the backdrop. */
	onClose: () => void;
	title: ReactNode;
	description?: ReactNode;
	children: ReactNode;
	/** Width class from `sm` up (such as 'sm:max-w-4xl'); replaces the form-sized default. */
	className?: string;
};

/**
 * Classes for what sits at the bottom of every page (the site banner): hidden while a dialog
 * is open, so it never shows above one, whatever its stacking (issue 28). The open Dialog marks
 * the html element with data-dialog-open.
 */
export const HIDDEN_UNDER_DIALOG = "[html[data-dialog-open]_&]:invisible";

let openDialogs = 0;

function markDialogOpen(): () => void {
	openDialogs += 1;
	document.documentElement.dataset.dialogOpen = "";
	return () => {
		openDialogs -= 1;
		if (openDialogs === 0) delete document.documentElement.dataset.dialogOpen;
	};
}

/**
 * Where focus goes back to when a dialog closes: the control that opened it, or, when that is
 * gone (the dialog removed the item it belonged to), the page's heading.
 */
function restoreFocus(before: HTMLElement | null): void {
	// A dialog opened by the URL (a shared link) had nothing focused but the body.
	if (before?.isConnected && before !== document.body) before.focus();
	else focusPageHeading();
}

/**
 * A modal dialog: focus moves in when it opens, Tab stays inside, Escape and the backdrop close
 * it, and focus returns to where it was. On phones it sits at the bottom as a sheet.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
	const panel = useRef<HTMLDivElement>(null);
	const titleId = useId();
	const descriptionId = useId();
	const onCloseRef = useRef(onClose);
	onCloseRef.current = onClose;

	useEffect(() => {
		if (!open) return;
		const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		const first =
			panel.current?.querySelector<HTMLElement>("[data-autofocus]") ??
			panel.current?.querySelector<HTMLElement>(FOCUSABLE);
		(first ?? panel.current)?.focus();
		const { overflow } = document.body.style;
		document.body.style.overflow = "hidden";
		const unmark = markDialogOpen();
		return () => {
			unmark();
			document.body.style.overflow = overflow;
			restoreFocus(before);
		};
	}, [open]);

	if (!open) return null;
	return createPortal(
		// biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a pointer shortcut for Escape and the close button
		<div
			className="fixed inset-0 z-50 flex items-end justify-center bg-ink-950/50 p-0 sm:items-center sm:p-4"
			onMouseDown={(event) => {
				if (event.target === event.currentTarget) onCloseRef.current();
			}}
		>
			<div
				ref={panel}
				role="dialog"
				aria-modal="true"
				aria-labelledby={titleId}
				aria-describedby={description ? descriptionId : undefined}
				tabIndex={-1}
				onKeyDown={(event) => {
					if (event.key === "Escape") {
						event.stopPropagation();
						onCloseRef.current();
					}
					keepFocusInside(event, panel.current);
				}}
				className={cn(
					// On phones a bottom sheet: its last lines stay clear of the home indicator.
					"relative max-h-[90dvh] w-full overflow-y-auto rounded-t-xl bg-cream-50 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-xl outline-none sm:rounded-xl sm:p-6",
					// Instead of the default, not beside it: two max-widths would leave the wider one to
					// the stylesheet's order (cn does not merge classes), and the narrower one won.
					className ?? "sm:max-w-md",
				)}
			>
				<div className="mb-4 flex items-start justify-between gap-4">
					<div>
						<h2 id={titleId} className="text-lg font-semibold text-ink-950">
							{title}
						</h2>
						{description && (
							<p id={descriptionId} className="mt-1 text-sm text-ink-600">
								{description}
							</p>
						)}
					</div>
					<button
						type="button"
						onClick={() => onCloseRef.current()}
						aria-label="Close"
						className="-mt-1 -mr-2 rounded-md p-2 text-ink-600 hover:bg-ink-900/5 hover:text-ink-950"
					>
						<X aria-hidden="true" className="size-5" />
					</button>
				</div>
				{children}
			</div>
		</div>,
		document.body,
	);
}

/** A yes-or-no question in a dialog, for destructive actions. */
export function ConfirmDialog({
	open,
	title,
	description,
	confirmLabel,
	pending = false,
	tone = "danger",
	onConfirm,
	onClose,
}: {
	open: boolean;
	title: ReactNode;
	description?: ReactNode;
	confirmLabel: string;
	pending?: boolean;
	/** "danger" (the default) for a step that destroys something; "primary" for one that only asks. */
	tone?: "danger" | "primary";
	onConfirm: () => void;
	onClose: () => void;
}) {
	return (
		<Dialog open={open} onClose={onClose} title={title} description={description}>
			<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
				<button
					type="button"
					data-autofocus
					onClick={onClose}
					className="h-10 rounded-md border border-ink-900/15 px-4 text-sm font-medium text-ink-900 hover:bg-white"
				>
					Cancel
				</button>
				<button
					type="button"
					onClick={onConfirm}
					disabled={pending}
					className={cn(
						"h-10 rounded-md px-4 text-sm font-medium disabled:opacity-50",
						tone === "danger"
							? "bg-red-700 text-white hover:bg-red-800"
							: "bg-accent-700 text-cream-50 hover:bg-accent-800",
					)}
				>
					{confirmLabel}
				</button>
			</div>
		</Dialog>
	);
}

import { Heart, LayoutList, Rows3 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { setLicenseLabel } from "../lib/cart-text";

export type CartLayout = "comfortable" | "compact";

const VIEWS: ReadonlyArray<{ value: CartLayout; label: string; Icon: typeof Rows3 }> = [
	{ value: "comfortable", label: "Comfortable", Icon: LayoutList },
	{ value: "compact", label: "Compact", Icon: Rows3 },
];

/** 'Comfortable / Compact': two toggle buttons, the pressed one is the view shown. */
function ViewToggle({ view, onChange }: { view: CartLayout; onChange: (view: CartLayout) => void }) {
	return (
		<fieldset className="inline-flex rounded-md border border-ink-900/15 bg-cream-50 p-0.5">
			<legend className="sr-only">Cart view</legend>
			{VIEWS.map(({ value, label, Icon }) => (
				<button
					key={value}
					type="button"
					aria-pressed={view === value}
					onClick={() => onChange(value)}
					className={cn(
						"inline-flex h-10 items-center gap-1.5 rounded px-3 text-sm font-medium md:h-8",
						view === value ? "bg-ink-900 text-cream-50" : "text-ink-700 hover:bg-ink-900/5",
					)}
				>
					<Icon aria-hidden="true" className="size-4" />
					{label}
				</button>
			))}
		</fieldset>
	);
}

/** The bulk license buttons: hero usage, then background dressing. */
const LICENSE_BUTTONS = [
	{ license: "hero-usage", kind: "hero" },
	{ license: "background-dressing", kind: "background" },
] as const;

/** 'Select all': checked when every line is, mixed when some are. */
function SelectAll({
	selected,
	total,
	onChange,
}: {
	selected: number;
	total: number;
	onChange: (all: boolean) => void;
}) {
	const box = useRef<HTMLInputElement>(null);
	const some = selected > 0 && selected < total;
	useEffect(() => {
		if (box.current) box.current.indeterminate = some;
	}, [some]);
	return (
		<label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-ink-800">
			<input
				ref={box}
				type="checkbox"
				checked={total > 0 && selected === total}
				onChange={(event) => onChange(event.target.checked)}
				className="size-4 cursor-pointer accent-accent-600"
			/>
			Select all
		</label>
	);
}

/**
 * Above the lines: the view, the selection and what to do with it. The license buttons act on the
 * selection, or on every line when nothing is selected, and their labels say which.
 */
export function CartToolbar({
	view,
	onViewChange,
	selected,
	total,
	onSelectAll,
	pending,
	onSetLicense,
	onMoveSelected,
}: {
	view: CartLayout;
	onViewChange: (view: CartLayout) => void;
	selected: number;
	total: number;
	onSelectAll: (all: boolean) => void;
	pending: boolean;
	onSetLicense: (license: "hero-usage" | "background-dressing") => void;
	onMoveSelected: () => void;
}) {
	const target = { selected };
	return (
		<div className="mb-3 grid gap-2 rounded-xl border border-ink-900/10 bg-white p-2 shadow-sm sm:p-3">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<div className="flex items-center gap-3">
					<SelectAll selected={selected} total={total} onChange={onSelectAll} />
					<p aria-live="polite" className="text-sm text-ink-600 tabular-nums">
						{selected > 0 ? `${selected} of ${total} selected` : ""}
					</p>
				</div>
				<ViewToggle view={view} onChange={onViewChange} />
			</div>
			<div className="flex flex-wrap gap-2">
				{LICENSE_BUTTONS.map(({ license, kind }) => (
					<Button
						key={license}
						variant="secondary"
						size="sm"
						className="h-10 md:h-9"
						aria-busy={pending || undefined}
						aria-disabled={pending || undefined}
						onClick={() => !pending && onSetLicense(license)}
					>
						{setLicenseLabel(target, kind)}
					</Button>
				))}
				{selected > 0 && (
					<Button variant="secondary" size="sm" className="h-10 md:h-9" onClick={onMoveSelected}>
						<Heart aria-hidden="true" className="size-4" />
						Move selected to wishlist
					</Button>
				)}
			</div>
		</div>
	);
}

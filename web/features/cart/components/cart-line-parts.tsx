import { clears } from "@core/clearance";
import type { CartLine } from "@core/contracts/cart";
import { formatUsd, LICENSE_LABELS, LICENSE_TYPES, licensePriceCents } from "@core/license";
import { Heart, LoaderCircle, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { PhotoThumb } from "@/components/photo-thumb";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { photoHref } from "@/lib/paths";
import type { CartLineActions } from "./use-cart-line-actions";

/** The pieces both views of a line share: its checkbox, license picker and buttons. */

/** Whether the ledger clears the line's photo for hero usage (issue 26); the server decides again. */
export const heroCleared = (line: CartLine): boolean => clears(line.photo.clearance, "hero");

/**
 * The line's thumbnail, a second way to the photo for the pointer (keyboards and readers use the
 * title link), so hidden from assistive technology and out of the Tab order.
 */
export function ThumbLink({ line, className }: { line: CartLine; className: string }) {
	return (
		<Link to={photoHref(line.photo)} tabIndex={-1} aria-hidden="true" className={className}>
			<PhotoThumb photo={line.photo} alt="" />
		</Link>
	);
}

/** 'Select Snapshot 3': one line into or out of the selection the bulk actions act on. */
export function LineCheckbox({
	title,
	checked,
	onChange,
	className,
}: {
	title: string;
	checked: boolean;
	onChange: (checked: boolean) => void;
	className?: string;
}) {
	return (
		// The label widens the target to 44 px on phones without widening the box itself.
		<label
			className={cn("flex size-11 shrink-0 cursor-pointer items-center justify-center md:size-9", className)}
		>
			<input
				type="checkbox"
				aria-label={`Select ${title}`}
				checked={checked}
				onChange={(event) => onChange(event.target.checked)}
				className="size-4 cursor-pointer accent-accent-600"
			/>
		</label>
	);
}

/**
 * The line's license: 'License for <title>'. Hero usage of a photo not cleared for it is offered
 * but disabled, saying why (a line that has it already, from before a release was revoked, keeps it).
 */
export function LicenseSelect({
	id,
	line,
	title,
	actions,
	className,
}: {
	id?: string;
	line: CartLine;
	title: string;
	actions: CartLineActions;
	className?: string;
}) {
	const cleared = heroCleared(line);
	const value = actions.shownLicense;
	return (
		<Select
			id={id}
			aria-label={`License for ${title}`}
			value={value}
			// Not `disabled` while saving: that would drop the keyboard focus.
			disabled={actions.removing}
			aria-busy={actions.updating || undefined}
			onChange={(event) => actions.changeLicense(event.target.value)}
			className={cn(
				"h-11 w-full rounded-md border border-ink-900/15 bg-cream-50 pl-3 text-sm text-ink-900 md:h-9",
				className,
			)}
		>
			{LICENSE_TYPES.map((license) => {
				const unavailable = license === "hero-usage" && !cleared && value !== license;
				return (
					<option key={license} value={license} disabled={unavailable}>
						{LICENSE_LABELS[license].name} ({formatUsd(licensePriceCents(line.photo.price, license))})
						{unavailable ? " – not cleared" : ""}
					</option>
				);
			})}
		</Select>
	);
}

/**
 * The line's buttons: 'Move <title> to a wishlist' (opens the wishlist choice for this one line),
 * then 'Remove <title> from your cart'.
 */
export function LineButtons({
	title,
	actions,
	onMove,
	className,
	buttonClassName,
}: {
	title: string;
	actions: CartLineActions;
	onMove: () => void;
	className?: string;
	buttonClassName?: string;
}) {
	const iconButton = {
		variant: "ghost",
		size: "icon",
		className: cn("size-11 md:size-9", buttonClassName),
	} as const;
	return (
		<div className={className}>
			<Button
				{...iconButton}
				aria-label={`Move ${title} to a wishlist`}
				title="Move to wishlist"
				onClick={onMove}
			>
				<Heart aria-hidden="true" className="size-4" />
			</Button>
			<Button
				{...iconButton}
				aria-label={`Remove ${title} from your cart`}
				title="Remove from cart"
				aria-busy={actions.removing || undefined}
				aria-disabled={actions.busy || undefined}
				onClick={actions.removeLine}
			>
				{actions.removing ? (
					<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
				) : (
					<Trash2 aria-hidden="true" className="size-4" />
				)}
			</Button>
		</div>
	);
}

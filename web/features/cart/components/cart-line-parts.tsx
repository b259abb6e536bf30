import { clears } from "@core/clearance";
import type { CartLine } from "@core/contracts/cart";
import { formatUsd, LICENSE_LABELS, LICENSE_TYPES, licensePriceCents } from "@core/license";
import { EXCLUSIVE_TERMS, licenceName } from "@core/licensing";
import { Heart, LoaderCircle, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { PhotoThumb } from "@/components/photo-thumb";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { photoHref } from "@/lib/paths";
import { upgradeLineText } from "../lib/cart-text";
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

/** The line's licence by name, with its exclusive term (issue 30): 'Hero usage, exclusive for 6 months'. */
export function lineLicenceName(line: CartLine): string {
	return licenceName({ license_type: line.license_type, exclusive_months: line.exclusive_months ?? null });
}

/**
 * 'Exclusivity for <title>' (issue 30), beside a hero line's license: not exclusive, or one of the
 * terms. The server prices the term (a multiple of the hero price) and may refuse it (409, said
 * in a toast).
 */
export function ExclusiveSelect({
	id,
	title,
	actions,
	className,
}: {
	id?: string;
	title: string;
	actions: CartLineActions;
	className?: string;
}) {
	return (
		<Select
			id={id}
			aria-label={`Exclusivity for ${title}`}
			value={actions.shownExclusive ?? ""}
			disabled={actions.removing}
			aria-busy={actions.updating || undefined}
			onChange={(event) => actions.changeExclusive(event.target.value)}
			className={cn(
				"h-11 w-full rounded-md border border-ink-900/15 bg-cream-50 pl-3 text-sm text-ink-900 md:h-9",
				className,
			)}
		>
			<option value="">Not exclusive</option>
			{EXCLUSIVE_TERMS.map((months) => (
				<option key={months} value={months}>
					Exclusive for {months} months
				</option>
			))}
		</Select>
	);
}

/**
 * An upgrade line's licence (issue 30): what it becomes, and the licence it upgrades with what was
 * paid for it. Its license is fixed (a new choice is a new upgrade from My purchases).
 */
export function UpgradeNote({ line, className }: { line: CartLine; className?: string }) {
	if (!line.upgrade_of) return null;
	return (
		<div className={cn("text-sm", className)}>
			<p className="font-medium text-ink-900">{lineLicenceName(line)}</p>
			<p className="text-xs text-ink-600">
				{upgradeLineText(line.upgrade_of.licence_number, formatUsd(line.upgrade_of.paid_cents))}
			</p>
		</div>
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

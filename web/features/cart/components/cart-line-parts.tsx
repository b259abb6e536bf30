import type { CartLine } from "@core/contracts/cart";
import { formatUsd, LICENSE_LABELS, LICENSE_TYPES, type LicenseType, licensePriceCents } from "@core/license";
import { Heart, LoaderCircle, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";

/** The pieces both views of a line share: its checkbox, license picker and buttons. */

/** Whether the ledger clears the line's photo for hero usage (issue 26); the server decides again. */
export const heroCleared = (line: CartLine): boolean => line.photo.clearance === "hero";

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
	value,
	updating,
	removing,
	onChange,
	className,
}: {
	id?: string;
	line: CartLine;
	title: string;
	value: LicenseType;
	updating: boolean;
	removing: boolean;
	onChange: (value: string) => void;
	className?: string;
}) {
	const cleared = heroCleared(line);
	return (
		<Select
			id={id}
			aria-label={`License for ${title}`}
			value={value}
			// Not `disabled` while saving: that would drop the keyboard focus.
			disabled={removing}
			aria-busy={updating || undefined}
			onChange={(event) => onChange(event.target.value)}
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

export function RemoveButton({
	title,
	removing,
	busy,
	onRemove,
	className,
}: {
	title: string;
	removing: boolean;
	busy: boolean;
	onRemove: () => void;
	className?: string;
}) {
	return (
		<Button
			variant="ghost"
			size="icon"
			className={cn("size-11 md:size-9", className)}
			aria-label={`Remove ${title} from your cart`}
			title="Remove from cart"
			aria-busy={removing || undefined}
			aria-disabled={busy || undefined}
			onClick={onRemove}
		>
			{removing ? (
				<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
			) : (
				<Trash2 aria-hidden="true" className="size-4" />
			)}
		</Button>
	);
}

/** 'Move <title> to a wishlist': opens the wishlist choice for this one line. */
export function MoveButton({
	title,
	onMove,
	className,
}: {
	title: string;
	onMove: () => void;
	className?: string;
}) {
	return (
		<Button
			variant="ghost"
			size="icon"
			className={cn("size-11 md:size-9", className)}
			aria-label={`Move ${title} to a wishlist`}
			title="Move to wishlist"
			onClick={onMove}
		>
			<Heart aria-hidden="true" className="size-4" />
		</Button>
	);
}

import type { CartResponse } from "@core/contracts/cart";
import { formatUsd } from "@core/license";
import type { HTMLAttributes } from "react";
import { discountLabel, nextTierHint, photoCount } from "@/lib/cart-text";
import { cn } from "@/lib/cn";

/** The figures of a priced cart or an order (core/pricing.ts), in integer cents. */
export type PricedTotals = {
	item_count: number;
	subtotal_cents: number;
	discount_cents: number;
	total_cents: number;
};

function Row({
	label,
	value,
	className,
	...props
}: { label: string; value: string } & HTMLAttributes<HTMLDivElement>) {
	return (
		<div className={cn("flex items-baseline justify-between gap-3", className)} {...props}>
			<dt>{label}</dt>
			<dd className="tabular-nums">{value}</dd>
		</div>
	);
}

/**
 * Subtotal, the volume discount (when there is one) and the total, worded the same on the cart,
 * checkout, the buyer's order and the admin's. `announceTotal` reads a changed total out (the
 * cart and checkout, where a licence change or a repricing moves it).
 */
export function PriceTotals({
	totals,
	discountPercent,
	announceTotal = false,
	className,
}: {
	totals: PricedTotals;
	discountPercent: number;
	announceTotal?: boolean;
	className?: string;
}) {
	return (
		<dl className={cn("grid gap-2 text-sm text-ink-700", className)}>
			<Row label={`Subtotal (${photoCount(totals.item_count)})`} value={formatUsd(totals.subtotal_cents)} />
			{totals.discount_cents > 0 && (
				<Row
					label={discountLabel(discountPercent)}
					value={`−${formatUsd(totals.discount_cents)}`}
					className="text-emerald-800"
				/>
			)}
			<Row
				label="Total"
				value={formatUsd(totals.total_cents)}
				aria-live={announceTotal ? "polite" : undefined}
				aria-atomic={announceTotal ? true : undefined}
				className="mt-1 border-t border-ink-900/10 pt-3 text-base font-semibold text-ink-950"
			/>
		</dl>
	);
}

/** The next tier's hint under the totals (spec section 9): 'Add 24 more photos to save 10%'. */
export function NextTierHint({ next }: { next: NonNullable<CartResponse["next_tier"]> }) {
	return (
		<p className="mt-3 rounded-md bg-mustard-300/25 px-3 py-2 text-sm text-ink-800">{nextTierHint(next)}</p>
	);
}

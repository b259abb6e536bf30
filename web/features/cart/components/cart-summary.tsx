import { CART_TEXT, type CartResponse } from "@core/contracts/cart";
import { formatUsd } from "@core/license";
import { ArrowRight, Trash2 } from "lucide-react";
import { type HTMLAttributes, type Ref, useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { nextTierHint, photoCount, tierLabel } from "@/lib/cart-text";
import { paths } from "@/lib/paths";
import { useClearCart } from "../api/clear-cart";

function Row({
	label,
	value,
	className,
	...props
}: { label: string; value: string } & HTMLAttributes<HTMLDivElement>) {
	return (
		<div className={`flex items-baseline justify-between gap-3 ${className ?? ""}`} {...props}>
			<dt>{label}</dt>
			<dd className="tabular-nums">{value}</dd>
		</div>
	);
}

/**
 * The cart's totals as the server priced them (core/pricing.ts): subtotal, the volume discount
 * with its tier, the total and the hint for the next tier; then checkout and 'Clear cart',
 * which asks first.
 */
export function CartSummary({ cart, ref }: { cart: CartResponse; ref?: Ref<HTMLElement> }) {
	const headingId = useId();
	const clear = useClearCart();
	const [confirming, setConfirming] = useState(false);

	function clearAll() {
		if (clear.isPending) return;
		// mutateAsync: the summary is gone (the empty cart shows) before the toast.
		clear.mutateAsync().then(
			() => {
				setConfirming(false);
				toast.success(CART_TEXT.clearedTitle, { description: CART_TEXT.cleared });
			},
			(error: unknown) => {
				console.warn("Clearing the cart failed", error);
				setConfirming(false);
				toast.error(CART_TEXT.errorTitle, { description: CART_TEXT.clearFailed });
			},
		);
	}

	return (
		<section
			ref={ref}
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-5 lg:sticky lg:top-24"
		>
			<h2 id={headingId} className="text-lg font-semibold text-ink-900">
				Summary
			</h2>
			<dl className="mt-3 grid gap-2 text-sm text-ink-700">
				<Row label={`Subtotal (${photoCount(cart.item_count)})`} value={formatUsd(cart.subtotal_cents)} />
				{cart.tier && cart.discount_cents > 0 && (
					<Row
						label={tierLabel(cart.tier)}
						value={`−${formatUsd(cart.discount_cents)}`}
						className="text-emerald-800"
					/>
				)}
				{/* Read out when it changes: after a license change or a removal, the new total. */}
				<Row
					label="Total"
					value={formatUsd(cart.total_cents)}
					aria-live="polite"
					aria-atomic="true"
					className="mt-1 border-t border-ink-900/10 pt-3 text-base font-semibold text-ink-950"
				/>
			</dl>
			{cart.next_tier && (
				<p className="mt-3 rounded-md bg-mustard-300/25 px-3 py-2 text-sm text-ink-800">
					{nextTierHint(cart.next_tier)}
				</p>
			)}
			<Link to={paths.checkout} className={buttonClasses({ size: "lg", className: "mt-4 w-full" })}>
				Checkout
				<ArrowRight aria-hidden="true" className="size-5" />
			</Link>
			<Button variant="ghost" className="mt-2 h-11 w-full md:h-10" onClick={() => setConfirming(true)}>
				<Trash2 aria-hidden="true" className="size-4" />
				Clear cart
			</Button>
			<ConfirmDialog
				open={confirming}
				onClose={() => setConfirming(false)}
				title="Clear your cart?"
				description={
					cart.item_count === 1
						? "The photo will be removed from your cart."
						: `All ${photoCount(cart.item_count)} will be removed from your cart.`
				}
				confirmLabel="Clear cart"
				pending={clear.isPending}
				onConfirm={clearAll}
			/>
		</section>
	);
}

import { CART_TEXT } from "@core/cart-messages";
import type { CartResponse } from "@core/contracts/cart";
import { ArrowRight, Trash2 } from "lucide-react";
import { type Ref, useState } from "react";
import { Link } from "react-router";
import { Panel, SUMMARY_PANEL } from "@/components/panel";
import { NextTierHint, PriceTotals } from "@/components/price-totals";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { photoCount } from "@/lib/cart-text";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useClearCart } from "../api/clear-cart";
import { CartProductionChoice } from "./cart-production";

/**
 * The production the cart is for (issue 30: its licensed photos count toward the tier), then the
 * cart's totals as the server priced them (core/pricing.ts): subtotal, the volume discount
 * with its tier, the total and the hint for the next tier; then checkout and 'Clear cart',
 * which asks first.
 */
export function CartSummary({ cart, ref }: { cart: CartResponse; ref?: Ref<HTMLElement> }) {
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
		<Panel title="Summary" ref={ref} className={SUMMARY_PANEL}>
			<CartProductionChoice cart={cart} />
			{/* The total is read out when it changes: after a license change or a removal. */}
			<PriceTotals totals={cart} discountPercent={cart.tier?.percent ?? 0} announceTotal className="mt-3" />
			{cart.next_tier && <NextTierHint next={cart.next_tier} />}
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
		</Panel>
	);
}

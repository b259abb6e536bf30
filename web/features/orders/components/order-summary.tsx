import type { CartResponse } from "@core/contracts/cart";
import { LICENSING_TEXT } from "@core/licensing";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@core/orders";
import type { ReactNode, Ref } from "react";
import { Panel, SUMMARY_PANEL } from "@/components/panel";
import { NextTierHint, PriceTotals } from "@/components/price-totals";
import { reachTierText } from "../lib/checkout-text";
import { PlaceOrderButton } from "./place-order-bar";

/**
 * The totals as the server priced the cart (core/pricing.ts) for its production (issue 30: with
 * the photos that production has licensed counted toward the tier), the method chosen, why the last
 * attempt failed, and Place order. It submits the checkout form from outside it (`form`).
 */
export function OrderSummary({
	cart,
	method,
	formId,
	pending,
	pricing = false,
	notice,
	status,
	ref,
}: {
	cart: CartResponse;
	method: PaymentMethod;
	formId: string;
	pending: boolean;
	/** Issue 30: the cart is being priced for the production just chosen. */
	pricing?: boolean;
	notice?: ReactNode;
	/** What happens now that the order is placed (the way to the card payment page). */
	status?: string | null;
	ref?: Ref<HTMLElement>;
}) {
	return (
		<Panel title="Order summary" ref={ref} className={SUMMARY_PANEL}>
			<PriceTotals totals={cart} discountPercent={cart.tier?.percent ?? 0} announceTotal className="mt-3" />
			{cart.next_tier && <NextTierHint next={cart.next_tier} />}
			{cart.production && (
				<p data-testid="tier-from" className="mt-3 text-sm text-ink-700">
					{LICENSING_TEXT.tierFrom(cart.production.name, cart.production.licensed_count)}
					{cart.next_tier && ` ${reachTierText(cart.next_tier)}.`}
				</p>
			)}
			<p className="mt-3 text-sm text-ink-600">
				Paying by <span className="font-medium text-ink-900">{PAYMENT_METHOD_LABELS[method].name}</span>
			</p>
			{notice && <div className="mt-3">{notice}</div>}
			<PlaceOrderButton formId={formId} pending={pending} pricing={pricing} className="mt-4 w-full" />
			<p role="status" className="mt-2 text-center text-sm text-ink-600 empty:hidden">
				{status}
			</p>
		</Panel>
	);
}

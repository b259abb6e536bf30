import type { CartResponse } from "@core/contracts/cart";
import { BottomTotalBar } from "@/components/bottom-total-bar";
import { SubmitButton } from "@/components/ui/button";
import { PLACE_ORDER, PLACING_ORDER, PRICING_FOR_PRODUCTION } from "../lib/checkout-text";

/**
 * Place order: it submits the checkout form from outside it (`form`), once, showing its progress.
 * While the cart is priced for a newly chosen production (`pricing`, issue 30) it waits, saying so.
 */
export function PlaceOrderButton({
	formId,
	pending,
	pricing = false,
	className,
}: {
	formId: string;
	pending: boolean;
	pricing?: boolean;
	className?: string;
}) {
	return (
		<SubmitButton
			form={formId}
			size="lg"
			className={className}
			pending={pending || pricing}
			pendingLabel={pending ? PLACING_ORDER : PRICING_FOR_PRODUCTION}
		>
			{PLACE_ORDER}
		</SubmitButton>
	);
}

/**
 * Checkout's bar on phones and tablets, where the summary comes after every section: the total
 * and Place order, which submits the checkout form from outside it (`form`).
 */
export function PlaceOrderBar({
	cart,
	formId,
	pending,
	pricing = false,
}: {
	cart: CartResponse;
	formId: string;
	pending: boolean;
	pricing?: boolean;
}) {
	return (
		<BottomTotalBar cart={cart} label="Total and place order">
			<SubmitButton
				form={formId}
				size="lg"
				className="shrink-0"
				pending={pending || pricing}
				pendingLabel={pending ? PLACING_ORDER : PRICING_FOR_PRODUCTION}
			>
				{PLACE_ORDER}
			</SubmitButton>
		</BottomTotalBar>
	);
}

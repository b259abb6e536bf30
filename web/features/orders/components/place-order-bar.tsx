import type { CartResponse } from "@core/contracts/cart";
import { BottomTotalBar } from "@/components/bottom-total-bar";
import { SubmitButton } from "@/components/ui/button";
import { PLACE_ORDER, PLACING_ORDER } from "../lib/checkout-text";

/** Place order: it submits the checkout form from outside it (`form`), once, showing its progress. */
export function PlaceOrderButton({
	formId,
	pending,
	className,
}: {
	formId: string;
	pending: boolean;
	className?: string;
}) {
	return (
		<SubmitButton
			form={formId}
			size="lg"
			className={className}
			pending={pending}
			pendingLabel={PLACING_ORDER}
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
}: {
	cart: CartResponse;
	formId: string;
	pending: boolean;
}) {
	return (
		<BottomTotalBar cart={cart} label="Total and place order">
			<SubmitButton
				form={formId}
				size="lg"
				className="shrink-0"
				pending={pending}
				pendingLabel={PLACING_ORDER}
			>
				{PLACE_ORDER}
			</SubmitButton>
		</BottomTotalBar>
	);
}

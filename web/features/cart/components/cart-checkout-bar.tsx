import type { CartResponse } from "@core/contracts/cart";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { BottomTotalBar } from "@/components/bottom-total-bar";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** The cart's bar on phones and tablets: the total and Checkout, while the summary is below. */
export function CartCheckoutBar({ cart }: { cart: CartResponse }) {
	return (
		<BottomTotalBar cart={cart} label="Total and checkout">
			<Link to={paths.checkout} className={buttonClasses({ size: "lg", className: "shrink-0" })}>
				Checkout
				<ArrowRight aria-hidden="true" className="size-5" />
			</Link>
		</BottomTotalBar>
	);
}

import { ShoppingCart } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useCart } from "@/api/cart/cart-query";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { photoCount } from "@/lib/cart-text";
import { focusPageHeading } from "@/lib/focus-trap";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCheckoutOptions } from "../api/get-checkout-options";
import { CHECKOUT_EMPTY_TITLE, CHECKOUT_LOAD_FAILED } from "../lib/checkout-text";
import { CheckoutForm } from "./checkout-form";

function CheckoutSkeleton() {
	return (
		<LoadingStatus
			label="Loading checkout…"
			className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
		>
			<div className="grid gap-6">
				<Skeleton className="h-36 rounded-xl" />
				<Skeleton className="h-80 rounded-xl" />
				<Skeleton className="h-40 rounded-xl" />
			</div>
			<Skeleton className="h-72 rounded-xl" />
		</LoadingStatus>
	);
}

/**
 * /checkout (issue 7; signed in): one page of numbered steps from the cart to a placed order.
 * The cart is the one query the cart page reads, so both show the same figures.
 */
export function CheckoutPage() {
	useDocumentTitle("Checkout");
	const cart = useCart();
	const options = useCheckoutOptions();

	// Keyboard and screen reader users start at the page's heading, not wherever the link was.
	useEffect(() => focusPageHeading(), []);

	const lines = cart.data?.items.length ?? 0;
	let content: ReactNode;
	if (cart.data && lines === 0) {
		content = (
			<EmptyPanel
				icon={ShoppingCart}
				title={CHECKOUT_EMPTY_TITLE}
				action={{ to: paths.photos, label: "Browse photos" }}
			>
				Your cart is empty: add the photos your production needs, then check out here.
			</EmptyPanel>
		);
	} else if (cart.data && options.data) {
		content = <CheckoutForm cart={cart.data} options={options.data} cartRefreshing={cart.isFetching} />;
	} else if (cart.isError || options.isError) {
		content = (
			<LoadErrorNotice
				title={CHECKOUT_LOAD_FAILED}
				onRetry={() => {
					if (cart.isError) void cart.refetch();
					if (options.isError) void options.refetch();
				}}
				retrying={cart.isFetching || options.isFetching}
			/>
		);
	} else {
		content = <CheckoutSkeleton />;
	}

	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Your order"
				title="Checkout"
				description={lines > 0 ? `${photoCount(lines)} to license` : undefined}
			/>
			{content}
		</section>
	);
}

import type { CartResponse } from "@core/contracts/cart";
import { ShoppingCart } from "lucide-react";
import { useRef } from "react";
import { useCart } from "@/api/cart/cart-query";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useBelowTheFold } from "@/lib/bottom-bar";
import { photoCount } from "@/lib/cart-text";
import { focusPageHeading } from "@/lib/focus-trap";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { CART_EMPTY_TITLE, CART_LOAD_FAILED } from "../lib/cart-text";
import { CartCheckoutBar } from "./cart-checkout-bar";
import { CartLineItem } from "./cart-line";
import { CartSummary } from "./cart-summary";

const layoutClasses = "grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]";

function CartSkeleton() {
	return (
		<LoadingStatus label="Loading your cart…" className={layoutClasses}>
			<div className="grid gap-3">
				{[0, 1, 2].map((i) => (
					<Skeleton key={i} className="h-28 rounded-xl sm:h-32" />
				))}
			</div>
			<Skeleton className="h-64 rounded-xl" />
		</LoadingStatus>
	);
}

function EmptyCart() {
	return (
		<EmptyPanel
			icon={ShoppingCart}
			title={CART_EMPTY_TITLE}
			action={{ to: paths.photos, label: "Browse photos" }}
		>
			Press the cart button on any photo to add it here, with the license you need.
		</EmptyPanel>
	);
}

function CartView({ cart }: { cart: CartResponse }) {
	return cart.items.length === 0 ? <EmptyCart /> : <CartLines cart={cart} />;
}

/** The lines, and the summary; below 1024 px the checkout bar too, while the summary is out of sight. */
function CartLines({ cart }: { cart: CartResponse }) {
	const summary = useRef<HTMLElement>(null);
	const summaryBelow = useBelowTheFold(summary);
	return (
		<div className={layoutClasses}>
			<ul aria-label="Photos in your cart" className="grid gap-3">
				{cart.items.map((line) => (
					// A removed line takes its focused button with it: the keyboard goes on from the heading.
					<CartLineItem key={line.id} line={line} onRemoved={focusPageHeading} />
				))}
			</ul>
			{summaryBelow && <CartCheckoutBar cart={cart} />}
			<CartSummary cart={cart} ref={summary} />
		</div>
	);
}

/**
 * /cart (spec section 4, Cart; issue 7): the lines newest first with thumbnail, license picker,
 * price and remove; the totals with the volume tier and the next tier's hint; clear cart and the
 * way to checkout. Every figure is the server's (core/pricing.ts), refetched after each change.
 */
export function CartPage() {
	const query = useCart();
	useDocumentTitle("Cart");

	const cart = query.data;
	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Your order"
				title="Cart"
				description={cart && cart.item_count > 0 ? photoCount(cart.item_count) : undefined}
			/>
			{cart ? (
				<CartView cart={cart} />
			) : query.isPending ? (
				<CartSkeleton />
			) : (
				<LoadErrorNotice
					title={CART_LOAD_FAILED}
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			)}
		</section>
	);
}

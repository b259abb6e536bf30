import { CART_TEXT } from "@core/cart-messages";
import type { CartLine, CartResponse } from "@core/contracts/cart";
import { LICENSE_LABELS, type LicenseType } from "@core/license";
import { ShoppingCart } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useCart } from "@/api/cart/cart-query";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { photoAltText } from "@/components/photo-card";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useBelowTheFold } from "@/lib/bottom-bar";
import { photoCount } from "@/lib/cart-text";
import { focusPageHeading } from "@/lib/focus-trap";
import { paths } from "@/lib/paths";
import { readStoredJson, writeStoredJson } from "@/lib/storage";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useUpdateCartLinesLicense } from "../api/update-cart-lines-license";
import {
	CART_EMPTY_TITLE,
	CART_LOAD_FAILED,
	CART_VIEW_KEY,
	LICENSE_SET_FAILED,
	licenseSetText,
	notClearedText,
} from "../lib/cart-text";
import { CartCheckoutBar } from "./cart-checkout-bar";
import { CartLineItem } from "./cart-line";
import { CartLineRow } from "./cart-line-row";
import { CartSummary } from "./cart-summary";
import { type CartLayout, CartToolbar } from "./cart-toolbar";
import { type MoveTarget, MoveToWishlistDialog } from "./move-to-wishlist-dialog";

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

function storedView(): CartLayout {
	return readStoredJson(CART_VIEW_KEY) === "compact" ? "compact" : "comfortable";
}

/**
 * The lines with the toolbar over them (view, selection, bulk license, move), and the summary;
 * below 1024 px the checkout bar too, while the summary is out of sight. From 1024 px the summary
 * sticks beside the lines, so the totals stay in view through a cart of 75 photos.
 */
function CartLines({ cart }: { cart: CartResponse }) {
	const summary = useRef<HTMLElement>(null);
	const summaryBelow = useBelowTheFold(summary);
	const [view, setView] = useState<CartLayout>(storedView);
	const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
	const [moving, setMoving] = useState<MoveTarget | null>(null);
	const [notCleared, setNotCleared] = useState(0);
	const bulk = useUpdateCartLinesLicense();
	// Lines gone since they were chosen (removed, moved) drop out of the selection.
	const selected = cart.items.filter((line) => chosen.has(line.id)).map((line) => line.id);

	function changeView(next: CartLayout) {
		setView(next);
		writeStoredJson(CART_VIEW_KEY, next);
	}

	// Stable, so a ticked checkbox re-renders its own (memoised) line, not all 75.
	const select = useCallback((id: string, on: boolean) => {
		setChosen((before) => {
			const next = new Set(before);
			if (on) next.add(id);
			else next.delete(id);
			return next;
		});
	}, []);
	const moveLine = useCallback(
		(line: CartLine) => setMoving({ lineIds: [line.id], title: photoAltText(line.photo) }),
		[],
	);

	function setLicense(license: LicenseType) {
		const lineIds = selected.length > 0 ? selected : cart.items.map((line) => line.id);
		bulk.mutateAsync({ line_ids: lineIds, license_type: license }).then(
			(result) => {
				setNotCleared(result.not_cleared.length);
				toast.success("Licenses updated", {
					description: licenseSetText(result.changed, LICENSE_LABELS[license].name),
				});
			},
			(error: unknown) => {
				console.warn("Changing the licenses of cart lines failed", error);
				toast.error(CART_TEXT.errorTitle, { description: LICENSE_SET_FAILED });
			},
		);
	}

	const Line = view === "compact" ? CartLineRow : CartLineItem;
	return (
		<div className={layoutClasses}>
			<div className="min-w-0">
				<CartToolbar
					view={view}
					onViewChange={changeView}
					selected={selected.length}
					total={cart.items.length}
					onSelectAll={(all) => setChosen(new Set(all ? cart.items.map((line) => line.id) : []))}
					pending={bulk.isPending}
					onSetLicense={setLicense}
					onMoveSelected={() => setMoving({ lineIds: selected, title: null })}
				/>
				{notCleared > 0 && (
					<Notice tone="warning" role="status" className="mb-3">
						{notClearedText(notCleared)}
					</Notice>
				)}
				<ul
					aria-label="Photos in your cart"
					className={
						view === "compact"
							? "divide-y divide-ink-900/10 rounded-xl border border-ink-900/10 bg-white shadow-sm"
							: "grid gap-3"
					}
				>
					{cart.items.map((line) => (
						<Line
							key={line.id}
							line={line}
							selected={chosen.has(line.id)}
							onSelect={select}
							onMove={moveLine}
							// A removed line takes its focused button with it: the keyboard goes on from the heading.
							onRemoved={focusPageHeading}
						/>
					))}
				</ul>
			</div>
			{summaryBelow && <CartCheckoutBar cart={cart} />}
			<CartSummary cart={cart} ref={summary} />
			<MoveToWishlistDialog
				target={moving}
				onClose={() => setMoving(null)}
				onMoved={(ids) => setChosen((before) => new Set([...before].filter((id) => !ids.includes(id))))}
			/>
		</div>
	);
}

/**
 * /cart (spec section 4, Cart; issues 7 and 28): the lines newest first with thumbnail, license
 * picker, price, remove and 'Move to wishlist', as cards or compact rows; a selection with
 * 'Set all to hero / background'; the totals with the volume tier and the next tier's hint; clear cart and the
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

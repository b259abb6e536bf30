import type { Order } from "@core/contracts/orders";
import { formatUsd } from "@core/license";
import { ORDER_TEXT } from "@core/orders";
import { LoaderCircle, RefreshCw } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { CertificatePdfLink, InvoicePdfLink } from "@/components/orders/pdf-link";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { photoCount } from "@/lib/cart-text";
import { formatDay } from "@/lib/date-format";
import { focusPageHeading } from "@/lib/focus-trap";
import { orderUrl, paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isOrderNotFound, useOrder } from "../api/get-order";
import {
	CONFIRMING_PAYMENT,
	invoiceEmailed,
	ORDER_LOAD_FAILED,
	PAID_FILES_READY,
	PAYMENT_SLOW,
	placedTitle,
} from "../lib/order-text";
import { OrderNotFound } from "./order-not-found";

/** While a card payment clears, the order is read again this often, for up to a minute. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_WINDOW_MS = 60_000;

const OrderId = z.uuid();

/** A card order the payment provider has not confirmed yet (its webhook marks it paid). */
function awaitingCard(order: Order): boolean {
	return order.payment_method === "stripe" && order.status === "pending_payment";
}

const linkClasses = buttonClasses({ variant: "secondary", size: "sm", className: "h-11 md:h-9" });

function PaidPanel({ order }: { order: Order }) {
	return (
		<Notice tone="success" title={PAID_FILES_READY}>
			<p>Download the originals and the licence certificate from My purchases.</p>
			<div className="mt-3 flex flex-wrap gap-2">
				<Link to={paths.myPurchases} className={buttonClasses({ size: "sm", className: "h-11 md:h-9" })}>
					Go to My purchases
				</Link>
				{order.certificate_url && <CertificatePdfLink orderId={order.id} />}
			</div>
		</Notice>
	);
}

function InvoicePanel({ order }: { order: Order }) {
	return (
		<Notice title={order.due_date ? `Payment due by ${formatDay(order.due_date)}` : "Awaiting payment"}>
			<p>
				{invoiceEmailed(order.billing.email)} Your files unlock in My purchases as soon as the payment
				arrives.
			</p>
			<div className="mt-3 flex flex-wrap gap-2">
				<InvoicePdfLink orderId={order.id} />
				<Link to={paths.myPurchases} className={linkClasses}>
					Go to My purchases
				</Link>
			</div>
		</Notice>
	);
}

function CardPaymentPanel({ timedOut, onCheckAgain }: { timedOut: boolean; onCheckAgain: () => void }) {
	if (!timedOut) {
		return (
			<p className="flex items-center gap-2 rounded-lg border border-ink-900/10 bg-cream-50 px-4 py-3 text-sm text-ink-800">
				<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-ink-500" />
				{CONFIRMING_PAYMENT}
			</p>
		);
	}
	return (
		<Notice tone="warning" title="Still waiting for the payment">
			<p>{PAYMENT_SLOW}</p>
			<Button variant="secondary" size="sm" className="mt-2" onClick={onCheckAgain}>
				<RefreshCw aria-hidden="true" className="size-4" />
				Check again
			</Button>
		</Notice>
	);
}

function ClosedPanel({ order }: { order: Order }) {
	return (
		<Notice
			tone="warning"
			title={order.status === "refunded" ? "This order was refunded" : "This order was cancelled"}
		>
			<p>Nothing is owed for it. Your cart keeps any photos that were not ordered.</p>
			<Link to={paths.cart} className={`${linkClasses} mt-3`}>
				Go to your cart
			</Link>
		</Notice>
	);
}

function SuccessView({
	order,
	timedOut,
	onCheckAgain,
}: {
	order: Order;
	timedOut: boolean;
	onCheckAgain: () => void;
}) {
	let panel: ReactNode;
	if (order.status === "paid") panel = <PaidPanel order={order} />;
	else if (awaitingCard(order)) panel = <CardPaymentPanel timedOut={timedOut} onCheckAgain={onCheckAgain} />;
	else if (order.status === "pending_payment") panel = <InvoicePanel order={order} />;
	else panel = <ClosedPanel order={order} />;

	return (
		<>
			<PageHeading
				eyebrow={ORDER_TEXT.placedTitle}
				title={placedTitle(order.reference)}
				description={`${photoCount(order.item_count)} for ${order.production.name} · ${formatUsd(order.total_cents)}`}
				actions={<OrderStatusBadge status={order.status} large />}
			/>
			{/* One live region: 'Confirming your payment…' is followed by what the payment became. */}
			<div role="status" className="max-w-2xl">
				{panel}
			</div>
			<p className="mt-6">
				<Link to={orderUrl(order.id)} className="font-medium text-accent-700 underline underline-offset-2">
					View order {order.reference}
				</Link>
			</p>
		</>
	);
}

/**
 * /checkout/success?order={id} (issue 7): the order just placed. An invoice order says when
 * payment is due and where the invoice went; a card order waits here (reading the order every
 * 2 s for up to a minute) until the payment provider confirms it.
 */
export function CheckoutSuccessPage() {
	useDocumentTitle("Order confirmed");
	const [params] = useSearchParams();
	const param = params.get("order") ?? "";
	const id = OrderId.safeParse(param).success ? param : "";
	const deadline = useRef(Date.now() + CONFIRM_WINDOW_MS);
	const [timedOut, setTimedOut] = useState(false);
	const query = useOrder(id, {
		pollMs: (order) => (awaitingCard(order) && Date.now() < deadline.current ? CONFIRM_POLL_MS : false),
	});
	const order = query.data?.order;
	const waiting = order ? awaitingCard(order) : false;

	useEffect(() => {
		if (!waiting || timedOut) return;
		const timer = window.setTimeout(() => setTimedOut(true), Math.max(0, deadline.current - Date.now()));
		return () => window.clearTimeout(timer);
	}, [waiting, timedOut]);

	const orderId = order?.id;
	useEffect(() => {
		if (orderId) focusPageHeading();
	}, [orderId]);

	function checkAgain() {
		deadline.current = Date.now() + CONFIRM_WINDOW_MS;
		setTimedOut(false);
		void query.refetch();
	}

	let content: ReactNode;
	if (id === "" || (query.isError && isOrderNotFound(query.error))) {
		content = (
			<OrderNotFound>
				{id === ""
					? "This page confirms an order after checkout, and this link names no order of yours."
					: undefined}
			</OrderNotFound>
		);
	} else if (order) {
		content = <SuccessView order={order} timedOut={timedOut} onCheckAgain={checkAgain} />;
	} else if (query.isError) {
		content = (
			<>
				<PageHeading eyebrow={ORDER_TEXT.placedTitle} title="Your order" />
				<LoadErrorNotice
					title={ORDER_LOAD_FAILED}
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			</>
		);
	} else {
		content = <Spinner label="Loading your order…" />;
	}

	return <section className="mx-auto w-full max-w-4xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">{content}</section>;
}

import type { Order } from "@core/contracts/orders";
import { ORDER_TEXT } from "@core/orders";
import { useParams } from "react-router";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatDay } from "@/lib/date-format";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isOrderNotFound, useOrder } from "../api/get-order";
import { ORDER_LOAD_FAILED } from "../lib/order-text";
import { OrderDetails } from "./order-details";
import { OrderLines } from "./order-lines";
import { OrderNotFound } from "./order-not-found";
import { RiderPanel } from "./rider-panel";

const layoutClasses = "grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]";

/** What the order's state means for the buyer, when it is not simply paid. */
function StateNotice({ order }: { order: Order }) {
	if (order.status === "pending_payment") {
		return (
			<Notice tone="warning" className="mb-6" title={ORDER_TEXT.notPaid}>
				{order.due_date && `Payment is due by ${formatDay(order.due_date)}.`}
			</Notice>
		);
	}
	if (order.status === "cancelled") {
		return (
			<Notice className="mb-6" title="This order was cancelled">
				Nothing is owed for it, and its photos are not licensed.
			</Notice>
		);
	}
	if (order.status === "refunded") {
		return (
			<Notice className="mb-6" title="This order was refunded">
				Its licences were withdrawn{order.refunded_at ? ` on ${formatDate(order.refunded_at)}` : ""}.
			</Notice>
		);
	}
	return null;
}

function OrderView({ order }: { order: Order }) {
	return (
		<>
			<PageHeading
				eyebrow="Your order"
				title={`Order ${order.reference}`}
				description={`Placed ${formatDate(order.placed_at)} for ${order.production.name}`}
				actions={<OrderStatusBadge status={order.status} large />}
			/>
			<StateNotice order={order} />
			<div className={layoutClasses}>
				<OrderLines order={order} />
				<div className="grid gap-4">
					<OrderDetails order={order} />
					<RiderPanel order={order} />
				</div>
			</div>
		</>
	);
}

/** /orders/{id} (issue 7): one of the buyer's orders; another user's, like an unknown one, is not found. */
export function OrderPage() {
	const { id = "" } = useParams();
	const query = useOrder(id);
	const order = query.data?.order;
	useDocumentTitle(order ? `Order ${order.reference}` : "Order");

	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			{order ? (
				<OrderView order={order} />
			) : query.isError && isOrderNotFound(query.error) ? (
				<OrderNotFound />
			) : query.isError ? (
				<>
					<PageHeading eyebrow="Your order" title="Order" />
					<LoadErrorNotice
						title={ORDER_LOAD_FAILED}
						onRetry={() => void query.refetch()}
						retrying={query.isFetching}
					/>
				</>
			) : (
				<LoadingStatus label="Loading the order…">
					<Skeleton className="mb-8 h-16 w-72 rounded-md" />
					<div className={layoutClasses}>
						<Skeleton className="h-96 rounded-xl" />
						<Skeleton className="h-72 rounded-xl" />
					</div>
				</LoadingStatus>
			)}
		</section>
	);
}

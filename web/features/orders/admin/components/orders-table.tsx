import type { AdminOrderSummary } from "@core/contracts/orders";
import { photoCount } from "@/lib/cart-text";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/date-format";
import { METHOD_SHORT_LABELS } from "../lib/order-filters";
import {
	BuyerCell,
	cell,
	HeaderCell,
	ListTableHead,
	OrderCard,
	ReferenceCell,
	StateBadges,
	TotalCell,
} from "./order-list-parts";

type OrderListProps = {
	orders: AdminOrderSummary[];
	/** Where each order's detail opens (the list's own URL with `order` set). */
	hrefOf: (order: AdminOrderSummary) => string;
};

/** Wide screens: one row per order; the reference opens its detail. */
function OrdersTable({ orders, hrefOf }: OrderListProps) {
	return (
		<div className="hidden overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-card md:block">
			<table aria-label="Orders" className="w-full min-w-[60rem] text-left text-sm">
				<ListTableHead>
					<HeaderCell>Order</HeaderCell>
					<HeaderCell>Placed</HeaderCell>
					<HeaderCell>Buyer</HeaderCell>
					<HeaderCell>Billing company</HeaderCell>
					<HeaderCell>Production</HeaderCell>
					<HeaderCell end>Items</HeaderCell>
					<HeaderCell end>Total</HeaderCell>
					<HeaderCell>Method</HeaderCell>
					<HeaderCell>Status</HeaderCell>
				</ListTableHead>
				<tbody className="divide-y divide-ink-900/10">
					{orders.map((order) => (
						<tr key={order.id} className="hover:bg-cream-50">
							<ReferenceCell order={order} href={hrefOf(order)} />
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>{formatDate(order.placed_at)}</td>
							<BuyerCell order={order} />
							<td className={cn(cell, "break-words")}>{order.billing_company}</td>
							<td className={cn(cell, "break-words")}>{order.production_name}</td>
							<td className={cn(cell, "text-right tabular-nums")}>{order.item_count}</td>
							<TotalCell order={order} />
							<td className={cell}>{METHOD_SHORT_LABELS[order.payment_method]}</td>
							<td className={cell}>
								<StateBadges order={order} />
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}

/** Phones: one card per order, the reference first. */
function OrderCards({ orders, hrefOf }: OrderListProps) {
	return (
		<ul aria-label="Orders" className="space-y-3 md:hidden">
			{orders.map((order) => (
				<OrderCard key={order.id} order={order} href={hrefOf(order)}>
					<p className="mt-1 text-sm break-words text-ink-700">
						{order.production_name} · {photoCount(order.item_count)}
					</p>
					<p className="mt-1 text-xs text-ink-600">
						{formatDate(order.placed_at)} · {METHOD_SHORT_LABELS[order.payment_method]}
					</p>
					<div className="mt-2">
						<StateBadges order={order} />
					</div>
				</OrderCard>
			))}
		</ul>
	);
}

/** The page of orders: a table on wide screens, cards on phones (CSS picks one). */
export function OrderList(props: OrderListProps) {
	return (
		<>
			<OrdersTable {...props} />
			<OrderCards {...props} />
		</>
	);
}

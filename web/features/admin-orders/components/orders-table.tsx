import type { AdminOrderSummary } from "@core/contracts/orders";
import { formatUsd } from "@core/license";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { METHOD_SHORT_LABELS } from "../lib/order-filters";
import { formatDate, itemsText } from "../lib/order-format";
import { OverdueBadge, StatusBadge } from "./order-badges";

const cell = "px-3 py-3 align-middle";
const linkClasses =
	"rounded-sm font-medium text-ink-900 tabular-nums underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500";

type OrderListProps = {
	orders: AdminOrderSummary[];
	/** Where each order's detail opens (the list's own URL with `order` set). */
	hrefOf: (order: AdminOrderSummary) => string;
};

function Badges({ order }: { order: AdminOrderSummary }) {
	return (
		<span className="flex flex-wrap gap-1">
			<StatusBadge status={order.status} />
			{order.overdue && <OverdueBadge dueDate={order.due_date} />}
		</span>
	);
}

/** Wide screens: one row per order; the reference opens its detail. */
function OrdersTable({ orders, hrefOf }: OrderListProps) {
	return (
		<div className="hidden overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-card md:block">
			<table aria-label="Orders" className="w-full min-w-[60rem] text-left text-sm">
				<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
					<tr>
						<th scope="col" className={cell}>
							Order
						</th>
						<th scope="col" className={cell}>
							Placed
						</th>
						<th scope="col" className={cell}>
							Buyer
						</th>
						<th scope="col" className={cell}>
							Billing company
						</th>
						<th scope="col" className={cell}>
							Production
						</th>
						<th scope="col" className={cn(cell, "text-right")}>
							Items
						</th>
						<th scope="col" className={cn(cell, "text-right")}>
							Total
						</th>
						<th scope="col" className={cell}>
							Method
						</th>
						<th scope="col" className={cell}>
							Status
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{orders.map((order) => (
						<tr key={order.id} className="hover:bg-cream-50">
							<th scope="row" className={cn(cell, "whitespace-nowrap")}>
								<Link to={hrefOf(order)} className={linkClasses}>
									{order.reference}
								</Link>
							</th>
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>{formatDate(order.placed_at)}</td>
							<td className={cell}>
								<span className="block text-ink-900">{order.buyer.name}</span>
								<span className="block break-all text-ink-600">{order.buyer.email ?? "—"}</span>
							</td>
							<td className={cn(cell, "break-words")}>{order.billing_company}</td>
							<td className={cn(cell, "break-words")}>{order.production_name}</td>
							<td className={cn(cell, "text-right tabular-nums")}>{order.item_count}</td>
							<td className={cn(cell, "text-right font-medium tabular-nums")}>
								{formatUsd(order.total_cents)}
							</td>
							<td className={cell}>{METHOD_SHORT_LABELS[order.payment_method]}</td>
							<td className={cell}>
								<Badges order={order} />
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
				<li key={order.id} className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-card">
					<div className="flex items-baseline justify-between gap-3">
						<Link to={hrefOf(order)} className={cn(linkClasses, "text-base")}>
							{order.reference}
						</Link>
						<span className="font-semibold text-ink-950 tabular-nums">{formatUsd(order.total_cents)}</span>
					</div>
					<p className="mt-1 text-sm break-words text-ink-900">
						{order.buyer.name} · {order.billing_company}
					</p>
					<p className="text-sm break-all text-ink-600">{order.buyer.email ?? "—"}</p>
					<p className="mt-1 text-sm break-words text-ink-700">
						{order.production_name} · {itemsText(order.item_count)}
					</p>
					<p className="mt-1 text-xs text-ink-600">
						{formatDate(order.placed_at)} · {METHOD_SHORT_LABELS[order.payment_method]}
					</p>
					<div className="mt-2">
						<Badges order={order} />
					</div>
				</li>
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

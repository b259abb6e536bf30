import type { OrderSummary } from "@core/contracts/orders";
import { formatUsd } from "@core/license";
import { Link } from "react-router";
import { InvoicePdfLink } from "@/components/orders/pdf-link";
import { Panel } from "@/components/panel";
import { photoCount } from "@/lib/cart-text";
import { formatDay } from "@/lib/date-format";
import { orderUrl } from "@/lib/paths";

function dueText(order: OrderSummary): string {
	if (order.payment_method === "stripe") return "Card payment being confirmed";
	return order.due_date ? `Due ${formatDay(order.due_date)}` : "Awaiting payment";
}

/**
 * The buyer's orders still awaiting payment, so it is clear why their files are not here yet:
 * each with its due date and invoice.
 */
export function AwaitingPayment({ orders }: { orders: readonly OrderSummary[] }) {
	return (
		<Panel title="Awaiting payment" className="border-mustard-500/40 bg-mustard-300/15">
			<p className="mt-1 text-sm text-ink-700">Their files unlock here as soon as the payment arrives.</p>
			<ul className="mt-3 divide-y divide-ink-900/10">
				{orders.map((order) => (
					<li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3 last:pb-0">
						<div className="min-w-0">
							<Link
								to={orderUrl(order.id)}
								className="font-medium text-ink-900 underline-offset-2 hover:text-accent-700 hover:underline"
							>
								{order.reference}
							</Link>
							<p className="text-sm text-ink-600">
								{order.production_name} · {photoCount(order.item_count)} ·{" "}
								<span className="tabular-nums">{formatUsd(order.total_cents)}</span>
							</p>
							<p className="text-sm font-medium text-ink-800">{dueText(order)}</p>
						</div>
						<InvoicePdfLink orderId={order.id} />
					</li>
				))}
			</ul>
		</Panel>
	);
}

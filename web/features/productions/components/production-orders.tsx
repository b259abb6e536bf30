import type { ProductionOrder } from "@core/contracts/teams";
import { formatUsd } from "@core/license";
import { Receipt } from "lucide-react";
import { Link } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { PdfLink } from "@/components/orders/pdf-link";
import { formatDate } from "@/lib/date-format";
import { orderUrl, paths } from "@/lib/paths";

/**
 * The production's orders as every member sees them; the invoice and certificate (and the order's
 * own page) only for the roles the server gives them to (their URLs come with the answer).
 */
export function ProductionOrders({ orders }: { orders: ProductionOrder[] }) {
	if (orders.length === 0)
		return (
			<EmptyPanel icon={Receipt} title="No orders yet" action={{ to: paths.cart, label: "Open the cart" }}>
				Orders placed for this production are listed here, with their invoices and certificates.
			</EmptyPanel>
		);
	return (
		<ul
			aria-label="Orders"
			className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-white"
		>
			{orders.map((order) => {
				const documents = order.invoice_url !== null || order.certificate_url !== null;
				return (
					<li key={order.id} className="flex flex-col gap-3 p-4">
						<div className="flex flex-wrap items-center justify-between gap-2">
							<p className="font-medium text-ink-900">
								{documents ? (
									<Link to={orderUrl(order.id)} className="text-accent-700 underline underline-offset-2">
										Order {order.reference}
									</Link>
								) : (
									`Order ${order.reference}`
								)}
							</p>
							<OrderStatusBadge status={order.status} />
						</div>
						<dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
							<div>
								<dt className="text-ink-500">Placed</dt>
								<dd className="text-ink-800">{formatDate(order.placed_at)}</dd>
							</div>
							<div>
								<dt className="text-ink-500">Total</dt>
								<dd className="text-ink-800">{formatUsd(order.total_cents)}</dd>
							</div>
							<div>
								<dt className="text-ink-500">Photos</dt>
								<dd className="text-ink-800">{order.item_count}</dd>
							</div>
							<div>
								<dt className="text-ink-500">Placed by</dt>
								<dd className="break-words text-ink-800">{order.placed_by ?? "A former member"}</dd>
							</div>
							<div>
								<dt className="text-ink-500">PO number</dt>
								<dd className="break-words text-ink-800">{order.po_number ?? "—"}</dd>
							</div>
						</dl>
						{documents && (
							<div className="flex flex-wrap gap-2">
								{order.invoice_url && (
									<PdfLink href={order.invoice_url} label={`Invoice ${order.reference} (PDF)`} />
								)}
								{order.certificate_url && (
									<PdfLink href={order.certificate_url} label={`Certificate ${order.reference} (PDF)`} />
								)}
							</div>
						)}
					</li>
				);
			})}
		</ul>
	);
}

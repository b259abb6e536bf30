import type { Order } from "@core/contracts/orders";
import { PAYMENT_METHOD_LABELS } from "@core/orders";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { CertificatePdfLink, InvoicePdfLink } from "@/components/orders/pdf-link";
import { Panel } from "@/components/panel";
import { formatDate, formatDay } from "@/lib/date-format";
import { projectClearanceUrl } from "@/lib/paths";
import { termsText } from "../lib/order-text";

function Fact({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
			<dt className="text-ink-500">{label}</dt>
			<dd className="min-w-0 break-words text-ink-900">{children}</dd>
		</div>
	);
}

/**
 * An order's state and dates, the production it licenses for (with the company whose licences
 * they are and the order's references, issue 29), who pays, and its PDFs.
 */
export function OrderDetails({ order }: { order: Order }) {
	const { billing, production } = order;
	return (
		<div className="grid gap-4">
			<Panel title="Details">
				<dl className="mt-3 grid gap-2 text-sm">
					<Fact label="Status">
						<OrderStatusBadge status={order.status} />
					</Fact>
					<Fact label="Payment">{PAYMENT_METHOD_LABELS[order.payment_method].name}</Fact>
					<Fact label="Placed">{formatDate(order.placed_at)}</Fact>
					{order.status === "pending_payment" && order.due_date && (
						<Fact label="Due">{formatDay(order.due_date)}</Fact>
					)}
					{order.paid_at && <Fact label="Paid">{formatDate(order.paid_at)}</Fact>}
					{order.cancelled_at && <Fact label="Cancelled">{formatDate(order.cancelled_at)}</Fact>}
					{order.refunded_at && <Fact label="Refunded">{formatDate(order.refunded_at)}</Fact>}
					<Fact label="Licence terms">{termsText(order.terms_version)}</Fact>
				</dl>
				<div className="mt-4 flex flex-wrap gap-2">
					<InvoicePdfLink orderId={order.id} />
					{order.certificate_url && <CertificatePdfLink orderId={order.id} />}
				</div>
			</Panel>
			<Panel title="Production">
				<p className="mt-3 text-sm font-medium text-ink-900">{production.name}</p>
				{production.company && <p className="text-sm text-ink-600">{production.company}</p>}
				{order.company && (
					<p className="mt-1 text-sm text-ink-600">
						Licences held by {order.company.name} (the whole company sees them)
					</p>
				)}
				{(order.production_code || order.episode) && (
					<p className="mt-1 text-sm text-ink-600">
						{[
							order.production_code && `Production code: ${order.production_code}`,
							order.episode && `Episode: ${order.episode}`,
						]
							.filter(Boolean)
							.join(" · ")}
					</p>
				)}
				{production.project_id && order.status === "paid" && (
					<Link
						to={projectClearanceUrl(production.project_id)}
						className="mt-2 inline-block text-sm text-accent-700 underline underline-offset-2 hover:text-accent-800"
					>
						Clearance log of this production
					</Link>
				)}
			</Panel>
			<Panel title="Billing contact">
				<address className="mt-3 grid gap-0.5 text-sm not-italic text-ink-800">
					<span className="font-medium text-ink-900">{billing.name}</span>
					<span className="break-words">{billing.email}</span>
					<span>{billing.company}</span>
					<span className="whitespace-pre-line">{billing.address}</span>
					{billing.po_number && <span className="mt-1 text-ink-600">PO number: {billing.po_number}</span>}
				</address>
			</Panel>
		</div>
	);
}

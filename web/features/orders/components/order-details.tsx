import type { Order } from "@core/contracts/orders";
import { PAYMENT_METHOD_LABELS } from "@core/orders";
import { type ReactNode, useId } from "react";
import { apiPaths } from "@/lib/paths";
import { formatDate, formatDay } from "../lib/order-format";
import { CERTIFICATE_PDF, INVOICE_PDF } from "../lib/order-text";
import { OrderStatusBadge } from "./order-status-badge";
import { PdfLink } from "./pdf-link";

function Fact({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
			<dt className="text-ink-500">{label}</dt>
			<dd className="min-w-0 break-words text-ink-900">{children}</dd>
		</div>
	);
}

function Card({ title, children }: { title: string; children: ReactNode }) {
	const headingId = useId();
	return (
		<section
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-5"
		>
			<h2 id={headingId} className="mb-3 text-lg font-semibold text-ink-900">
				{title}
			</h2>
			{children}
		</section>
	);
}

/** An order's state and dates, the production it licenses for, who pays, and its PDFs. */
export function OrderDetails({ order }: { order: Order }) {
	const { billing, production } = order;
	return (
		<div className="grid gap-4">
			<Card title="Details">
				<dl className="grid gap-2 text-sm">
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
				</dl>
				<div className="mt-4 flex flex-wrap gap-2">
					<PdfLink href={apiPaths.orderInvoicePdf(order.id)} label={INVOICE_PDF} />
					{order.certificate_url && (
						<PdfLink href={apiPaths.orderCertificatePdf(order.id)} label={CERTIFICATE_PDF} />
					)}
				</div>
			</Card>
			<Card title="Production">
				<p className="text-sm font-medium text-ink-900">{production.name}</p>
				{production.company && <p className="text-sm text-ink-600">{production.company}</p>}
			</Card>
			<Card title="Billing contact">
				<address className="grid gap-0.5 text-sm not-italic text-ink-800">
					<span className="font-medium text-ink-900">{billing.name}</span>
					<span className="break-words">{billing.email}</span>
					<span>{billing.company}</span>
					<span className="whitespace-pre-line">{billing.address}</span>
					{billing.po_number && <span className="mt-1 text-ink-600">PO number: {billing.po_number}</span>}
				</address>
			</Card>
		</div>
	);
}

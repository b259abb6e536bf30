import type { AdminOrder, OrderEvent, OrderItem } from "@core/contracts/orders";
import { formatUsd, LICENSE_LABELS } from "@core/license";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "@core/orders";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderPhotoThumb, photoTitle } from "@/components/orders/order-photo";
import { CertificatePdfLink, InvoicePdfLink } from "@/components/orders/pdf-link";
import { PriceTotals } from "@/components/price-totals";
import { photoCount } from "@/lib/cart-text";
import { cn } from "@/lib/cn";
import { formatDateTime, formatDay } from "@/lib/date-format";
import { photoHref } from "@/lib/paths";
import { termsText } from "../../lib/order-text";
import { allowedActions } from "../lib/order-action-text";
import { dueInText } from "../lib/order-format";
import type { ActionRequest } from "./order-action-dialog";
import { cell, HeaderCell, ListTableHead, OrderActionButtons, StateBadges } from "./order-list-parts";
import { RiderReview } from "./rider-review";

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
	return (
		<section aria-label={title} className={cn("rounded-lg border border-ink-900/10 bg-white p-4", className)}>
			<h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-600 uppercase">{title}</h3>
			{children}
		</section>
	);
}

/** Label and value pairs; empty values are left out. */
function Facts({ facts }: { facts: Array<[string, ReactNode]> }) {
	return (
		<dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
			{facts
				.filter(([, value]) => value !== null && value !== undefined && value !== "")
				.map(([label, value]) => (
					<div key={label} className="contents">
						<dt className="text-ink-500">{label}</dt>
						<dd className="break-words whitespace-pre-line text-ink-900">{value}</dd>
					</div>
				))}
		</dl>
	);
}

function OrderLines({ reference, items }: { reference: string; items: OrderItem[] }) {
	return (
		<div className="overflow-x-auto rounded-lg border border-ink-900/10 bg-white">
			<table aria-label={`Photos in ${reference}`} className="w-full min-w-[36rem] text-left text-sm">
				<ListTableHead>
					<HeaderCell>
						<span className="sr-only">Thumbnail</span>
					</HeaderCell>
					<HeaderCell>Photo</HeaderCell>
					<HeaderCell>Licence</HeaderCell>
					<HeaderCell end>Unit</HeaderCell>
					<HeaderCell end>Discount</HeaderCell>
					<HeaderCell end>Total</HeaderCell>
				</ListTableHead>
				<tbody className="divide-y divide-ink-900/10">
					{items.map((item) => (
						<tr key={item.id}>
							<td className={cn(cell, "w-16")}>
								<OrderPhotoThumb photo={item.photo} className="size-12" />
							</td>
							<th scope="row" className={cn(cell, "font-normal")}>
								<span className="block text-xs text-ink-500 tabular-nums">#{item.photo.photoid}</span>
								<Link
									to={photoHref(item.photo)}
									className="break-words text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline"
								>
									{photoTitle(item.photo)}
								</Link>
								{item.scene_note && (
									<span className="block text-xs text-ink-600">Episode or scene: {item.scene_note}</span>
								)}
							</th>
							<td className={cell}>{LICENSE_LABELS[item.license_type].name}</td>
							<td className={cn(cell, "text-right tabular-nums")}>{formatUsd(item.unit_price_cents)}</td>
							<td className={cn(cell, "text-right text-emerald-800 tabular-nums")}>
								{item.discount_cents > 0 ? `−${formatUsd(item.discount_cents)}` : "—"}
							</td>
							<td className={cn(cell, "text-right font-medium tabular-nums")}>
								{formatUsd(item.total_cents)}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}

function statusName(status: OrderEvent["from_status"]): string {
	return status ? ORDER_STATUS_LABELS[status] : "—";
}

function History({ events }: { events: OrderEvent[] }) {
	if (events.length === 0) return <p className="text-sm text-ink-600">No changes recorded.</p>;
	return (
		<ol className="space-y-3">
			{events.map((event, index) => (
				// Events have no id of their own; the list only ever grows at its end.
				// biome-ignore lint/suspicious/noArrayIndexKey: append-only history, never reordered
				<li key={index} className="border-l-2 border-ink-900/15 pl-3 text-sm">
					<p className="text-ink-900">
						<time dateTime={event.at} className="font-medium">
							{formatDateTime(event.at)}
						</time>
						<span className="text-ink-600"> · {event.actor}</span>
					</p>
					<p className="flex flex-wrap items-center gap-1 text-ink-700">
						{event.from_status || event.to_status ? (
							<>
								<span>{statusName(event.from_status)}</span>
								<ArrowRight aria-hidden="true" className="size-3.5" />
								<span className="sr-only">to</span>
								<span>{statusName(event.to_status)}</span>
							</>
						) : (
							<span>{event.kind.replaceAll("_", " ")}</span>
						)}
					</p>
					{event.note && (
						<p className="mt-0.5 break-words whitespace-pre-line text-ink-600">“{event.note}”</p>
					)}
				</li>
			))}
		</ol>
	);
}

/** Everything about one order an admin needs, and the actions its state allows. */
export function OrderDetail({
	order,
	onAction,
}: {
	order: AdminOrder;
	onAction: (request: ActionRequest) => void;
}) {
	const actions = allowedActions(order.status);
	const billing = order.billing;
	return (
		<div className="space-y-4">
			<div className="flex flex-wrap items-center gap-2">
				<StateBadges order={order} />
				<span className="text-sm text-ink-600">
					{PAYMENT_METHOD_LABELS[order.payment_method].name} · {photoCount(order.item_count)} ·{" "}
					<span className="font-semibold text-ink-900">{formatUsd(order.total_cents)}</span>
				</span>
			</div>
			{actions.length > 0 && <OrderActionButtons order={order} actions={actions} onAction={onAction} />}
			<div className="grid gap-3 sm:grid-cols-2">
				<Section title="Buyer">
					<Facts
						facts={[
							["Name", order.buyer.name],
							["Email", order.buyer.email ?? "Account deleted"],
						]}
					/>
				</Section>
				<Section title="Production">
					<Facts
						facts={[
							["Name", order.production.name],
							["Company", order.production.company],
						]}
					/>
				</Section>
				<Section title="Billing contact">
					<Facts
						facts={[
							["Name", billing.name],
							["Email", billing.email],
							["Company", billing.company],
							["Address", billing.address],
							["PO number", billing.po_number],
						]}
					/>
				</Section>
				<Section title="Dates">
					<Facts
						facts={[
							["Placed", formatDateTime(order.placed_at)],
							[
								"Due",
								order.due_date &&
									`${formatDay(order.due_date)}${order.status === "pending_payment" && !order.overdue ? ` (${dueInText(order.due_date)})` : ""}`,
							],
							["Paid", order.paid_at && formatDateTime(order.paid_at)],
							["Cancelled", order.cancelled_at && formatDateTime(order.cancelled_at)],
							["Refunded", order.refunded_at && formatDateTime(order.refunded_at)],
							["Stripe session", order.stripe_session_id],
							["Licence terms", termsText(order.terms_version)],
						]}
					/>
				</Section>
			</div>
			<OrderLines reference={order.reference} items={order.items} />
			<RiderReview order={order} />
			<div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
				<div className="flex flex-wrap gap-2">
					<InvoicePdfLink orderId={order.id} />
					{order.certificate_url !== null && <CertificatePdfLink orderId={order.id} />}
				</div>
				<PriceTotals
					totals={order}
					discountPercent={order.discount_percent}
					className="w-full sm:ml-auto sm:max-w-xs"
				/>
			</div>
			<Section title="History">
				<History events={order.events} />
			</Section>
		</div>
	);
}

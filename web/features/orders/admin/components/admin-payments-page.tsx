import type { AdminOrderSummary } from "@core/contracts/orders";
import { formatUsd } from "@core/license";
import type { ReactNode } from "react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice } from "@/components/query-states";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate, formatDay } from "@/lib/date-format";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { type AdminOrdersQuery, useAdminOrders } from "../api/get-orders";
import { FILTER_PARAMS } from "../lib/order-filters";
import { dueInText, overdueText } from "../lib/order-format";
import { type ActionRequest, OrderActionDialog } from "./order-action-dialog";
import { ListSkeleton } from "./order-list-parts";
import { PaymentList } from "./payments-list";

export const NOTHING_AWAITING = "Nothing awaiting payment";
export const NO_PAYMENTS = "No payments yet";

/** The most rows one request may ask for (the API's limit). */
const RECEIVABLES_PAGE_SIZE = 100;
const RECENTLY_PAID_COUNT = 10;

const awaitingQuery: AdminOrdersQuery = {
	status: "pending_payment",
	payment_method: "invoice",
	page: 1,
	page_size: RECEIVABLES_PAGE_SIZE,
};
// Asked apart: with many open invoices, the oldest (the overdue ones) may not be on the first page.
const overdueQuery: AdminOrdersQuery = { ...awaitingQuery, overdue: true };
const paidQuery: AdminOrdersQuery = { status: "paid", page: 1, page_size: RECENTLY_PAID_COUNT };

/** The list of every open invoice on the orders page. */
const ALL_AWAITING_URL = `${paths.adminOrders}?${new URLSearchParams({
	[FILTER_PARAMS.status]: "pending_payment",
	[FILTER_PARAMS.method]: "invoice",
})}`;

const byDueDate = (a: AdminOrderSummary, b: AdminOrderSummary) =>
	(a.due_date ?? "").localeCompare(b.due_date ?? "");
const byPaidNewest = (a: AdminOrderSummary, b: AdminOrderSummary) =>
	(b.paid_at ?? "").localeCompare(a.paid_at ?? "");

/** Overdue first (the longest overdue at the top), then the rest by the date they fall due. */
export function receivablesOf(
	overdue: AdminOrderSummary[],
	awaiting: AdminOrderSummary[],
): AdminOrderSummary[] {
	const overdueIds = new Set(overdue.map((order) => order.id));
	return [
		...[...overdue].sort(byDueDate),
		...awaiting.filter((order) => !overdueIds.has(order.id) && !order.overdue).sort(byDueDate),
	];
}

function DueCell({ order }: { order: AdminOrderSummary }) {
	if (!order.due_date) return <span className="text-ink-600">—</span>;
	return (
		<span className="block">
			<span className="block whitespace-nowrap text-ink-900">{formatDay(order.due_date)}</span>
			{order.overdue ? (
				<span className="block font-medium text-red-700">{overdueText(order.due_date)}</span>
			) : (
				<span className="block text-ink-600">{dueInText(order.due_date)}</span>
			)}
		</span>
	);
}

function Figure({ label, value, tone }: { label: string; value: ReactNode; tone?: "alert" }) {
	return (
		<div className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-card">
			<dt className="text-sm text-ink-600">{label}</dt>
			<dd
				className={
					tone === "alert"
						? "mt-1 text-2xl font-semibold text-red-700 tabular-nums"
						: "mt-1 text-2xl font-semibold text-ink-950 tabular-nums"
				}
			>
				{value}
			</dd>
		</div>
	);
}

function figure(cents: number | undefined, pending: boolean): ReactNode {
	if (cents !== undefined) return formatUsd(cents);
	return pending ? <Skeleton className="h-8 w-28" /> : "—";
}

function Section({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section aria-label={title} className="mt-10">
			<h2 className="mb-4 text-xl font-semibold text-ink-900">{title}</h2>
			{children}
		</section>
	);
}

function Receivables({ onAction }: { onAction: (request: ActionRequest) => void }) {
	const awaiting = useAdminOrders(awaitingQuery);
	const overdue = useAdminOrders(overdueQuery);

	if (awaiting.isPending || overdue.isPending)
		return <ListSkeleton label="Loading invoices awaiting payment…" rows={3} />;
	if (awaiting.isError || overdue.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the invoices awaiting payment."
				onRetry={() => {
					void awaiting.refetch();
					void overdue.refetch();
				}}
				retrying={awaiting.isFetching || overdue.isFetching}
			/>
		);
	}
	const rows = receivablesOf(overdue.data.orders, awaiting.data.orders);
	if (rows.length === 0) {
		return <EmptyState title={NOTHING_AWAITING} hint="Every invoice is paid or cancelled." />;
	}
	const more = awaiting.data.total > rows.length;
	return (
		<>
			<PaymentList
				label="Invoices awaiting payment"
				orders={rows}
				dateHeader="Due"
				renderDate={(order) => <DueCell order={order} />}
				actions={["mark_paid", "cancel"]}
				onAction={onAction}
			/>
			{more && (
				<p className="mt-3 text-sm text-ink-600">
					Showing {rows.length} of {awaiting.data.total} invoices.{" "}
					<Link to={ALL_AWAITING_URL} className="text-accent-700 underline underline-offset-4">
						See them all on the orders page
					</Link>
				</p>
			)}
		</>
	);
}

function RecentlyPaid({ onAction }: { onAction: (request: ActionRequest) => void }) {
	const paid = useAdminOrders(paidQuery);
	if (paid.isPending) return <ListSkeleton label="Loading recent payments…" rows={3} />;
	if (paid.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the recent payments."
				onRetry={() => void paid.refetch()}
				retrying={paid.isFetching}
			/>
		);
	}
	if (paid.data.orders.length === 0) return <EmptyState title={NO_PAYMENTS} />;
	return (
		<PaymentList
			label="Recently paid orders"
			orders={[...paid.data.orders].sort(byPaidNewest)}
			dateHeader="Paid"
			renderDate={(order) => (
				<span className="whitespace-nowrap text-ink-900">
					{order.paid_at ? formatDate(order.paid_at) : "—"}
				</span>
			)}
			actions={["refund"]}
			onAction={onAction}
		/>
	);
}

/** The money owed and received, from the same queries as the lists below (shared by key). */
function Figures() {
	const awaiting = useAdminOrders(awaitingQuery);
	const paid = useAdminOrders(paidQuery);
	return (
		<section aria-label="Totals">
			<dl className="grid gap-3 sm:grid-cols-3">
				<Figure
					label="Awaiting payment (invoices)"
					value={figure(awaiting.data?.totals.pending_payment_cents, awaiting.isPending)}
				/>
				<Figure
					label="Overdue"
					value={figure(awaiting.data?.totals.overdue_cents, awaiting.isPending)}
					// Red only when money is overdue: a red $0.00 reads as a problem where there is none.
					tone={(awaiting.data?.totals.overdue_cents ?? 0) > 0 ? "alert" : undefined}
				/>
				<Figure label="Paid (all time)" value={figure(paid.data?.totals.paid_cents, paid.isPending)} />
			</dl>
		</section>
	);
}

/**
 * /admin/payments: accounts receivable. What is owed and overdue, the open invoices to mark paid
 * or cancel (overdue first), and the latest payments, which can be refunded.
 */
export function AdminPaymentsPage() {
	useDocumentTitle("Payments");
	const [request, setRequest] = useState<ActionRequest | null>(null);
	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Payments"
				description="Invoices awaiting payment, overdue first. Mark one paid when the bank transfer arrives: the buyer's licences and downloads unlock at once."
				actions={
					<Link to={paths.adminOrders} className={buttonClasses({ variant: "secondary", size: "sm" })}>
						All orders
					</Link>
				}
			/>
			<Figures />
			<Section title="Awaiting payment">
				<Receivables onAction={setRequest} />
			</Section>
			<Section title="Recently paid">
				<RecentlyPaid onAction={setRequest} />
			</Section>
			<OrderActionDialog request={request} onClose={() => setRequest(null)} />
		</section>
	);
}

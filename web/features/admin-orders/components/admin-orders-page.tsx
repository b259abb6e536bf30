import type { AdminOrderListResponse, AdminOrderSummary } from "@core/contracts/orders";
import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAdminOrders } from "../api/get-orders";
import {
	FILTER_PARAMS,
	hasActiveFilters,
	type OrderFilters,
	ordersQueryOf,
	parseOrderFilters,
	searchOf,
	withOpenOrder,
	withPage,
} from "../lib/order-filters";
import { OrderDetailDialog } from "./order-detail-dialog";
import { OrderFiltersBar } from "./order-filters-bar";
import { ListSkeleton } from "./order-list-parts";
import { OrderList } from "./orders-table";

export const NO_ORDERS = "No orders yet";
export const NO_MATCHES = "No orders match these filters";

const ordersText = (n: number) => `${n} ${n === 1 ? "order" : "orders"}`;

/** 'Showing 26–50 of 73 orders'. */
export function rangeText({ page, page_size, total, orders }: AdminOrderListResponse): string {
	if (total === 0 || orders.length === 0) return ordersText(total);
	const first = (page - 1) * page_size + 1;
	return `Showing ${first}–${first + orders.length - 1} of ${ordersText(total)}`;
}

function Pagination({ data }: { data: AdminOrderListResponse }) {
	const [searchParams] = useSearchParams();
	const pages = Math.max(1, Math.ceil(data.total / data.page_size));
	if (pages <= 1 && data.page <= 1) return null;
	const link = (page: number, label: string, icon: "prev" | "next") => (
		<Link
			to={{ search: searchOf(withPage(searchParams, page)) }}
			className={buttonClasses({ variant: "secondary", size: "sm" })}
		>
			{icon === "prev" && <ChevronLeft aria-hidden="true" className="size-4" />}
			{label}
			{icon === "next" && <ChevronRight aria-hidden="true" className="size-4" />}
		</Link>
	);
	return (
		<nav aria-label="Pages of orders" className="mt-4 flex items-center justify-between gap-3">
			{data.page > 1 ? link(Math.min(data.page - 1, pages), "Previous", "prev") : <span />}
			<p className="text-sm text-ink-600">
				Page {data.page} of {pages}
			</p>
			{data.page < pages ? link(data.page + 1, "Next", "next") : <span />}
		</nav>
	);
}

function OrdersContent({
	filters,
	query,
}: {
	filters: OrderFilters;
	query: ReturnType<typeof useAdminOrders>;
}) {
	const [searchParams, setSearchParams] = useSearchParams();
	// The detail opens over this very list: closing it returns to the same filters and page.
	const hrefOf = (order: AdminOrderSummary) =>
		`${paths.adminOrders}${searchOf(withOpenOrder(searchParams, order.id))}`;

	if (query.isPending) return <ListSkeleton label="Loading orders…" rows={6} />;
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the orders."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	const data = query.data;
	const filtered = hasActiveFilters(filters);
	if (data.total === 0 && !filtered) {
		return <EmptyState title={NO_ORDERS} hint="Orders appear here as soon as a buyer checks out." />;
	}
	return (
		<>
			<p role="status" className="mb-3 flex items-center gap-2 text-sm text-ink-600">
				{query.isPlaceholderData && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
				{query.isPlaceholderData ? "Updating…" : rangeText(data)}
			</p>
			{data.orders.length === 0 ? (
				<EmptyState
					title={data.total === 0 ? NO_MATCHES : "This page is empty"}
					hint={
						<Button
							variant="secondary"
							size="sm"
							onClick={() =>
								setSearchParams(data.total === 0 ? new URLSearchParams() : withPage(searchParams, 1))
							}
						>
							{data.total === 0 ? "Clear filters" : "Go to the first page"}
						</Button>
					}
				/>
			) : (
				<>
					<OrderList orders={data.orders} hrefOf={hrefOf} />
					<Pagination data={data} />
				</>
			)}
		</>
	);
}

/** /admin/orders: every order, searchable and filtered by state and method; `?order=` opens one. */
export function AdminOrdersPage() {
	useDocumentTitle("Orders");
	const [searchParams, setSearchParams] = useSearchParams();
	const filters = parseOrderFilters(searchParams);
	const openId = searchParams.get(FILTER_PARAMS.order);
	const query = useAdminOrders(ordersQueryOf(filters));
	const openReference = query.data?.orders.find((order) => order.id === openId)?.reference ?? null;

	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Orders"
				description="Every order placed at checkout: search by reference, buyer, company or production; open one for its lines, history and actions."
				actions={
					<Link to={paths.adminPayments} className={buttonClasses({ variant: "secondary", size: "sm" })}>
						Payments
					</Link>
				}
			/>
			<OrderFiltersBar filters={filters} />
			<OrdersContent filters={filters} query={query} />
			{openId && (
				<OrderDetailDialog
					key={openId}
					id={openId}
					reference={openReference}
					onClose={() => setSearchParams((current) => withOpenOrder(current, null), { replace: true })}
				/>
			)}
		</section>
	);
}

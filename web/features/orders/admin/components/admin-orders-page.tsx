import type { AdminOrderListResponse, AdminOrderSummary } from "@core/contracts/orders";
import { Link, useSearchParams } from "react-router";
import { listRangeText } from "@/components/admin/admin-list-page";
import { PageHeading } from "@/components/page-heading";
import { PageNav } from "@/components/page-nav";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, UpdatingStatus } from "@/components/query-states";
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

/** 'Showing 26–50 of 73 orders'. */
export function rangeText(data: AdminOrderListResponse): string {
	return listRangeText(data, data.orders.length, ["order", "orders"]);
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
			<UpdatingStatus updating={query.isPlaceholderData} className="mb-3">
				{rangeText(data)}
			</UpdatingStatus>
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
					<PageNav
						label="Pages of orders"
						page={data.page}
						total={data.total}
						pageSize={data.page_size}
						searchOf={(page) => searchOf(withPage(searchParams, page))}
					/>
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

import { Images, SearchX } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useSearchParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { PageNav } from "@/components/page-nav";
import { LoadErrorNotice, LoadingStatus, UpdatingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { UrlSearchField } from "@/components/url-search-field";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useOrders } from "../api/get-orders";
import { usePurchases } from "../api/get-purchases";
import { groupByOrder } from "../lib/order-format";
import {
	NO_LICENCES_TITLE,
	NO_MATCHING_LICENCES_TITLE,
	ORDERS_LOAD_FAILED,
	PURCHASES_LOAD_FAILED,
} from "../lib/order-text";
import { AwaitingPayment } from "./awaiting-payment";
import { PurchaseGroupCard } from "./purchase-group";

function licenceCount(n: number): string {
	return `${n} ${n === 1 ? "licence" : "licences"}`;
}

/** The page's search and page number from the URL (`?q=…&page=…`). */
function filterOf(params: URLSearchParams): { q: string; page: number } {
	const page = Number(params.get("page"));
	return { q: (params.get("q") ?? "").trim(), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The parameters with the search set (none for '') and the paging back to the first page. */
function withSearch(current: URLSearchParams, text: string): URLSearchParams {
	const next = new URLSearchParams(current);
	if (text) next.set("q", text);
	else next.delete("q");
	next.delete("page");
	return next;
}

function searchOfPage(current: URLSearchParams, page: number): string {
	const next = new URLSearchParams(current);
	if (page > 1) next.set("page", String(page));
	else next.delete("page");
	const query = next.toString();
	return query ? `?${query}` : "";
}

/**
 * /my-purchases (issues 7 and 29): the licences of every production the user can see (their
 * own and their companies'), newest first, searchable by photo, licence number and production,
 * a page at a time, grouped by order with the production, the certificate (for those who may
 * open it) and a fresh download link per original on each click; above them the orders still
 * awaiting payment, which explain the files not here yet.
 */
export function MyPurchasesPage() {
	useDocumentTitle("My purchases");
	const [searchParams] = useSearchParams();
	const filter = filterOf(searchParams);
	const purchases = usePurchases(filter);
	const orders = useOrders();
	const groups = useMemo(() => groupByOrder(purchases.data?.purchases ?? []), [purchases.data]);
	const awaiting = useMemo(
		() => (orders.data?.orders ?? []).filter((order) => order.status === "pending_payment"),
		[orders.data],
	);
	const total = purchases.data?.total ?? 0;
	const searching = filter.q !== "";

	let content: ReactNode;
	if (purchases.isError) {
		content = (
			<LoadErrorNotice
				title={PURCHASES_LOAD_FAILED}
				onRetry={() => void purchases.refetch()}
				retrying={purchases.isFetching}
			/>
		);
	} else if (purchases.isPending || orders.isPending) {
		content = (
			<LoadingStatus label="Loading your purchases…" className="grid gap-4">
				{[0, 1].map((i) => (
					<Skeleton key={i} className="h-48 rounded-xl" />
				))}
			</LoadingStatus>
		);
	} else {
		let list: ReactNode = null;
		if (groups.length > 0)
			list = (
				<>
					{groups.map((group) => (
						<PurchaseGroupCard key={group.order.id} group={group} />
					))}
					<PageNav
						label="Pages of licences"
						page={purchases.data.page}
						total={purchases.data.total}
						pageSize={purchases.data.page_size}
						searchOf={(page) => searchOfPage(searchParams, page)}
					/>
				</>
			);
		else if (searching)
			list = (
				<EmptyPanel icon={SearchX} title={NO_MATCHING_LICENCES_TITLE}>
					No licence has a photo, licence number or production matching “{filter.q}”. Try another word.
				</EmptyPanel>
			);
		else if (awaiting.length === 0)
			list = (
				<EmptyPanel
					icon={Images}
					title={NO_LICENCES_TITLE}
					action={{ to: paths.photos, label: "Browse photos" }}
				>
					Photos you or your company license appear here, with their originals to download and the licence
					certificate of each order.
				</EmptyPanel>
			);
		content = (
			<div className="grid gap-6">
				{orders.isError && (
					<LoadErrorNotice
						title={ORDERS_LOAD_FAILED}
						onRetry={() => void orders.refetch()}
						retrying={orders.isFetching}
					/>
				)}
				{awaiting.length > 0 && !searching && filter.page === 1 && <AwaitingPayment orders={awaiting} />}
				{searching && (
					<UpdatingStatus updating={purchases.isPlaceholderData}>
						{licenceCount(total)} matching “{filter.q}”
					</UpdatingStatus>
				)}
				<div aria-busy={purchases.isPlaceholderData} className="grid gap-6">
					{list}
				</div>
			</div>
		);
	}

	return (
		<section className="mx-auto w-full max-w-4xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Your licences"
				title="My purchases"
				description={total > 0 ? licenceCount(total) : undefined}
			/>
			{(total > 0 || searching) && (
				<div className="mb-6">
					<UrlSearchField
						value={filter.q}
						write={withSearch}
						id="purchase-search"
						label="Search licences"
						maxLength={200}
						placeholder="Photo title or number, licence number, production"
						className="w-full sm:max-w-md"
					/>
				</div>
			)}
			{content}
		</section>
	);
}

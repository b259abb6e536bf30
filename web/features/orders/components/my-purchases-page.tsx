import { Images } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useOrders } from "../api/get-orders";
import { usePurchases } from "../api/get-purchases";
import { groupByOrder } from "../lib/order-format";
import { NO_LICENCES_TITLE, ORDERS_LOAD_FAILED, PURCHASES_LOAD_FAILED } from "../lib/order-text";
import { AwaitingPayment } from "./awaiting-payment";
import { PurchaseGroupCard } from "./purchase-group";

function licenceCount(n: number): string {
	return `${n} ${n === 1 ? "licence" : "licences"}`;
}

/**
 * /my-purchases (issue 7): the buyer's licences, newest first, grouped by order with the
 * certificate and a fresh download link per original on each click; above them the orders
 * still awaiting payment, which explain the files not here yet.
 */
export function MyPurchasesPage() {
	useDocumentTitle("My purchases");
	const purchases = usePurchases();
	const orders = useOrders();
	const groups = useMemo(() => groupByOrder(purchases.data?.purchases ?? []), [purchases.data]);
	const awaiting = useMemo(
		() => (orders.data?.orders ?? []).filter((order) => order.status === "pending_payment"),
		[orders.data],
	);
	const count = purchases.data?.purchases.length ?? 0;

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
		content = (
			<div className="grid gap-6">
				{orders.isError && (
					<LoadErrorNotice
						title={ORDERS_LOAD_FAILED}
						onRetry={() => void orders.refetch()}
						retrying={orders.isFetching}
					/>
				)}
				{awaiting.length > 0 && <AwaitingPayment orders={awaiting} />}
				{groups.length > 0
					? groups.map((group) => <PurchaseGroupCard key={group.order.id} group={group} />)
					: awaiting.length === 0 && (
							<EmptyPanel
								icon={Images}
								title={NO_LICENCES_TITLE}
								action={{ to: paths.photos, label: "Browse photos" }}
							>
								Photos you license appear here, with their originals to download and the licence certificate
								of each order.
							</EmptyPanel>
						)}
			</div>
		);
	}

	return (
		<section className="mx-auto w-full max-w-4xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Your licences"
				title="My purchases"
				description={count > 0 ? licenceCount(count) : undefined}
			/>
			{content}
		</section>
	);
}

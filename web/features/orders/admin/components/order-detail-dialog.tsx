import { useEffect, useRef, useState } from "react";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { isOrderNotFound, useAdminOrder } from "../api/get-order";
import { type ActionRequest, OrderActionDialog } from "./order-action-dialog";
import { OrderDetail } from "./order-detail";

export const ORDER_NOT_FOUND = "Order not found";

function DetailSkeleton() {
	return (
		<LoadingStatus label="Loading the order…" className="space-y-3">
			<Skeleton className="h-6 w-48" />
			<div className="grid gap-3 sm:grid-cols-2">
				{[0, 1, 2, 3].map((i) => (
					<Skeleton key={i} className="h-28 w-full rounded-lg" />
				))}
			</div>
			<Skeleton className="h-40 w-full rounded-lg" />
		</LoadingStatus>
	);
}

function DetailContent({ id, onAction }: { id: string; onAction: (request: ActionRequest) => void }) {
	const query = useAdminOrder(id);
	if (query.isPending) return <DetailSkeleton />;
	if (isOrderNotFound(query.error)) {
		return (
			<Notice tone="warning" role="alert" title={ORDER_NOT_FOUND}>
				This link does not name an order. Close this and choose one from the list.
			</Notice>
		);
	}
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load this order."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	return <OrderDetail order={query.data.order} onAction={onAction} />;
}

/**
 * One order's detail over the list (a sheet on phones), opened by `?order=<id>` so a link to it
 * can be shared. Its actions confirm in a second dialog above it.
 */
export function OrderDetailDialog({
	id,
	reference,
	onClose,
}: {
	id: string;
	/** Its reference when the list already knows it, for the title while the detail loads. */
	reference: string | null;
	onClose: () => void;
}) {
	const [request, setRequest] = useState<ActionRequest | null>(null);
	const { data } = useAdminOrder(id);
	const title = data?.order.reference ?? reference ?? "Order";
	const body = useRef<HTMLDivElement>(null);
	const hadRequest = useRef(false);

	// A done action removes its own button (a paid order offers Refund instead), and the closing
	// confirmation would send the focus to the page behind this dialog: keep it in the detail.
	useEffect(() => {
		if (request) {
			hadRequest.current = true;
			return;
		}
		if (!hadRequest.current) return;
		hadRequest.current = false;
		if (!body.current?.contains(document.activeElement)) body.current?.focus();
	}, [request]);

	return (
		<>
			<Dialog open onClose={onClose} title={title} className="sm:max-w-4xl">
				<div ref={body} tabIndex={-1} className="outline-none">
					<DetailContent id={id} onAction={setRequest} />
				</div>
			</Dialog>
			<OrderActionDialog request={request} onClose={() => setRequest(null)} />
		</>
	);
}

import { APPROVAL_UI_TEXT, activitySentence } from "@core/approvals";
import type { ActivityEntry } from "@core/contracts/approvals";
import { Link } from "react-router";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/date-format";
import { photoHref } from "@/lib/paths";
import { useProductionActivity } from "../api/get-production-activity";

function ActivityLine({ entry }: { entry: ActivityEntry }) {
	const sentence = activitySentence({
		kind: entry.kind,
		actor: entry.actor,
		count: entry.count,
		photo_title: entry.photo?.title ?? null,
		note: entry.note,
		order_reference: entry.order_reference,
	});
	return (
		<li className="flex items-start gap-3 py-3">
			{entry.photo?.thumbnail_url ? (
				<Link
					to={photoHref(entry.photo)}
					className="shrink-0 rounded-md focus-visible:ring-3 focus-visible:ring-accent-500 focus-visible:outline-none"
				>
					<img
						src={entry.photo.thumbnail_url}
						alt={entry.photo.title}
						className="size-12 rounded-md object-cover"
						loading="lazy"
					/>
				</Link>
			) : (
				<span aria-hidden="true" className="size-12 shrink-0 rounded-md bg-cream-200" />
			)}
			<div className="min-w-0 flex-1">
				<p className="text-sm break-words text-ink-900">{sentence}</p>
				<p className="mt-0.5 text-xs text-ink-600">
					<time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
				</p>
			</div>
		</li>
	);
}

/**
 * A production's activity feed (issue 29): who added, commented, sent for approval, approved,
 * rejected, ordered and paid, newest first, a page at a time.
 */
export function ProductionActivity({ productionId }: { productionId: string }) {
	const query = useProductionActivity(productionId);
	const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
	return (
		<section aria-labelledby={`activity-${productionId}`} className="space-y-3">
			<h2 id={`activity-${productionId}`} className="text-xl font-semibold text-ink-900">
				{APPROVAL_UI_TEXT.activity}
			</h2>
			{query.isPending ? (
				<LoadingStatus label={APPROVAL_UI_TEXT.loadingActivity}>
					{[0, 1, 2].map((i) => (
						<Skeleton key={i} className="mt-2 h-12 w-full" />
					))}
				</LoadingStatus>
			) : query.isError && entries.length === 0 ? (
				<LoadErrorNotice
					title={APPROVAL_UI_TEXT.activityFailed}
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			) : entries.length === 0 ? (
				<p className="text-sm text-ink-600">{APPROVAL_UI_TEXT.activityEmpty}</p>
			) : (
				<>
					<ol aria-label={APPROVAL_UI_TEXT.activity} className="divide-y divide-ink-900/10">
						{entries.map((entry) => (
							<ActivityLine key={entry.id} entry={entry} />
						))}
					</ol>
					{query.isFetchNextPageError && (
						<LoadErrorNotice
							title={APPROVAL_UI_TEXT.activityFailed}
							onRetry={() => void query.fetchNextPage()}
							retrying={query.isFetchingNextPage}
						/>
					)}
					{query.hasNextPage && !query.isFetchNextPageError && (
						<Button
							variant="secondary"
							disabled={query.isFetchingNextPage}
							aria-busy={query.isFetchingNextPage || undefined}
							onClick={() => void query.fetchNextPage()}
						>
							{APPROVAL_UI_TEXT.showOlder}
						</Button>
					)}
				</>
			)}
		</section>
	);
}

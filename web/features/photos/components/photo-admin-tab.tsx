import type { PhotoInsights } from "@core/contracts/photos";
import { formatUsd } from "@core/license";
import { formatCount } from "@core/listing-text";
import { PHOTO_FLAGS } from "@core/photo-flags";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useClickQueue } from "../api/get-click-queue";
import { usePhotoInsights } from "../api/get-photo-insights";
import { formatLastClicked } from "../lib/admin-figures";
import { FlagSwitch } from "./flag-switch";
import { FactGroup } from "./photo-details-tab";

/** The queue count, polled every 5 s while the tab is open; the figures' count until the first answer. */
function ClickQueue({ photoId, initial }: { photoId: string; initial: number }) {
	const queue = useClickQueue(photoId);
	const unprocessed = queue.data?.unprocessed_clicks ?? initial;
	return (
		<FactGroup
			title="Click queue"
			rows={[
				[
					"Unprocessed",
					<span key="queue" className="text-ink-900">
						<span data-testid="click-queue-count">{formatCount(unprocessed)}</span>{" "}
						{unprocessed === 1 ? "click" : "clicks"} waiting to be counted
					</span>,
				],
				[
					"Refresh",
					<span key="refresh" className="text-ink-600">
						{queue.isError ? "Could not refresh the count; trying again every 5 s." : "Every 5 s"}
					</span>,
				],
			]}
		/>
	);
}

function Figures({ photoId, insights }: { photoId: string; insights: PhotoInsights }) {
	const { clicks, sales, flags } = insights;
	const text = (key: string, value: string) => (
		<span key={key} className="text-ink-900 tabular-nums">
			{value}
		</span>
	);
	return (
		<div className="grid gap-4 lg:grid-cols-2">
			<FactGroup
				title="Click analytics"
				rows={[
					["Total clicks", text("total", formatCount(clicks.total_clicks))],
					["Unique users", text("users", formatCount(clicks.unique_users))],
					["Unique sessions", text("sessions", formatCount(clicks.unique_sessions))],
					["Unique visitors (popularity)", text("visitors", formatCount(clicks.unique_visitors))],
					[
						"Last clicked",
						clicks.last_clicked_at ? (
							<time key="last" dateTime={clicks.last_clicked_at} className="text-ink-900">
								{formatLastClicked(clicks.last_clicked_at)}
							</time>
						) : (
							text("last", formatLastClicked(null))
						),
					],
				]}
			/>
			<ClickQueue photoId={photoId} initial={insights.unprocessed_clicks} />
			<FactGroup
				title="Sales"
				rows={[
					["Sales", text("count", formatCount(sales.count))],
					["Revenue", text("revenue", formatUsd(sales.revenue_cents))],
				]}
			/>
			<section
				aria-labelledby="photo-admin-flags"
				className="rounded-lg border border-ink-900/10 bg-cream-50 p-4 sm:p-5"
			>
				<h3 id="photo-admin-flags" className="font-display text-lg font-semibold text-ink-900">
					Issue flags
				</h3>
				<div className="mt-2 divide-y divide-ink-900/5">
					{PHOTO_FLAGS.map((flag) => (
						<FlagSwitch key={flag} photoId={photoId} flag={flag} checked={flags[flag]} />
					))}
				</div>
			</section>
		</div>
	);
}

function AdminLoading() {
	return (
		<LoadingStatus label="Loading the admin figures…" className="grid gap-4 lg:grid-cols-2">
			{[0, 1, 2, 3].map((key) => (
				<Skeleton key={key} className="h-40 w-full rounded-lg" />
			))}
		</LoadingStatus>
	);
}

/** Spec section 2: click analytics, the click queue, sales and the three issue flags (admins only). */
export function PhotoAdminTab({ photoId }: { photoId: string }) {
	const insights = usePhotoInsights(photoId);
	if (insights.isPending) return <AdminLoading />;
	if (insights.isError) {
		return (
			<LoadErrorNotice
				title="We could not load this photo's admin figures."
				onRetry={() => void insights.refetch()}
				retrying={insights.isFetching}
			/>
		);
	}
	return <Figures photoId={photoId} insights={insights.data} />;
}

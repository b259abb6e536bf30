import { HOLD_UI_TEXT, type Hold } from "@core/contracts/holds";
import { Bookmark } from "lucide-react";
import { Link } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { PhotoThumb } from "@/components/photo-thumb";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { photoHref } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useProductionHolds, useReleaseHold } from "../api/holds";

function HoldLine({ hold, mayRelease }: { hold: Hold; mayRelease: boolean }) {
	const release = useReleaseHold();
	return (
		<li className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
			{/* The title beside it is the link readers and keyboards use; the picture repeats it for the mouse. */}
			<Link
				to={photoHref(hold.photo)}
				tabIndex={-1}
				aria-hidden="true"
				className="size-14 shrink-0 overflow-hidden rounded-md bg-cream-200"
			>
				<PhotoThumb photo={hold.photo} alt="" />
			</Link>
			<div className="min-w-0 flex-1">
				<p className="text-sm font-medium break-words text-ink-900">
					<Link to={photoHref(hold.photo)} className="hover:underline">
						{hold.photo.title}
					</Link>
				</p>
				<p className="mt-0.5 text-xs text-ink-600">
					{HOLD_UI_TEXT.heldBy(hold.held_by)}{" "}
					<time dateTime={hold.expires_at}>{formatDateTime(hold.expires_at)}</time>
				</p>
			</div>
			{mayRelease && (
				<Button
					variant="secondary"
					size="sm"
					className="max-sm:w-full"
					disabled={release.isPending}
					aria-busy={release.isPending || undefined}
					aria-label={`${HOLD_UI_TEXT.release}: ${hold.photo.title}`}
					onClick={() =>
						release.mutate(
							{ holdId: hold.id, photoId: hold.photo.id },
							{
								onSuccess: () => toast.success(HOLD_UI_TEXT.released),
								onError: (error) => toast.error(errorText(error, HOLD_UI_TEXT.releaseFailed)),
							},
						)
					}
				>
					{release.isPending ? HOLD_UI_TEXT.releasing : HOLD_UI_TEXT.release}
				</Button>
			)}
		</li>
	);
}

/**
 * A production's running holds (issue 30): each photo, who held it and until when, soonest to end
 * first, with "Release hold" for the roles that may hold.
 */
export function ProductionHolds({ productionId }: { productionId: string }) {
	const query = useProductionHolds(productionId);
	const headingId = `holds-${productionId}`;
	return (
		<section aria-labelledby={headingId} className="space-y-4">
			<div className="flex flex-wrap items-end justify-between gap-3">
				<h2 id={headingId} className="text-2xl font-semibold text-ink-900">
					{HOLD_UI_TEXT.section}
				</h2>
				{query.data && query.data.holds.length > 0 && (
					<p className="text-sm text-ink-600">{HOLD_UI_TEXT.count(query.data.holds.length)}</p>
				)}
			</div>
			{query.isPending ? (
				<LoadingStatus label={HOLD_UI_TEXT.loading}>
					{[0, 1].map((i) => (
						<Skeleton key={i} className="mt-2 h-14 w-full" />
					))}
				</LoadingStatus>
			) : query.isError ? (
				<LoadErrorNotice
					title={HOLD_UI_TEXT.listFailed}
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			) : query.data.holds.length === 0 ? (
				<EmptyPanel icon={Bookmark} title={HOLD_UI_TEXT.empty}>
					{HOLD_UI_TEXT.emptyBody}
				</EmptyPanel>
			) : (
				<ul
					aria-label={HOLD_UI_TEXT.section}
					className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-white px-4"
				>
					{query.data.holds.map((hold) => (
						<HoldLine key={hold.id} hold={hold} mayRelease={query.data.may_hold} />
					))}
				</ul>
			)}
		</section>
	);
}

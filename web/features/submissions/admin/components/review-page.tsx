import {
	REVIEW_PAGE_SIZE,
	REVIEW_TEXT,
	type ReviewDecisionsResponse,
	type ReviewPhoto,
	type ReviewQueueResponse,
} from "@core/contracts/review";
import { Check, Inbox, MessageSquareWarning, RefreshCw, X } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { PageNav } from "@/components/page-nav";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { SelectFilter } from "@/components/select-filter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useDecidePhotos, useReviewQueue } from "../api/review";
import { DecisionDialog, type DecisionTarget } from "./decision-dialog";
import { ReviewCard } from "./review-card";

export const REVIEW_PAGE_TEXT = {
	title: "Review",
	description:
		"Families' photos sent for review, oldest first. Decide each photo on its own: approve it (it goes live when its clearance allows), ask for changes, or reject it with reasons the family reads.",
	empty: REVIEW_TEXT.empty,
	loadFailed: "We could not load the photos waiting for review.",
	waiting: (n: number, families: number) =>
		`${n} photo${n === 1 ? "" : "s"} waiting from ${families} famil${families === 1 ? "y" : "ies"}.`,
	approvedWaiting: (n: number) =>
		n === 0 ? "" : ` ${n} approved photo${n === 1 ? " waits" : "s wait"} for clearance before going live.`,
	notSent: "Not sent",
} as const;

const pageOf = (value: string | null) => {
	const n = Number(value ?? 1);
	return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** The toast after decisions: what happened to each photo, in a line. */
function announce(result: ReviewDecisionsResponse): void {
	const live = result.results.filter((r) => r.decision === "approved" && r.live);
	const waiting = result.results.filter((r) => r.decision === "approved" && !r.live);
	const back = result.results.filter((r) => r.decision !== "approved");
	const ids = (rows: typeof result.results) => rows.map((r) => `#${r.photoid}`).join(", ");
	const parts = [
		live.length > 0 ? `${ids(live)} live now` : null,
		waiting.length > 0 ? `${ids(waiting)} approved, waiting for clearance` : null,
		back.length > 0 ? `${ids(back)} sent back to the family` : null,
	].filter(Boolean);
	toast.success(parts.join("; "), {
		description:
			result.families_mailed > 0
				? `${result.families_mailed} famil${result.families_mailed === 1 ? "y" : "ies"} told by mail.`
				: undefined,
	});
}

function FamilyFilter({
	data,
	family,
	onChange,
}: {
	data: ReviewQueueResponse | undefined;
	family: string;
	onChange: (family: string) => void;
}) {
	const families = data?.counts.families ?? [];
	const options = [
		{ value: "", label: "All families" },
		...families.map((f) => ({
			value: f.id,
			label: `${f.storefront_name ?? "Unnamed family"} (${f.waiting})`,
		})),
	];
	if (family && !families.some((f) => f.id === family))
		options.push({ value: family, label: "This family (0)" });
	return (
		<SelectFilter
			id="review-family"
			label="Family"
			value={family}
			options={options}
			onChange={onChange}
			className="sm:w-72"
		/>
	);
}

function Queue({ page, family }: { page: number; family: string }) {
	const query = useReviewQueue(page, family);
	const decide = useDecidePhotos();
	const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
	// Decided photos leave at once; a later answer (a photo sent again) shows them again.
	const [decided, setDecided] = useState<ReadonlyMap<string, number>>(new Map());
	const [target, setTarget] = useState<DecisionTarget | null>(null);

	function done(result: ReviewDecisionsResponse) {
		const ids = result.results.map((r) => r.photo_id);
		const at = query.dataUpdatedAt;
		setDecided((current) => new Map([...current, ...ids.map((id) => [id, at] as const)]));
		setChosen((current) => new Set([...current].filter((id) => !ids.includes(id))));
		announce(result);
	}

	function approve(photos: readonly ReviewPhoto[]) {
		decide.mutate(
			photos.map((photo) => ({ photo_id: photo.id, decision: "approved" as const })),
			{
				onSuccess: done,
				onError: (error) =>
					toast.error(REVIEW_PAGE_TEXT.notSent, { description: errorText(error, "Please try again.") }),
			},
		);
	}

	if (query.isPending)
		return (
			<LoadingStatus label="Loading the photos to review…" className="space-y-3">
				{[0, 1].map((i) => (
					<Skeleton key={i} className="h-96 w-full rounded-xl" />
				))}
			</LoadingStatus>
		);
	if (query.isError)
		return (
			<LoadErrorNotice
				title={REVIEW_PAGE_TEXT.loadFailed}
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	const { counts, total } = query.data;
	const photos = query.data.photos.filter(
		(photo) => (decided.get(photo.id) ?? Number.NEGATIVE_INFINITY) < query.dataUpdatedAt,
	);
	const picked = photos.filter((photo) => chosen.has(photo.id));
	const choose = (id: string, on: boolean) =>
		setChosen((current) => {
			const next = new Set(current);
			if (on) next.add(id);
			else next.delete(id);
			return next;
		});
	return (
		<>
			<p role="status" className="mb-4 text-sm text-ink-600">
				{REVIEW_PAGE_TEXT.waiting(counts.waiting, counts.families.length)}
				{REVIEW_PAGE_TEXT.approvedWaiting(counts.approved_waiting)}
			</p>
			{photos.length === 0 ? (
				<EmptyPanel icon={Inbox} title={REVIEW_PAGE_TEXT.empty}>
					Photos show here when a family sends them for review.
				</EmptyPanel>
			) : (
				<>
					{picked.length > 0 && (
						<section
							aria-label="Decide the chosen photos"
							className="sticky top-2 z-20 mb-4 flex flex-col gap-2 rounded-xl border border-ink-900/10 bg-white p-3 shadow-card sm:flex-row sm:items-center"
						>
							<p className="text-sm font-medium text-ink-900 sm:mr-auto">{picked.length} chosen</p>
							<Button size="sm" onClick={() => approve(picked)} disabled={decide.isPending}>
								<Check aria-hidden="true" className="size-4" />
								Approve chosen
							</Button>
							<Button
								size="sm"
								variant="secondary"
								onClick={() => setTarget({ decision: "changes_requested", photos: picked })}
							>
								<MessageSquareWarning aria-hidden="true" className="size-4" />
								Ask for changes…
							</Button>
							<Button
								size="sm"
								variant="secondary"
								onClick={() => setTarget({ decision: "rejected", photos: picked })}
							>
								<X aria-hidden="true" className="size-4" />
								Reject chosen…
							</Button>
							<Button size="sm" variant="ghost" onClick={() => setChosen(new Set())}>
								Clear choice
							</Button>
						</section>
					)}
					<ul aria-label="Photos waiting for review" className="space-y-4">
						{photos.map((photo) => (
							<ReviewCard
								key={photo.id}
								photo={photo}
								chosen={chosen.has(photo.id)}
								onChoose={(on) => choose(photo.id, on)}
								onApprove={() => approve([photo])}
								onSendBack={(decision) => setTarget({ decision, photos: [photo] })}
								busy={decide.isPending}
							/>
						))}
					</ul>
				</>
			)}
			<PageNav
				label="Pages of photos to review"
				page={page}
				total={total}
				pageSize={REVIEW_PAGE_SIZE}
				searchOf={(to) => `?${new URLSearchParams({ ...(family ? { family } : {}), page: String(to) })}`}
			/>
			<DecisionDialog target={target} onClose={() => setTarget(null)} onDone={done} />
		</>
	);
}

/** /admin/review: families' photos waiting for a decision (issue 27). */
export function ReviewPage() {
	useDocumentTitle(REVIEW_PAGE_TEXT.title);
	const [searchParams, setSearchParams] = useSearchParams();
	const page = pageOf(searchParams.get("page"));
	const family = searchParams.get("family") ?? "";
	const query = useReviewQueue(page, family);
	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title={REVIEW_PAGE_TEXT.title}
				description={REVIEW_PAGE_TEXT.description}
				actions={
					<Button
						variant="secondary"
						size="sm"
						onClick={() => void query.refetch()}
						disabled={query.isFetching}
					>
						<RefreshCw aria-hidden="true" className={query.isFetching ? "size-4 animate-spin" : "size-4"} />
						Refresh
					</Button>
				}
			/>
			<div className="mb-4">
				<FamilyFilter
					data={query.data}
					family={family}
					onChange={(next) => setSearchParams(next ? { family: next } : {})}
				/>
			</div>
			<Queue key={family} page={page} family={family} />
		</section>
	);
}

import type { RightsStatus } from "@core/clearance";
import type { ReviewPhoto } from "@core/contracts/review";
import { REVIEW_DECISION_LABELS, REVIEW_REASON_LABELS } from "@core/family";
import { PHOTO_STATUS_LABELS } from "@core/photo-status";
import { Check, MessageSquareWarning, X } from "lucide-react";
import type { ReactNode } from "react";
import { ClearanceBadge } from "@/components/clearance-badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatDateTime, formatDay } from "@/lib/date-format";

const RIGHTS_WORDS: Record<RightsStatus, string> = {
	pending_review: "Stated, waiting for verification",
	verified: "Verified",
	rejected: "Rejected",
};

function placeOf(place: ReviewPhoto["place"]): string | null {
	const parts = [place.city, place.state_province, place.country].filter(Boolean);
	return parts.length > 0 ? parts.join(", ") : null;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
	return (
		<div className="flex gap-2">
			<dt className="w-32 shrink-0 text-ink-500">{term}</dt>
			<dd className="min-w-0 break-words text-ink-900">{children}</dd>
		</div>
	);
}

/** What keeps a photo from going live, or from hero use, as a short list. */
function Problems({ title, items }: { title: string; items: readonly string[] }) {
	if (items.length === 0) return null;
	return (
		<div>
			<p className="text-sm font-medium text-ink-800">{title}</p>
			<ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-700">
				{items.map((item) => (
					<li key={item}>{item}</li>
				))}
			</ul>
		</div>
	);
}

function NearDuplicates({ photo }: { photo: ReviewPhoto }) {
	if (photo.near_duplicates.length === 0) return null;
	return (
		<section aria-label={`Near-duplicates of #${photo.photoid}`} className="rounded-lg bg-mustard-300/15 p-3">
			<h3 className="text-sm font-semibold text-ink-900">
				Looks like {photo.near_duplicates.length === 1 ? "a photo" : "photos"} already in the archive
			</h3>
			<ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
				<li className="text-xs text-ink-600">
					{photo.thumbnail_url && (
						<img
							src={photo.thumbnail_url}
							alt={`This photo, #${photo.photoid}`}
							className="aspect-square w-full rounded-md object-cover"
						/>
					)}
					<p className="mt-1 font-medium text-ink-800">This photo</p>
				</li>
				{photo.near_duplicates.map((duplicate) => (
					<li key={duplicate.id} className="text-xs text-ink-600">
						{duplicate.thumbnail_url && (
							<img
								src={duplicate.thumbnail_url}
								alt={`#${duplicate.photoid} ${duplicate.title}`}
								loading="lazy"
								className="aspect-square w-full rounded-md object-cover"
							/>
						)}
						<p className="mt-1 font-medium text-ink-800">
							#{duplicate.photoid} {duplicate.title}
						</p>
						<p>
							{duplicate.family.storefront_name ?? "A family"} · {PHOTO_STATUS_LABELS[duplicate.photo_status]}{" "}
							· {duplicate.distance} bits apart
						</p>
					</li>
				))}
			</ul>
		</section>
	);
}

function EarlierDecisions({ reviews }: { reviews: ReviewPhoto["reviews"] }) {
	if (reviews.length === 0) return null;
	return (
		<section aria-label="Earlier decisions">
			<h3 className="text-sm font-semibold text-ink-800">Earlier decisions</h3>
			<ul className="mt-1 space-y-1 text-sm text-ink-700">
				{reviews.map((review) => (
					<li key={review.created_at}>
						{REVIEW_DECISION_LABELS[review.decision]} on {formatDateTime(review.created_at)}
						{review.reviewer_name ? ` by ${review.reviewer_name}` : ""}
						{review.reasons.length > 0 &&
							`: ${review.reasons.map((r) => REVIEW_REASON_LABELS[r]).join("; ")}`}
						{review.note && ` (“${review.note}”)`}
					</li>
				))}
			</ul>
		</section>
	);
}

/**
 * A photo sent for review: a large preview, what the family wrote, its clearance and what keeps
 * it from going live, near-duplicates beside it, earlier decisions, and the three decisions.
 */
export function ReviewCard({
	photo,
	chosen,
	onChoose,
	onApprove,
	onSendBack,
	busy,
}: {
	photo: ReviewPhoto;
	chosen: boolean;
	onChoose: (chosen: boolean) => void;
	onApprove: () => void;
	onSendBack: (decision: "changes_requested" | "rejected") => void;
	busy: boolean;
}) {
	const headingId = `review-${photo.id}`;
	const place = placeOf(photo.place);
	const heroOnly = photo.missing_for_hero.filter((item) => !photo.missing_for_background.includes(item));
	return (
		<li>
			<article
				aria-labelledby={headingId}
				className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-5"
			>
				<div className="flex items-start justify-between gap-3">
					<h2 id={headingId} className="min-w-0 text-lg font-semibold break-words text-ink-900">
						#{photo.photoid} {photo.title}
					</h2>
					<label className="flex min-h-10 shrink-0 items-center gap-2 text-sm text-ink-700">
						<input
							type="checkbox"
							checked={chosen}
							onChange={(change) => onChoose(change.target.checked)}
							className="size-5 accent-accent-600"
							aria-label={`Choose #${photo.photoid}`}
						/>
						<span aria-hidden="true">Choose</span>
					</label>
				</div>
				<p className="mt-0.5 text-sm text-ink-600">
					{photo.family.storefront_name ?? "A family"} · sent {formatDate(photo.submission.submitted_at)}
				</p>
				<div className="mt-4 grid gap-5 lg:grid-cols-2">
					<div className="space-y-3">
						{photo.preview_url ? (
							<img
								src={photo.preview_url}
								alt={`Preview of #${photo.photoid} ${photo.title}`}
								width={photo.width ?? undefined}
								height={photo.height ?? undefined}
								loading="lazy"
								className="h-auto max-h-[32rem] w-full rounded-lg bg-ink-900/5 object-contain"
							/>
						) : (
							<p className="rounded-lg bg-ink-900/5 p-8 text-center text-sm text-ink-600">
								Its preview is still being made.
							</p>
						)}
						<NearDuplicates photo={photo} />
					</div>
					<div className="space-y-4">
						{photo.description && <p className="text-sm text-ink-800">{photo.description}</p>}
						<dl className="space-y-1 text-sm">
							<Fact term="Taken">
								{photo.date_taken ? formatDay(photo.date_taken) : (photo.decade_taken ?? "Not given")}
							</Fact>
							<Fact term="Place">{place ?? "Not given"}</Fact>
							<Fact term="Events">{photo.events.length > 0 ? photo.events.join(", ") : "None"}</Fact>
							<Fact term="Tags">{photo.tags.length > 0 ? photo.tags.join(", ") : "None"}</Fact>
							<Fact term="People">
								{photo.people_count ?? "Not given"} · {photo.faces_count} face
								{photo.faces_count === 1 ? "" : "s"} drawn
							</Fact>
							<Fact term="Rights">
								{photo.rights_status ? RIGHTS_WORDS[photo.rights_status] : "Not stated"}
							</Fact>
						</dl>
						<div className="space-y-2">
							<ClearanceBadge clearance={photo.clearance} />
							<Problems title="Keeps it from going live" items={photo.missing_for_background} />
							<Problems title="Keeps it from hero use" items={heroOnly} />
							<Problems title="Before it can be published" items={photo.publish_problems} />
						</div>
						<EarlierDecisions reviews={photo.reviews} />
						<div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
							<Button onClick={onApprove} disabled={busy} aria-label={`Approve #${photo.photoid}`}>
								<Check aria-hidden="true" className="size-4" />
								Approve
							</Button>
							<Button
								variant="secondary"
								onClick={() => onSendBack("changes_requested")}
								disabled={busy}
								aria-label={`Ask for changes to #${photo.photoid}…`}
							>
								<MessageSquareWarning aria-hidden="true" className="size-4" />
								Ask for changes…
							</Button>
							<Button
								variant="secondary"
								onClick={() => onSendBack("rejected")}
								disabled={busy}
								aria-label={`Reject #${photo.photoid}…`}
							>
								<X aria-hidden="true" className="size-4" />
								Reject…
							</Button>
						</div>
					</div>
				</div>
			</article>
		</li>
	);
}

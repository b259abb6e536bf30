import {
	FAMILY_PHOTO_STATUS_HINTS,
	FAMILY_PHOTO_STATUS_LABELS,
	type FamilyPhoto,
} from "@core/contracts/submissions";
import { REVIEW_DECISION_LABELS, REVIEW_REASON_LABELS } from "@core/family";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { StatusPill } from "@/components/ui/status-pill";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useDeletePhoto, useResubmitPhoto, useWithdrawPhotos } from "../api/family-photos";
import { DescribeForm } from "./describe-form";
import { STATUS_TONES } from "./photo-form";
import { refusedText } from "./refused-text";

/** The reviewer's latest word on a photo sent back, in plain words, with "Send again". */
function ReviewDecision({ photo }: { photo: FamilyPhoto }) {
	const resubmit = useResubmitPhoto();
	const review = photo.latest_review;
	if (!review || (photo.status !== "changes_requested" && photo.status !== "rejected")) return null;
	async function sendAgain() {
		try {
			await resubmit.mutateAsync(photo.id);
			toast.success("Sent again", { description: "It is back in review, in the same submission." });
		} catch (error) {
			toast.error("It could not be sent again", { description: refusedText(error) });
		}
	}
	return (
		<Notice tone="warning" title={`${REVIEW_DECISION_LABELS[review.decision]} by the reviewer`}>
			<ul className="list-disc space-y-0.5 pl-5">
				{review.reasons.map((reason) => (
					<li key={reason}>{REVIEW_REASON_LABELS[reason]}</li>
				))}
			</ul>
			{review.note && <p className="mt-2">“{review.note}”</p>}
			<p className="mt-2">Fix the photo below and save, then send it again.</p>
			<Button size="sm" className="mt-2" onClick={sendAgain} disabled={resubmit.isPending}>
				Send again
			</Button>
		</Notice>
	);
}

/** Other photos that look the same, side by side with their thumbnails. */
function NearDuplicates({ photo }: { photo: FamilyPhoto }) {
	if (photo.near_duplicates.length === 0) return null;
	return (
		<Notice tone="warning" title="This photo looks like one already in the archive">
			<p>A reviewer will compare them; a duplicate is not accepted twice.</p>
			<ul className="mt-2 flex flex-wrap gap-3">
				{photo.near_duplicates.map((twin) => (
					<li key={twin.photoid} className="w-24 text-xs text-ink-700">
						{twin.thumbnail_url && (
							<img
								src={twin.thumbnail_url}
								alt={`Number ${twin.photoid}`}
								className="mb-1 aspect-square w-24 rounded object-cover"
							/>
						)}
						#{twin.photoid}
						{twin.own ? " (yours)" : ""}
					</li>
				))}
			</ul>
		</Notice>
	);
}

/** Withdraw (anything not withdrawn) and delete (a draft), each asked twice. */
function PhotoActions({ photo, onGone }: { photo: FamilyPhoto; onGone: () => void }) {
	const withdraw = useWithdrawPhotos();
	const remove = useDeletePhoto();
	const [confirming, setConfirming] = useState<"withdraw" | "delete" | null>(null);
	const canWithdraw = photo.photo_status !== "archived";
	const canDelete = photo.photo_status === "draft";
	if (!canWithdraw && !canDelete) return null;

	async function act(kind: "withdraw" | "delete") {
		try {
			if (kind === "withdraw") {
				await withdraw.mutateAsync([photo.id]);
				toast.success("Withdrawn", { description: "It has left the archive; licences sold stay valid." });
			} else {
				await remove.mutateAsync(photo.id);
				toast.success("Deleted", { description: `“${photo.title}” and its files are gone.` });
				onGone();
			}
		} catch (error) {
			toast.error(kind === "withdraw" ? "It could not be withdrawn" : "It could not be deleted", {
				description: errorText(error, "Please try again."),
			});
		}
		setConfirming(null);
	}

	if (confirming)
		return (
			<div className="flex flex-wrap items-center gap-2">
				<p className="text-sm text-ink-800">
					{confirming === "withdraw"
						? "Take this photo off sale? Buyers keep the licences they have."
						: "Delete this draft and its files for good?"}
				</p>
				<Button size="sm" onClick={() => act(confirming)} disabled={withdraw.isPending || remove.isPending}>
					{confirming === "withdraw" ? "Yes, withdraw it" : "Yes, delete it"}
				</Button>
				<Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
					Keep it
				</Button>
			</div>
		);
	return (
		<div className="flex flex-wrap gap-2">
			{canWithdraw && (
				<Button size="sm" variant="secondary" onClick={() => setConfirming("withdraw")}>
					Withdraw from sale
				</Button>
			)}
			{canDelete && (
				<Button size="sm" variant="ghost" onClick={() => setConfirming("delete")}>
					Delete draft
				</Button>
			)}
		</div>
	);
}

/** One photo of the family's in a dialog: where it stands, what the reviewer said, its form. */
export function PhotoEditor({ photo, onClose }: { photo: FamilyPhoto | null; onClose: () => void }) {
	return (
		<Dialog
			open={photo !== null}
			onClose={onClose}
			title={photo ? photo.title : ""}
			description={photo ? `Photo #${photo.photoid}` : undefined}
			className="sm:max-w-3xl"
		>
			{photo && (
				<div className="space-y-4">
					<div className="flex flex-col gap-4 sm:flex-row">
						{photo.preview_url || photo.thumbnail_url ? (
							<img
								src={photo.preview_url ?? photo.thumbnail_url ?? ""}
								alt={photo.title}
								className="max-h-64 rounded-md object-contain sm:w-1/2"
							/>
						) : (
							<div className="flex h-40 items-center justify-center rounded-md bg-cream-100 text-sm text-ink-600 sm:w-1/2">
								Its preview is being made
							</div>
						)}
						<div className="space-y-2">
							<StatusPill tone={STATUS_TONES[photo.status]} large>
								{FAMILY_PHOTO_STATUS_LABELS[photo.status]}
							</StatusPill>
							<p className="text-sm text-ink-700">{FAMILY_PHOTO_STATUS_HINTS[photo.status]}</p>
							<PhotoActions photo={photo} onGone={onClose} />
						</div>
					</div>
					<ReviewDecision photo={photo} />
					<NearDuplicates photo={photo} />
					{photo.editable ? (
						<DescribeForm key={photo.id} photo={photo} />
					) : (
						<p className="text-sm text-ink-700">
							{photo.status === "review"
								? "It can be changed again if the reviewer sends it back."
								: photo.status === "live"
									? "A live photo is no longer changed here; withdraw it to take it off sale."
									: "A withdrawn photo stays as it was."}
						</p>
					)}
				</div>
			)}
		</Dialog>
	);
}

import type { AdminPhotoDetail } from "@core/contracts/catalogue";
import { PHOTO_STATUS_LABELS, PHOTO_STATUS_TRANSITIONS, type PhotoStatus } from "@core/photo-status";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useChangePhotoStatus } from "../api/photo-mutations";
import { StatusPill } from "./status-pill";

/** Where the photo is in its life, the moves open to it, and what stops it going live. */
export function StatusPanel({ photo }: { photo: AdminPhotoDetail }) {
	const move = useChangePhotoStatus();
	const next = PHOTO_STATUS_TRANSITIONS[photo.photo_status];

	function moveTo(status: PhotoStatus) {
		move.mutate(
			{ ids: [photo.id], status },
			{
				onSuccess: (answer) => {
					const refusal = answer.refused[0];
					if (refusal) toast.error("Status not changed", { description: refusal.message });
					else toast.success(`Moved to ${PHOTO_STATUS_LABELS[status]}`);
				},
				onError: (error) =>
					toast.error("Status not changed", {
						description: errorText(error, "The status could not be changed. Please try again."),
					}),
			},
		);
	}

	return (
		<section
			aria-labelledby="photo-status-heading"
			className="rounded-lg border border-ink-900/10 bg-white p-4"
		>
			<h2 id="photo-status-heading" className="flex items-center gap-2 text-base font-semibold text-ink-900">
				Status <StatusPill status={photo.photo_status} large />
			</h2>
			{photo.publish_problems.length > 0 && photo.photo_status !== "live" && (
				<div className="mt-3 text-sm text-ink-800">
					<p id="publish-problems-title" className="font-medium">
						Before it can go live:
					</p>
					<ul aria-labelledby="publish-problems-title" className="mt-1 list-disc pl-5 text-ink-700">
						{photo.publish_problems.map((problem) => (
							<li key={problem}>{problem}</li>
						))}
					</ul>
				</div>
			)}
			<div className="mt-3 flex flex-wrap gap-2">
				{next.map((status) => (
					<Button
						key={status}
						variant={status === "live" ? "primary" : "secondary"}
						size="sm"
						disabled={move.isPending}
						onClick={() => moveTo(status)}
					>
						Move to {PHOTO_STATUS_LABELS[status]}
					</Button>
				))}
			</div>
		</section>
	);
}

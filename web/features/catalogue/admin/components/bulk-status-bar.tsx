import type { PhotoStatusChangeResponse } from "@core/contracts/catalogue";
import { PHOTO_STATUS_LABELS, PHOTO_STATUSES, type PhotoStatus } from "@core/photo-status";
import { useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { errorText } from "@/lib/error-text";
import { useChangePhotoStatus } from "../api/photo-mutations";
import { photosText } from "../lib/photo-text";

export type BulkOutcome = { status: PhotoStatus; answer: PhotoStatusChangeResponse };

/** 'Moved 3 photos to Live.' */
export function movedText({ status, answer }: BulkOutcome): string {
	return `Moved ${photosText(answer.updated.length)} to ${PHOTO_STATUS_LABELS[status]}.`;
}

/** What the last move did: how many moved, and each refused photo with the reason. */
export function BulkOutcomeNotice({ outcome, onDismiss }: { outcome: BulkOutcome; onDismiss: () => void }) {
	const { refused } = outcome.answer;
	return (
		<Notice
			role="status"
			tone={refused.length > 0 ? "warning" : "success"}
			title={movedText(outcome)}
			className="mb-4"
		>
			{refused.length > 0 && (
				<>
					<p>
						{photosText(refused.length)} could not move to {PHOTO_STATUS_LABELS[outcome.status]}:
					</p>
					<ul aria-label="Refused photos" className="mt-1 list-disc space-y-0.5 pl-5">
						{refused.map((refusal) => (
							<li key={refusal.id}>
								<span className="font-medium">
									{refusal.photoid === null ? "A photo" : `#${refusal.photoid}`}
								</span>
								: {refusal.message}
							</li>
						))}
					</ul>
				</>
			)}
			<Button variant="ghost" size="sm" className="mt-1 -ml-3" onClick={onDismiss}>
				Dismiss
			</Button>
		</Notice>
	);
}

/** Shown while photos are ticked: move them all to one status. */
export function BulkStatusBar({
	ids,
	onDone,
	onClear,
}: {
	ids: readonly string[];
	onDone: (outcome: BulkOutcome) => void;
	onClear: () => void;
}) {
	const [target, setTarget] = useState<PhotoStatus | "">("");
	const move = useChangePhotoStatus();

	return (
		<form
			aria-label="Change the status of the selected photos"
			onSubmit={(event) => {
				event.preventDefault();
				if (target === "") return;
				const status = target;
				move.mutate(
					{ ids: [...ids], status },
					{
						onSuccess: (answer) => {
							setTarget("");
							onDone({ status, answer });
						},
					},
				);
			}}
			className="sticky top-20 z-10 mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-accent-600/30 bg-accent-50 px-4 py-3 shadow-sm"
		>
			<p role="status" className="self-center text-sm font-medium text-ink-900">
				{ids.length} selected
			</p>
			<div>
				<label htmlFor="bulk-status" className="mb-1 block text-xs font-medium text-ink-700">
					Move to…
				</label>
				<Select
					id="bulk-status"
					value={target}
					onChange={(event) => setTarget(event.target.value as PhotoStatus | "")}
					className={cn(inputClasses, "h-9 w-40")}
				>
					<option value="">Choose a status</option>
					{PHOTO_STATUSES.map((status) => (
						<option key={status} value={status}>
							{PHOTO_STATUS_LABELS[status]}
						</option>
					))}
				</Select>
			</div>
			<SubmitButton size="sm" disabled={target === ""} pending={move.isPending} pendingLabel="Moving…">
				Move
			</SubmitButton>
			<Button variant="ghost" size="sm" onClick={onClear}>
				Clear selection
			</Button>
			{move.isError && (
				<p role="alert" className="basis-full text-sm text-accent-800">
					{errorText(move.error, "The photos could not be moved. Please try again.")}
				</p>
			)}
		</form>
	);
}

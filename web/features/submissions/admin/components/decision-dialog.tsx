import {
	REVIEW_NOTE_MAX,
	type ReviewDecisionsResponse,
	reviewDecisionProblems,
} from "@core/contracts/review";
import { REVIEW_REASON_LABELS, REVIEW_REASONS, type ReviewReason } from "@core/family";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { FieldError, TextAreaField } from "@/components/ui/field";
import { useForm } from "@/lib/use-form";
import { useDecidePhotos } from "../api/review";

/** The photos a decision is about: one card's, or the ones chosen. */
export type DecisionTarget = {
	decision: "changes_requested" | "rejected";
	photos: ReadonlyArray<{ id: string; photoid: number; title: string }>;
};

export const DECISION_TEXT = {
	changes_requested: { title: "Ask for changes", action: "Ask for changes" },
	rejected: { title: "Reject", action: "Reject" },
	reasonsLegend: "Reasons (the family reads them in these words)",
	noteHint: "Needed for 'Other'. The family reads it in the mail and on its Photos tab.",
	failed: "Not sent.",
} as const;

const IDS = { reasons: "review-reasons", note: "review-note" } as const;

type Values = { reasons: ReviewReason[]; note: string };

function DecisionForm({
	target,
	onClose,
	onDone,
}: {
	target: DecisionTarget;
	onClose: () => void;
	onDone: (result: ReviewDecisionsResponse) => void;
}) {
	const mutation = useDecidePhotos();
	const form = useForm<Values>({
		initial: { reasons: [], note: "" },
		ids: IDS,
		groups: ["reasons"],
		check: (values) => reviewDecisionProblems({ decision: target.decision, ...values }),
		error: mutation.error,
		onEdit: () => mutation.reset(),
	});
	const text = DECISION_TEXT[target.decision];
	const reasonsError = form.problemOf("reasons");
	const submit = form.handleSubmit((values) =>
		mutation.mutate(
			target.photos.map((photo) => ({
				photo_id: photo.id,
				decision: target.decision,
				reasons: values.reasons,
				note: values.note.trim() || null,
			})),
			{
				onSuccess: (result) => {
					onDone(result);
					onClose();
				},
			},
		),
	);
	const toggle = (reason: ReviewReason, on: boolean) =>
		form.set(
			"reasons",
			on ? [...form.values.reasons, reason] : form.values.reasons.filter((r) => r !== reason),
		);
	return (
		<form onSubmit={submit} noValidate aria-label={text.title} className="space-y-4">
			<fieldset id={IDS.reasons} aria-describedby={reasonsError ? `${IDS.reasons}-error` : undefined}>
				<legend className="mb-1.5 text-sm font-medium text-ink-800">{DECISION_TEXT.reasonsLegend}</legend>
				<ul className="space-y-1">
					{REVIEW_REASONS.map((reason, i) => (
						<li key={reason}>
							<label className="flex min-h-10 items-start gap-2 rounded-sm px-1 py-1.5 text-sm text-ink-800 hover:bg-cream-100">
								<input
									type="checkbox"
									checked={form.values.reasons.includes(reason)}
									onChange={(change) => toggle(reason, change.target.checked)}
									className="mt-0.5 size-4 accent-accent-600"
									aria-invalid={reasonsError ? true : undefined}
									{...(i === 0 ? { "data-autofocus": true } : {})}
								/>
								{REVIEW_REASON_LABELS[reason]}
							</label>
						</li>
					))}
				</ul>
				{reasonsError && <FieldError id={`${IDS.reasons}-error`}>{reasonsError}</FieldError>}
			</fieldset>
			<TextAreaField
				label="Note"
				optional={!form.values.reasons.includes("other")}
				maxLength={REVIEW_NOTE_MAX}
				hint={DECISION_TEXT.noteHint}
				{...form.field("note")}
			/>
			<FormDialogFooter
				failure={{ title: DECISION_TEXT.failed, text: form.other }}
				onCancel={onClose}
				pending={mutation.isPending}
				pendingLabel="Sending…"
			>
				{target.photos.length === 1 ? text.action : `${text.action} (${target.photos.length} photos)`}
			</FormDialogFooter>
		</form>
	);
}

/**
 * Asks why photos are sent back: reasons from the fixed list and a note ('Other' needs one). Each
 * photo still gets a decision of its own; several chosen get the same reasons.
 */
export function DecisionDialog({
	target,
	onClose,
	onDone,
}: {
	target: DecisionTarget | null;
	onClose: () => void;
	onDone: (result: ReviewDecisionsResponse) => void;
}) {
	const first = target?.photos[0];
	const title = target
		? `${DECISION_TEXT[target.decision].title}: ${
				target.photos.length === 1 && first
					? `#${first.photoid} ${first.title}`
					: `${target.photos.length} photos`
			}`
		: "";
	return (
		<Dialog open={target !== null} onClose={onClose} title={title}>
			{target && <DecisionForm target={target} onClose={onClose} onDone={onDone} />}
		</Dialog>
	);
}

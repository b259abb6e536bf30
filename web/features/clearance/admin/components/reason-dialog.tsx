import { REASON_MAX, ReleaseReason } from "@core/contracts/clearance";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { type ReleaseDecisionInput, useDecideRelease } from "../api/ledger";

export const REASON_TEXT = {
	reject: { title: "Reject this release", action: "Reject", done: "Release rejected" },
	revoke: { title: "Revoke this release", action: "Revoke", done: "Release revoked" },
	revokeNote:
		"Every photo that depends on it is judged again at once: a live photo that falls to 'Clearance pending' is taken off sale, and its buyers are sent a notice.",
	failed: "Not saved.",
} as const;

const REASON_ID = "release-reason";

function ReasonForm({
	releaseId,
	action,
	onClose,
	onDone,
}: {
	releaseId: string;
	action: "reject" | "revoke";
	onClose: () => void;
	onDone?: (result: Awaited<ReturnType<ReturnType<typeof useDecideRelease>["mutateAsync"]>>) => void;
}) {
	const mutation = useDecideRelease();
	const form = useForm({
		initial: { reason: "" },
		ids: { reason: REASON_ID },
		check: ReleaseReason,
		error: mutation.error,
		onEdit: () => mutation.reset(),
	});
	const text = REASON_TEXT[action];
	const submit = form.handleSubmit((data) =>
		mutation.mutate({ id: releaseId, action, reason: data.reason } satisfies ReleaseDecisionInput, {
			onSuccess: (result) => {
				const off = result.photos_taken_off_sale.length;
				toast.success(text.done, {
					description:
						off > 0
							? `${off} photo${off === 1 ? "" : "s"} taken off sale; ${result.buyers_notified.length} buyer notice${result.buyers_notified.length === 1 ? "" : "s"} sent.`
							: undefined,
				});
				onDone?.(result);
				onClose();
			},
		}),
	);
	return (
		<form onSubmit={submit} noValidate aria-label={text.title} className="space-y-4">
			{action === "revoke" && <p className="text-sm text-ink-700">{REASON_TEXT.revokeNote}</p>}
			<TextAreaField
				label="Reason"
				maxLength={REASON_MAX + 20}
				data-autofocus
				hint="Kept in the ledger's history with your name."
				{...form.field("reason")}
			/>
			<FormDialogFooter
				failure={{ title: REASON_TEXT.failed, text: form.other }}
				onCancel={onClose}
				pending={mutation.isPending}
				pendingLabel="Saving…"
			>
				{text.action}
			</FormDialogFooter>
		</form>
	);
}

/** Asks why a release is rejected or revoked, then does it. */
export function ReasonDialog({
	releaseId,
	reference,
	action,
	onClose,
	onDone,
}: {
	releaseId: string | null;
	reference: string;
	action: "reject" | "revoke";
	onClose: () => void;
	onDone?: Parameters<typeof ReasonForm>[0]["onDone"];
}) {
	return (
		<Dialog open={releaseId !== null} onClose={onClose} title={`${REASON_TEXT[action].title}: ${reference}`}>
			{releaseId && <ReasonForm releaseId={releaseId} action={action} onClose={onClose} onDone={onDone} />}
		</Dialog>
	);
}

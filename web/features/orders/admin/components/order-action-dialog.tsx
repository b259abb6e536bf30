import { AdminOrderActionBody } from "@core/contracts/orders";
import type { OrderAction } from "@core/orders";
import { useId } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useOrderAction } from "../api/order-action";
import { ACTION_TEXT, type ActionTarget } from "../lib/order-action-text";

/** The order and the action an admin asked for; the dialog asks them to confirm it. */
export type ActionRequest = { target: ActionTarget; action: OrderAction };

export const ACTION_FAILED = "The order could not be changed.";

const NOTE_MAX = 500;

function ActionForm({ request, onClose }: { request: ActionRequest; onClose: () => void }) {
	const { target, action } = request;
	const text = ACTION_TEXT[action];
	const mutation = useOrderAction();
	const noteId = useId();
	const form = useForm({ initial: { note: "" }, ids: { note: noteId }, check: AdminOrderActionBody });

	const submit = form.handleSubmit(({ note }) =>
		mutation.mutate(
			{ id: target.id, action, note },
			{
				onSuccess: () => {
					toast.success(text.doneTitle(target.reference), { description: text.doneDescription });
					onClose();
				},
			},
		),
	);

	const destructive = action !== "mark_paid";
	return (
		<form onSubmit={submit} noValidate className="space-y-4">
			<p className="text-sm text-ink-700">{text.consequence(target)}</p>
			<TextAreaField
				label="Note"
				optional
				hint={text.noteHint}
				{...form.field("note")}
				maxLength={NOTE_MAX}
			/>
			{mutation.isError && (
				<Notice tone="error" role="alert" title={ACTION_FAILED}>
					{mutation.error.message}
				</Notice>
			)}
			<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
				<Button variant="secondary" data-autofocus onClick={onClose}>
					Back
				</Button>
				<SubmitButton
					pending={mutation.isPending}
					pendingLabel={text.pendingLabel}
					className={cn(destructive && "bg-red-700 hover:bg-red-800 active:bg-red-900")}
				>
					{text.confirm}
				</SubmitButton>
			</div>
		</form>
	);
}

/**
 * Confirms an admin's action on an order and says what it will do, with an optional note for
 * the order's history. The parent keeps the request, so the dialog stays open (showing the
 * server's message) even when a refresh removes the button that opened it.
 */
export function OrderActionDialog({
	request,
	onClose,
}: {
	request: ActionRequest | null;
	onClose: () => void;
}) {
	return (
		<Dialog
			open={request !== null}
			onClose={onClose}
			title={request ? ACTION_TEXT[request.action].title(request.target.reference) : ""}
		>
			{/* Keyed by order and action: a new request starts with an empty note and no error. */}
			{request && (
				<ActionForm key={`${request.target.id}:${request.action}`} request={request} onClose={onClose} />
			)}
		</Dialog>
	);
}

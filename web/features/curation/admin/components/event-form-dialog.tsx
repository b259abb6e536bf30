import { type AdminEvent, EventCreate } from "@core/contracts/curation";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreateEvent, useUpdateEvent } from "../api/event-mutations";

const IDS = { name: "event-name", description: "event-description" };

export const EVENT_CREATED = "Event created";
export const EVENT_SAVED = "Event saved";
const SAVE_FAILED = "The event could not be saved.";

/**
 * The name and description of an event: made new (no `event`) or changed. Each field shows its
 * own problem; a name in use (409) shows under the name.
 */
function EventForm({
	event,
	onClose,
	onSaved,
}: {
	event?: AdminEvent;
	onClose: () => void;
	onSaved: (event: AdminEvent) => void;
}) {
	const create = useCreateEvent();
	const update = useUpdateEvent(event?.id ?? "");
	const mutation = event ? update : create;
	const form = useForm({
		initial: { name: event?.name ?? "", description: event?.description ?? "" },
		ids: IDS,
		check: EventCreate,
		error: mutation.error,
		conflictField: "name",
		failedText: SAVE_FAILED,
	});

	const submit = form.handleSubmit((data) => {
		if (event) {
			const changes: { name?: string; description?: string | null } = {};
			if (data.name !== event.name) changes.name = data.name;
			if ((data.description ?? null) !== event.description) changes.description = data.description ?? null;
			if (Object.keys(changes).length === 0) {
				onClose();
				return;
			}
			update.mutate(changes, {
				onSuccess: (saved) => {
					toast.success(EVENT_SAVED);
					onSaved(saved);
				},
			});
		} else {
			create.mutate(data, {
				onSuccess: (saved) => {
					toast.success(EVENT_CREATED, { description: `${saved.name} is ready for photos.` });
					onSaved(saved);
				},
			});
		}
	});

	return (
		<form
			onSubmit={submit}
			noValidate
			aria-label={event ? "Rename event" : "New event"}
			className="space-y-4"
		>
			<TextField
				label="Name"
				{...form.field("name")}
				maxLength={200}
				autoComplete="off"
				data-autofocus
				hint="Unique: names differing only in capitals are the same event."
			/>
			<TextAreaField label="Description" optional {...form.field("description")} maxLength={2000} rows={3} />
			<FormDialogFooter
				failure={{ title: SAVE_FAILED, text: form.other }}
				onCancel={onClose}
				pending={mutation.isPending}
				pendingLabel="Saving…"
			>
				{event ? "Save event" : "Create event"}
			</FormDialogFooter>
		</form>
	);
}

/** A new event (no `event`) or a rename of one, in a dialog. */
export function EventFormDialog({
	open,
	event,
	onClose,
	onSaved,
}: {
	open: boolean;
	event?: AdminEvent;
	onClose: () => void;
	onSaved: (event: AdminEvent) => void;
}) {
	return (
		<Dialog
			open={open}
			onClose={onClose}
			title={event ? "Rename event" : "New event"}
			description={
				event ? "The new name shows wherever the event does." : "Photos can be attached once it exists."
			}
			className="sm:max-w-lg"
		>
			{open && <EventForm event={event} onClose={onClose} onSaved={onSaved} />}
		</Dialog>
	);
}

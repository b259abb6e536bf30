import { type AdminEvent, EventCreate } from "@core/contracts/admin-curation";
import { type FormEvent, useState } from "react";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { errorText, fieldProblem } from "@/lib/error-text";
import { focusFirstProblem, problemsByField } from "@/lib/form-checks";
import { toast } from "@/lib/toast";
import { useCreateEvent, useUpdateEvent } from "../api/event-mutations";

type Field = "name" | "description";
const FIELDS: readonly Field[] = ["name", "description"];
const ORDER: Array<[string, string]> = [
	["name", "event-name"],
	["description", "event-description"],
];

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
	const [values, setValues] = useState({ name: event?.name ?? "", description: event?.description ?? "" });
	const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
	const [edited, setEdited] = useState<Set<Field>>(new Set());

	const serverField = (field: Field) =>
		edited.has(field) ? null : fieldProblem(mutation.error, field, { conflict: field === "name" });
	const messageOf = (field: Field) => problems[field] ?? serverField(field);
	const other =
		mutation.error &&
		!FIELDS.some((field) => fieldProblem(mutation.error, field, { conflict: field === "name" }))
			? errorText(mutation.error, SAVE_FAILED)
			: null;

	function set(field: Field, value: string) {
		setValues((current) => ({ ...current, [field]: value }));
		setProblems((current) => ({ ...current, [field]: undefined }));
		setEdited((current) => new Set(current).add(field));
	}

	function submit(form: FormEvent) {
		form.preventDefault();
		const parsed = EventCreate.safeParse(values);
		if (!parsed.success) {
			const found = problemsByField(parsed.error);
			setProblems(found);
			focusFirstProblem(found, ORDER);
			return;
		}
		setProblems({});
		setEdited(new Set());
		const onError = (error: unknown) => {
			if (!(error instanceof ApiError)) return;
			const found: Record<string, string> = {};
			for (const field of FIELDS) {
				const message = fieldProblem(error, field, { conflict: field === "name" });
				if (message) found[field] = message;
			}
			focusFirstProblem(found, ORDER);
		};
		if (event) {
			const changes: { name?: string; description?: string | null } = {};
			if (parsed.data.name !== event.name) changes.name = parsed.data.name;
			if ((parsed.data.description ?? null) !== event.description)
				changes.description = parsed.data.description ?? null;
			if (Object.keys(changes).length === 0) {
				onClose();
				return;
			}
			update.mutate(changes, {
				onSuccess: (saved) => {
					toast.success(EVENT_SAVED);
					onSaved(saved);
				},
				onError,
			});
		} else {
			create.mutate(parsed.data, {
				onSuccess: (saved) => {
					toast.success(EVENT_CREATED, { description: `${saved.name} is ready for photos.` });
					onSaved(saved);
				},
				onError,
			});
		}
	}

	return (
		<form
			onSubmit={submit}
			noValidate
			aria-label={event ? "Rename event" : "New event"}
			className="space-y-4"
		>
			<TextField
				id="event-name"
				label="Name"
				value={values.name}
				error={messageOf("name")}
				onChange={(change) => set("name", change.target.value)}
				maxLength={200}
				autoComplete="off"
				data-autofocus
				hint="Unique: names differing only in capitals are the same event."
			/>
			<TextAreaField
				id="event-description"
				label="Description"
				optional
				value={values.description}
				error={messageOf("description")}
				onChange={(change) => set("description", change.target.value)}
				maxLength={2000}
				rows={3}
			/>
			<FormDialogFooter
				failure={{ title: SAVE_FAILED, text: other }}
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

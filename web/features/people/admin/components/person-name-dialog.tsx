import { type AdminPerson, PersonUpdate } from "@core/contracts/people";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import {
	PERSON_IDS,
	PersonLifeFields,
	personInitial,
	personPayload,
} from "@/components/faces/person-life-fields";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreatePerson, useRenamePerson } from "../api/people-mutations";

function NameForm({ person, onClose }: { person: AdminPerson | null; onClose: () => void }) {
	const create = useCreatePerson();
	const rename = useRenamePerson(person?.id ?? "");
	const mutation = person ? rename : create;
	const form = useForm({
		initial: personInitial(person, "unknown"),
		ids: PERSON_IDS,
		check: PersonUpdate,
		error: mutation.error,
	});
	// A 4xx says why in its own words (a lost connection too); a 5xx has nothing to act on.
	const other =
		mutation.error && form.refusal.other !== null
			? mutation.error instanceof ApiError && mutation.error.status < 500
				? mutation.error.message
				: "The server did not answer. Please try again."
			: null;

	// A new person is named only; who may sign their release is set once they are known.
	const done = {
		onSuccess: (saved: AdminPerson) => {
			toast.success(person ? "Person saved" : "Person added", { description: saved.name ?? undefined });
			onClose();
		},
	};
	const submit = form.handleSubmit(
		(data) => (person ? rename.mutate(data, done) : create.mutate({ name: data.name ?? "" }, done)),
		{ prepare: () => personPayload(form.values) },
	);

	return (
		<form
			onSubmit={submit}
			noValidate
			aria-label={person ? "Edit person" : "New person"}
			className="space-y-4"
		>
			<TextField label="Name" maxLength={120} autoComplete="off" data-autofocus {...form.field("name")} />
			{person && (
				<PersonLifeFields form={form} birthYearHint="Says who signs their release: a guardian for a minor." />
			)}
			<FormDialogFooter
				failure={{ title: "Not saved.", text: other }}
				onCancel={onClose}
				pending={mutation.isPending}
				pendingLabel="Saving…"
			>
				{person ? "Save" : "Add person"}
			</FormDialogFooter>
		</form>
	);
}

/** Names a new person, or renames one (`person`). */
export function PersonNameDialog({
	open,
	person,
	onClose,
}: {
	open: boolean;
	person: AdminPerson | null;
	onClose: () => void;
}) {
	return (
		<Dialog
			open={open}
			onClose={onClose}
			title={person ? "Edit person" : "New person"}
			description={
				person ? "The new name shows on every face of this record." : "A person faces can be given to."
			}
			className="sm:max-w-md"
		>
			{open && <NameForm key={person?.id ?? "new"} person={person} onClose={onClose} />}
		</Dialog>
	);
}

import { type AdminPerson, PersonSave } from "@core/contracts/people";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreatePerson, useRenamePerson } from "../api/people-mutations";

const NAME_ID = "person-name";

function NameForm({ person, onClose }: { person: AdminPerson | null; onClose: () => void }) {
	const create = useCreatePerson();
	const rename = useRenamePerson(person?.id ?? "");
	const mutation = person ? rename : create;
	const form = useForm({
		initial: { name: person?.name ?? "" },
		ids: { name: NAME_ID },
		check: PersonSave,
		error: mutation.error,
	});
	// A 4xx says why in its own words (a lost connection too); a 5xx has nothing to act on.
	const other =
		mutation.error && form.refusal.other !== null
			? mutation.error instanceof ApiError && mutation.error.status < 500
				? mutation.error.message
				: "The server did not answer. Please try again."
			: null;

	const submit = form.handleSubmit((data) =>
		mutation.mutate(data, {
			onSuccess: (saved) => {
				toast.success(person ? "Person renamed" : "Person added", { description: saved.name ?? undefined });
				onClose();
			},
		}),
	);

	return (
		<form
			onSubmit={submit}
			noValidate
			aria-label={person ? "Rename person" : "New person"}
			className="space-y-4"
		>
			<TextField label="Name" maxLength={120} autoComplete="off" data-autofocus {...form.field("name")} />
			<FormDialogFooter
				failure={{ title: "Not saved.", text: other }}
				onCancel={onClose}
				pending={mutation.isPending}
				pendingLabel="Saving…"
			>
				{person ? "Rename" : "Add person"}
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
			title={person ? "Rename person" : "New person"}
			description={
				person ? "The new name shows on every face of this record." : "A person faces can be given to."
			}
			className="sm:max-w-md"
		>
			{open && <NameForm key={person?.id ?? "new"} person={person} onClose={onClose} />}
		</Dialog>
	);
}

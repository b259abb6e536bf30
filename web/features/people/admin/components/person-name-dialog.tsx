import { type AdminPerson, PersonSave } from "@core/contracts/admin-people";
import { type FormEvent, useState } from "react";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { ApiError, fieldErrorsOf } from "@/lib/api-client";
import { problemsByField } from "@/lib/form-checks";
import { toast } from "@/lib/toast";
import { useCreatePerson, useRenamePerson } from "../api/people-mutations";

const NAME_ID = "person-name";

function NameForm({ person, onClose }: { person: AdminPerson | null; onClose: () => void }) {
	const create = useCreatePerson();
	const rename = useRenamePerson(person?.id ?? "");
	const mutation = person ? rename : create;
	const [name, setName] = useState(person?.name ?? "");
	const [problem, setProblem] = useState<string | null>(null);
	const serverField = fieldErrorsOf(mutation.error).name ?? null;
	const other =
		mutation.error && !serverField
			? mutation.error instanceof ApiError && mutation.error.status < 500
				? mutation.error.message
				: "The server did not answer. Please try again."
			: null;

	function submit(event: FormEvent) {
		event.preventDefault();
		const parsed = PersonSave.safeParse({ name });
		if (!parsed.success) {
			setProblem(problemsByField(parsed.error).name ?? null);
			document.getElementById(NAME_ID)?.focus();
			return;
		}
		setProblem(null);
		mutation.mutate(parsed.data, {
			onSuccess: (saved) => {
				toast.success(person ? "Person renamed" : "Person added", { description: saved.name ?? undefined });
				onClose();
			},
		});
	}

	return (
		<form
			onSubmit={submit}
			noValidate
			aria-label={person ? "Rename person" : "New person"}
			className="space-y-4"
		>
			<TextField
				id={NAME_ID}
				label="Name"
				value={name}
				maxLength={120}
				autoComplete="off"
				data-autofocus
				error={problem ?? serverField}
				onChange={(event) => {
					setName(event.target.value);
					setProblem(null);
				}}
			/>
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

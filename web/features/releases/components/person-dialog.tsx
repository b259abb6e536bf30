import { type FamilyPerson, FamilyPersonCreate } from "@core/contracts/releases";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import {
	PERSON_IDS,
	PersonLifeFields,
	personInitial,
	personPayload,
} from "@/components/faces/person-life-fields";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreatePerson, useUpdatePerson } from "../api/persons";

type Saved = { id: string; name: string | null };

function PersonForm({
	person,
	onClose,
	onSaved,
}: {
	person: FamilyPerson | null;
	onClose: () => void;
	onSaved?: (person: Saved) => void;
}) {
	const create = useCreatePerson();
	const update = useUpdatePerson(person?.id ?? "");
	const mutation = person ? update : create;
	const form = useForm({
		initial: personInitial(person, "living"),
		ids: PERSON_IDS,
		check: FamilyPersonCreate,
		error: mutation.error,
		onEdit: () => mutation.reset(),
	});
	const submit = form.handleSubmit(
		async (data) => {
			const body = { ...data, birth_year: data.birth_year ?? null };
			const saved = (await mutation.mutateAsync(body)).person;
			toast.success(person ? "Person saved" : "Person added");
			onSaved?.(saved);
			onClose();
		},
		{ prepare: () => personPayload(form.values) },
	);
	return (
		<form
			onSubmit={submit}
			noValidate
			aria-label={person ? "Edit person" : "New person"}
			className="space-y-4"
		>
			<TextField
				label="Name"
				autoComplete="off"
				hint="Only your family and our reviewers see it; buyers see a role such as “Woman, 30s”."
				data-autofocus
				{...form.field("name")}
			/>
			<PersonLifeFields form={form} birthYearHint="Decides who signs: a parent or guardian for a minor." />
			<FormDialogFooter
				failure={{ title: "Not saved.", text: form.other }}
				onCancel={onClose}
				pending={mutation.isPending || form.submitting}
				pendingLabel="Saving…"
			>
				{person ? "Save" : "Add person"}
			</FormDialogFooter>
		</form>
	);
}

/** Adds one of the family's people (or edits one): a private name, living or not, year of birth. */
export function PersonDialog({
	open,
	person,
	onClose,
	onSaved,
}: {
	open: boolean;
	person: FamilyPerson | null;
	onClose: () => void;
	onSaved?: (person: Saved) => void;
}) {
	return (
		<Dialog open={open} onClose={onClose} title={person ? `Edit ${person.name ?? "person"}` : "Add a person"}>
			{open && <PersonForm person={person} onClose={onClose} onSaved={onSaved} />}
		</Dialog>
	);
}

import { LIFE_STATUSES, type LifeStatus } from "@core/clearance";
import { type FamilyPerson, FamilyPersonCreate } from "@core/contracts/releases";
import { LIFE_STATUS_TEXT } from "@core/releases";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreatePerson, useUpdatePerson } from "../api/persons";

const IDS = { name: "person-name", life_status: "person-life-status", birth_year: "person-birth-year" };

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
		initial: {
			name: person?.name ?? "",
			life_status: (person?.life_status ?? "living") as LifeStatus,
			birth_year: person?.birth_year == null ? "" : String(person.birth_year),
		},
		ids: IDS,
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
		{
			prepare: () => ({
				...form.values,
				birth_year: form.values.birth_year.trim() === "" ? null : Number(form.values.birth_year),
			}),
		},
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
			<div className="grid gap-3 sm:grid-cols-2">
				<SelectField
					id={IDS.life_status}
					label="Living or deceased"
					value={form.values.life_status}
					options={LIFE_STATUSES.map((s) => [s, LIFE_STATUS_TEXT[s]] as const)}
					error={form.problemOf("life_status")}
					onChange={(value) => value && form.set("life_status", value)}
				/>
				<TextField
					label="Year of birth"
					inputMode="numeric"
					optional
					hint="Decides who signs: a parent or guardian for a minor."
					{...form.field("birth_year")}
				/>
			</div>
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

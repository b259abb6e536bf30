import { LIFE_STATUSES, type LifeStatus } from "@core/clearance";
import { type AdminPerson, PersonUpdate } from "@core/contracts/people";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { describedBy, FieldError, fieldIds, inputClasses, TextField } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreatePerson, useRenamePerson } from "../api/people-mutations";

const NAME_ID = "person-name";
const IDS = { name: NAME_ID, life_status: "person-life-status", birth_year: "person-birth-year" };
const LIFE_LABELS: Record<LifeStatus, string> = {
	living: "Living",
	deceased: "Deceased",
	unknown: "Not known",
};

function NameForm({ person, onClose }: { person: AdminPerson | null; onClose: () => void }) {
	const create = useCreatePerson();
	const rename = useRenamePerson(person?.id ?? "");
	const mutation = person ? rename : create;
	const form = useForm({
		initial: {
			name: person?.name ?? "",
			life_status: person?.life_status ?? "unknown",
			birth_year: person?.birth_year == null ? "" : String(person.birth_year),
		},
		ids: IDS,
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
			<TextField label="Name" maxLength={120} autoComplete="off" data-autofocus {...form.field("name")} />
			{person && (
				<div className="grid gap-3 sm:grid-cols-2">
					<div>
						<label htmlFor={IDS.life_status} className="mb-1.5 block text-sm font-medium text-ink-800">
							Living or deceased
						</label>
						<Select
							id={IDS.life_status}
							value={form.values.life_status}
							aria-invalid={form.problemOf("life_status") ? true : undefined}
							aria-describedby={describedBy(IDS.life_status, { error: form.problemOf("life_status") })}
							onChange={(event) => form.set("life_status", event.target.value as LifeStatus)}
							className={inputClasses}
						>
							{LIFE_STATUSES.map((status) => (
								<option key={status} value={status}>
									{LIFE_LABELS[status]}
								</option>
							))}
						</Select>
						{form.problemOf("life_status") && (
							<FieldError id={fieldIds(IDS.life_status).error}>{form.problemOf("life_status")}</FieldError>
						)}
					</div>
					<TextField
						label="Year of birth"
						inputMode="numeric"
						optional
						hint="Says who signs their release: a guardian for a minor."
						{...form.field("birth_year")}
					/>
				</div>
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

import { type AdminFamily, FamilyUpdate } from "@core/contracts/catalogue";
import { type FormEvent, useState } from "react";
import { SubmitButton } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useUpdateFamily } from "../api/family-mutations";
import {
	changedFields,
	FAMILY_SAVE_FAILED,
	FIELD_LABELS,
	PROFILE_FIELDS,
	type ProfileField,
	profileValues,
} from "../lib/family-fields";

export const FAMILY_SAVED = "Family saved";
export const NOTHING_CHANGED = "Nothing has changed yet.";

const IDS = Object.fromEntries(
	PROFILE_FIELDS.map((field) => [field, `family-${field.replace("_", "-")}`]),
) as Record<ProfileField, string>;

/** The storefront's fields; only those changed are sent, each problem shows under its field. */
export function FamilyEditForm({ family }: { family: AdminFamily }) {
	const mutation = useUpdateFamily(family.id);
	const initial = profileValues(family);
	const [note, setNote] = useState<string | null>(null);
	const form = useForm({
		initial,
		ids: IDS,
		check: FamilyUpdate,
		error: mutation.error,
		failedText: FAMILY_SAVE_FAILED,
		onEdit: () => setNote(null),
	});
	const changed = changedFields(initial, form.values);
	const dirty = Object.keys(changed).length > 0;
	const text = (field: ProfileField) => ({ label: FIELD_LABELS[field], ...form.field(field) });

	const save = form.handleSubmit(
		(data) =>
			mutation.mutate(data, {
				onSuccess: (saved) => {
					form.setValues(profileValues(saved));
					toast.success(FAMILY_SAVED);
				},
			}),
		// Only the fields changed are sent.
		{ prepare: () => changed },
	);

	function submit(event: FormEvent) {
		event.preventDefault();
		if (!dirty) {
			setNote(NOTHING_CHANGED);
			return;
		}
		void save();
	}

	return (
		<form onSubmit={submit} noValidate aria-label="Storefront" className="space-y-4">
			<TextField {...text("storefront_name")} maxLength={100} autoComplete="off" />
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField {...text("first_name")} optional maxLength={80} autoComplete="off" />
				<TextField {...text("location")} optional maxLength={120} autoComplete="off" />
			</div>
			<TextAreaField
				{...text("storefront_bio")}
				optional
				maxLength={2000}
				rows={5}
				hint="Shown on the family's public storefront."
			/>
			{form.other && (
				<Notice tone="error" role="alert" title="The family could not be saved.">
					{form.other}
				</Notice>
			)}
			{note && (
				<p role="status" className="text-sm text-ink-600">
					{note}
				</p>
			)}
			<div className="flex justify-end">
				<SubmitButton pending={mutation.isPending} pendingLabel="Saving…" aria-disabled={!dirty || undefined}>
					Save changes
				</SubmitButton>
			</div>
		</form>
	);
}

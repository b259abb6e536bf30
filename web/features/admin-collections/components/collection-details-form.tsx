import { type AdminCollection, CollectionUpdate } from "@core/contracts/admin-curation";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { SubmitButton } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorText, fieldProblem } from "@/lib/error-text";
import { focusFirstProblem, problemsByField } from "@/lib/form-checks";
import { useUpdateCollection } from "../api/collection-mutations";

type Field = "title" | "description";
const ORDER: Array<[string, string]> = [
	["title", "collection-title"],
	["description", "collection-description"],
];
export const COLLECTION_SAVED = "Collection saved";
const SAVE_FAILED = "The collection could not be saved.";

/** The title and description; only what changed is sent, and each field shows its own problem. */
export function CollectionDetailsForm({ collection }: { collection: AdminCollection }) {
	const mutation = useUpdateCollection(collection.id);
	const [values, setValues] = useState({
		title: collection.title,
		description: collection.description ?? "",
	});
	const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
	const serverOf = (field: Field) => fieldProblem(mutation.error, field);
	const other =
		mutation.error && !serverOf("title") && !serverOf("description")
			? errorText(mutation.error, SAVE_FAILED)
			: null;
	const changed =
		values.title.trim() !== collection.title || values.description.trim() !== (collection.description ?? "");

	function set(field: Field, value: string) {
		setValues((current) => ({ ...current, [field]: value }));
		setProblems((current) => ({ ...current, [field]: undefined }));
		mutation.reset();
	}

	function submit(event: FormEvent) {
		event.preventDefault();
		const update: { title?: string; description?: string } = {};
		if (values.title.trim() !== collection.title) update.title = values.title;
		if (values.description.trim() !== (collection.description ?? "")) update.description = values.description;
		const parsed = CollectionUpdate.safeParse(update);
		if (!parsed.success) {
			const found = problemsByField(parsed.error);
			setProblems(found);
			focusFirstProblem(found, ORDER);
			return;
		}
		mutation.mutate(parsed.data, {
			onSuccess: () => toast.success(COLLECTION_SAVED),
			onError: (error) =>
				focusFirstProblem(
					{ title: fieldProblem(error, "title"), description: fieldProblem(error, "description") },
					ORDER,
				),
		});
	}

	return (
		<form onSubmit={submit} noValidate aria-label="Collection details" className="space-y-4">
			<TextField
				id="collection-title"
				label="Title"
				value={values.title}
				error={problems.title ?? serverOf("title")}
				onChange={(event) => set("title", event.target.value)}
				maxLength={200}
				autoComplete="off"
			/>
			<TextAreaField
				id="collection-description"
				label="Description"
				optional
				value={values.description}
				error={problems.description ?? serverOf("description")}
				onChange={(event) => set("description", event.target.value)}
				maxLength={4000}
				rows={4}
			/>
			{other && (
				<Notice tone="error" role="alert" title={SAVE_FAILED}>
					{other}
				</Notice>
			)}
			<div className="flex justify-end">
				<SubmitButton pending={mutation.isPending} pendingLabel="Saving…" disabled={!changed}>
					Save changes
				</SubmitButton>
			</div>
		</form>
	);
}

import { type AdminCollection, CollectionCreate } from "@core/contracts/admin-curation";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/field";
import { errorText, fieldProblem } from "@/lib/error-text";
import { focusFirstProblem, problemsByField } from "@/lib/form-checks";
import { useCreateCollection } from "../api/collection-mutations";

type Field = "title" | "description";
const ORDER: Array<[string, string]> = [
	["title", "new-collection-title"],
	["description", "new-collection-description"],
];
export const COLLECTION_CREATED = "Collection created";
const CREATE_FAILED = "The collection could not be created.";

function NewCollectionForm({
	onClose,
	onCreated,
}: {
	onClose: () => void;
	onCreated: (collection: AdminCollection) => void;
}) {
	const mutation = useCreateCollection();
	const [values, setValues] = useState({ title: "", description: "" });
	const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
	const serverOf = (field: Field) => fieldProblem(mutation.error, field);
	const other =
		mutation.error && !serverOf("title") && !serverOf("description")
			? errorText(mutation.error, CREATE_FAILED)
			: null;

	function set(field: Field, value: string) {
		setValues((current) => ({ ...current, [field]: value }));
		setProblems((current) => ({ ...current, [field]: undefined }));
		mutation.reset();
	}

	function submit(event: FormEvent) {
		event.preventDefault();
		const parsed = CollectionCreate.safeParse(values);
		if (!parsed.success) {
			const found = problemsByField(parsed.error);
			setProblems(found);
			focusFirstProblem(found, ORDER);
			return;
		}
		mutation.mutate(parsed.data, {
			onSuccess: (collection) => {
				toast.success(COLLECTION_CREATED, { description: "Add photos, then publish it." });
				onCreated(collection);
			},
			onError: (error) => focusFirstProblem({ title: fieldProblem(error, "title") }, ORDER),
		});
	}

	return (
		<form onSubmit={submit} noValidate aria-label="New collection" className="space-y-4">
			<TextField
				id="new-collection-title"
				label="Title"
				value={values.title}
				error={problems.title ?? serverOf("title")}
				onChange={(event) => set("title", event.target.value)}
				maxLength={200}
				autoComplete="off"
				data-autofocus
			/>
			<TextAreaField
				id="new-collection-description"
				label="Description"
				optional
				value={values.description}
				error={problems.description ?? serverOf("description")}
				onChange={(event) => set("description", event.target.value)}
				maxLength={4000}
				rows={3}
			/>
			<FormDialogFooter
				failure={{ title: CREATE_FAILED, text: other }}
				onCancel={onClose}
				pending={mutation.isPending}
				pendingLabel="Creating…"
			>
				Create collection
			</FormDialogFooter>
		</form>
	);
}

/** Starts a collection: a title now, photos and publication in its editor. */
export function NewCollectionDialog({
	open,
	onClose,
	onCreated,
}: {
	open: boolean;
	onClose: () => void;
	onCreated: (collection: AdminCollection) => void;
}) {
	return (
		<Dialog
			open={open}
			onClose={onClose}
			title="New collection"
			description="It stays unpublished until you add live photos and publish it."
			className="sm:max-w-lg"
		>
			{open && <NewCollectionForm onClose={onClose} onCreated={onCreated} />}
		</Dialog>
	);
}

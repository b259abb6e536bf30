import { type AdminCollection, CollectionCreate } from "@core/contracts/admin-curation";
import type { FormEvent } from "react";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { fieldProblem } from "@/lib/error-text";
import { focusFirstProblem, problemsByField } from "@/lib/form-checks";
import { toast } from "@/lib/toast";
import { useCreateCollection } from "../api/collection-mutations";
import { CollectionTextFields, collectionFieldOrder, useCollectionText } from "./collection-text-fields";

const ORDER = collectionFieldOrder("new-collection");
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
	const form = useCollectionText({ title: "", description: "" }, mutation, CREATE_FAILED);
	const { values, setProblems, other } = form;

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
			<CollectionTextFields idPrefix="new-collection" form={form} rows={3} autoFocus />
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

import { type AdminCollection, CollectionUpdate } from "@core/contracts/admin-curation";
import type { FormEvent } from "react";
import { SubmitButton } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { fieldProblem } from "@/lib/error-text";
import { focusFirstProblem, problemsByField } from "@/lib/form-checks";
import { toast } from "@/lib/toast";
import { useUpdateCollection } from "../api/collection-mutations";
import { CollectionTextFields, collectionFieldOrder, useCollectionText } from "./collection-text-fields";

const ORDER = collectionFieldOrder("collection");
export const COLLECTION_SAVED = "Collection saved";
const SAVE_FAILED = "The collection could not be saved.";

/** The title and description; only what changed is sent, and each field shows its own problem. */
export function CollectionDetailsForm({ collection }: { collection: AdminCollection }) {
	const mutation = useUpdateCollection(collection.id);
	const form = useCollectionText(
		{ title: collection.title, description: collection.description ?? "" },
		mutation,
		SAVE_FAILED,
	);
	const { values, setProblems, other } = form;
	const changed =
		values.title.trim() !== collection.title || values.description.trim() !== (collection.description ?? "");

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
			<CollectionTextFields idPrefix="collection" form={form} rows={4} />
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

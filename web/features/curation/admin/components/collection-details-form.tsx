import { type AdminCollection, CollectionUpdate } from "@core/contracts/curation";
import { SubmitButton } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useUpdateCollection } from "../api/collection-mutations";
import { CollectionTextFields, collectionFieldIds } from "./collection-text-fields";

const IDS = collectionFieldIds("collection");
export const COLLECTION_SAVED = "Collection saved";
const SAVE_FAILED = "The collection could not be saved.";

/** The title and description; only what changed is sent, and each field shows its own problem. */
export function CollectionDetailsForm({ collection }: { collection: AdminCollection }) {
	const mutation = useUpdateCollection(collection.id);
	const form = useForm({
		initial: { title: collection.title, description: collection.description ?? "" },
		ids: IDS,
		check: CollectionUpdate,
		error: mutation.error,
		failedText: SAVE_FAILED,
		onEdit: () => mutation.reset(),
	});
	const { values, other } = form;
	const changed =
		values.title.trim() !== collection.title || values.description.trim() !== (collection.description ?? "");

	/** Only what changed is sent. */
	function changes() {
		const update: { title?: string; description?: string } = {};
		if (values.title.trim() !== collection.title) update.title = values.title;
		if (values.description.trim() !== (collection.description ?? "")) update.description = values.description;
		return update;
	}

	const submit = form.handleSubmit(
		(data) => mutation.mutate(data, { onSuccess: () => toast.success(COLLECTION_SAVED) }),
		{
			prepare: changes,
		},
	);

	return (
		<form onSubmit={submit} noValidate aria-label="Collection details" className="space-y-4">
			<CollectionTextFields form={form} rows={4} />
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

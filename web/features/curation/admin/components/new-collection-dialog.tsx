import { type AdminCollection, CollectionCreate } from "@core/contracts/curation";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreateCollection } from "../api/collection-mutations";
import { CollectionTextFields, collectionFieldIds } from "./collection-text-fields";

const IDS = collectionFieldIds("new-collection");
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
	const form = useForm({
		initial: { title: "", description: "" },
		ids: IDS,
		check: CollectionCreate,
		error: mutation.error,
		failedText: CREATE_FAILED,
		onEdit: () => mutation.reset(),
	});

	const submit = form.handleSubmit((data) =>
		mutation.mutate(data, {
			onSuccess: (collection) => {
				toast.success(COLLECTION_CREATED, { description: "Add photos, then publish it." });
				onCreated(collection);
			},
		}),
	);

	return (
		<form onSubmit={submit} noValidate aria-label="New collection" className="space-y-4">
			<CollectionTextFields form={form} rows={3} autoFocus />
			<FormDialogFooter
				failure={{ title: CREATE_FAILED, text: form.other }}
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

import type { AdminCollectionDetail } from "@core/contracts/curation";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { AdminDetailStates } from "@/components/admin/admin-detail-states";
import { Breadcrumb } from "@/components/breadcrumb";
import { PageHeading } from "@/components/page-heading";
import { Panel } from "@/components/panel";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { formatDate } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useDeleteCollection } from "../api/collection-mutations";
import { isCollectionNotFound, useAdminCollection } from "../api/get-collection";
import { CollectionDetailsForm } from "./collection-details-form";
import { CollectionPhotosEditor } from "./collection-photos-editor";
import { PublishedPill } from "./collections-table";
import { PublishSwitch } from "./publish-switch";

export const COLLECTION_NOT_FOUND = "Collection not found";

function CollectionView({ detail }: { detail: AdminCollectionDetail }) {
	const { collection } = detail;
	const navigate = useNavigate();
	const [deleting, setDeleting] = useState(false);
	const remove = useDeleteCollection(collection.id);

	return (
		<>
			<PageHeading
				eyebrow="Admin"
				title={collection.title}
				description={
					<span className="flex flex-wrap items-center gap-2 text-sm">
						<PublishedPill published={collection.is_public} />
						<span>Updated {formatDate(collection.updated_at)}</span>
					</span>
				}
				actions={
					<Button variant="secondary" size="sm" onClick={() => setDeleting(true)}>
						<Trash2 aria-hidden="true" className="size-4" />
						Delete
					</Button>
				}
			/>
			<div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
				<Panel title="Details" className="border-ink-900/10 bg-cream-50 shadow-card">
					<div className="mt-4">
						<CollectionDetailsForm key={collection.id} collection={collection} />
					</div>
				</Panel>
				<Panel title="Publication" className="border-ink-900/10 bg-cream-50 shadow-card">
					<div className="mt-2">
						<PublishSwitch collection={collection} />
					</div>
				</Panel>
			</div>
			<section aria-labelledby="collection-photos-heading" className="mt-8">
				<h2 id="collection-photos-heading" className="mb-3 text-xl font-semibold text-ink-900">
					Photos
				</h2>
				<CollectionPhotosEditor key={collection.id} detail={detail} />
			</section>
			<ConfirmDialog
				open={deleting}
				title={`Delete ${collection.title}?`}
				description="The collection goes; its photos stay in the catalogue."
				confirmLabel="Delete collection"
				pending={remove.isPending}
				onClose={() => setDeleting(false)}
				onConfirm={() =>
					remove.mutate(undefined, {
						onSuccess: () => {
							toast.success(`${collection.title} deleted`);
							navigate(paths.adminCollections);
						},
						onError: (error) =>
							toast.error("The collection could not be deleted.", {
								description: errorText(error, "Please try again."),
							}),
					})
				}
			/>
		</>
	);
}

function CollectionContent({ id }: { id: string }) {
	const query = useAdminCollection(id);
	const notFound = isCollectionNotFound(query.error);
	useDocumentTitle(query.data ? query.data.collection.title : notFound ? COLLECTION_NOT_FOUND : "Collection");

	return (
		<AdminDetailStates
			query={query}
			notFound={notFound}
			loadingLabel="Loading the collection…"
			avatarClassName="size-20 rounded-md"
			notFoundTitle={COLLECTION_NOT_FOUND}
			notFoundText="There is no collection with this id. It may have been deleted."
			back={{ to: paths.adminCollections, label: "All collections" }}
			errorTitle="We could not load this collection."
		>
			{(detail) => <CollectionView detail={detail} />}
		</AdminDetailStates>
	);
}

/** /admin/collections/{id}: a collection's title, description, publication, cover and ordered photos. */
export function AdminCollectionPage() {
	const { id = "" } = useParams();
	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<Breadcrumb items={[{ label: "Collections", to: paths.adminCollections }, { label: "Collection" }]} />
			<CollectionContent key={id} id={id} />
		</section>
	);
}

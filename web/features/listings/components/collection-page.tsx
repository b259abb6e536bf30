import { Link, useParams } from "react-router";
import { useCollection } from "@/api/listings/collections-query";
import { Breadcrumb } from "@/components/breadcrumb";
import { photoCountText } from "@/components/cover-card";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { PhotoResults } from "@/components/photo-listing/photo-results";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

export const COLLECTION_NOT_FOUND = "This collection does not exist.";

function Collection({ id }: { id: string }) {
	const collection = useCollection(id);
	const notFound = collection.error instanceof ApiError && collection.error.status === 404;
	useDocumentTitle(collection.data?.title ?? (notFound ? "Collection not found" : "Collection"));

	if (collection.isPending) {
		return (
			<LoadingStatus label="Loading the collection…" className="mb-8">
				<Skeleton className="h-4 w-24" />
				<Skeleton className="mt-2 h-10 w-80 max-w-full" />
			</LoadingStatus>
		);
	}
	if (notFound) {
		return (
			<EmptyState
				title={COLLECTION_NOT_FOUND}
				hint={
					<Link to={paths.collections} className={buttonClasses({ variant: "secondary", className: "mt-2" })}>
						All collections
					</Link>
				}
			/>
		);
	}
	if (collection.isError) {
		return (
			<LoadErrorNotice
				title="We could not load this collection."
				onRetry={() => void collection.refetch()}
				retrying={collection.isFetching}
			/>
		);
	}
	const { title, description, photo_count } = collection.data;
	return (
		<>
			<header className="mb-8">
				<p className="text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase">Collection</p>
				<h1 className="mt-1 text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
				<p className="mt-2 text-sm text-ink-600">{photoCountText(photo_count)}</p>
				{description && <p className="mt-3 max-w-2xl whitespace-pre-line text-ink-700">{description}</p>}
			</header>
			<PhotoResults
				search={{ collection_id: id }}
				label={`Photos in ${title}`}
				emptyTitle="This collection has no photos on show yet."
				errorTitle="Error loading this collection's photos"
			/>
		</>
	);
}

/** /collections/{id}: one public collection's title, description and photos. */
export function CollectionPage() {
	const { id = "" } = useParams();
	return (
		<ListingSection>
			<Breadcrumb items={[{ label: "Collections", to: paths.collections }, { label: "Collection" }]} />
			<Collection key={id} id={id} />
		</ListingSection>
	);
}

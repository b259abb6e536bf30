import type { ReactNode } from "react";
import { CoverCard, CoverGridSkeleton, coverGridClasses } from "@/components/cover-card";
import { PageHeading } from "@/components/page-heading";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { collectionUrl } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCollections } from "../api/get-collections";

const TITLE = "Collections";

/** /collections: the public collections, each with its cover, title and photo count. */
export function CollectionsPage() {
	useDocumentTitle(TITLE);
	const collections = useCollections();

	let body: ReactNode;
	if (collections.isPending) {
		body = (
			<LoadingStatus label="Loading collections…">
				<CoverGridSkeleton />
			</LoadingStatus>
		);
	} else if (collections.isError) {
		body = (
			<LoadErrorNotice
				title="We could not load the collections."
				onRetry={() => void collections.refetch()}
				retrying={collections.isFetching}
			/>
		);
	} else if (collections.data.collections.length === 0) {
		body = <EmptyState title="No collections yet." hint="Check back soon as our collection grows!" />;
	} else {
		body = (
			<ul className={coverGridClasses} aria-label="Collections">
				{collections.data.collections.map((c) => (
					<li key={c.id}>
						<CoverCard
							to={collectionUrl(c.id)}
							title={c.title}
							count={c.photo_count}
							cover={c.cover}
							description={c.description}
						/>
					</li>
				))}
			</ul>
		);
	}

	return (
		<ListingSection>
			<PageHeading
				eyebrow="Browse"
				title={TITLE}
				description="Hand-picked sets for a look, a place or an era."
			/>
			{body}
		</ListingSection>
	);
}

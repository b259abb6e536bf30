import { useCollections } from "@/api/listings/collections-query";
import { CoverCard } from "@/components/cover-card";
import { CoverGridPage } from "@/components/cover-grid-page";
import { collectionUrl } from "@/lib/paths";

/** /collections: the public collections, each with its cover, title and photo count. */
export function CollectionsPage() {
	const collections = useCollections();
	return (
		<CoverGridPage
			title="Collections"
			description="Hand-picked sets for a look, a place or an era."
			noun="collections"
			query={collections}
			items={collections.data?.collections}
			renderCard={(c) => (
				<CoverCard
					to={collectionUrl(c.id)}
					title={c.title}
					count={c.photo_count}
					cover={c.cover}
					description={c.description}
				/>
			)}
		/>
	);
}

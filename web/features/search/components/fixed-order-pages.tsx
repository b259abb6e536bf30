import { PageHeading } from "@/components/page-heading";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { PhotoResults } from "@/components/photo-listing/photo-results";
import { useDocumentTitle } from "@/lib/use-document-title";
import { PopularPhotos } from "./popular-photos";

const POPULAR_TITLE = "Popular photos";
const NEW_TITLE = "New arrivals";

/**
 * /popular: the most-clicked photos (spec sections 4 and 9): pages of 24 out of a pool of 240,
 * in the fixed popular order, guests capped at the first 24.
 */
export function PopularPage() {
	useDocumentTitle(POPULAR_TITLE);
	return (
		<ListingSection>
			<PageHeading
				eyebrow="Browse"
				title={POPULAR_TITLE}
				description="The snapshots productions open most."
			/>
			<PopularPhotos label={POPULAR_TITLE} />
		</ListingSection>
	);
}

/** /new: the newest photos first. */
export function NewArrivalsPage() {
	useDocumentTitle(NEW_TITLE);
	return (
		<ListingSection>
			<PageHeading
				eyebrow="Browse"
				title={NEW_TITLE}
				description="The latest snapshots families have added."
			/>
			<PhotoResults search={{}} fixedSort="newest" label={NEW_TITLE} />
		</ListingSection>
	);
}

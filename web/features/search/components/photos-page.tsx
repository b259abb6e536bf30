import { PageHeading } from "@/components/page-heading";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { useDocumentTitle } from "@/lib/use-document-title";
import { FilteredResults } from "./filtered-results";

const TITLE = "Photos";

/** /photos: the whole catalogue, in the visitor's random order by default (spec section 2). */
export function PhotosPage() {
	useDocumentTitle(TITLE);
	return (
		<ListingSection>
			<PageHeading eyebrow="Browse" title={TITLE} description="Every snapshot in the archive." />
			<FilteredResults label="All photos" />
		</ListingSection>
	);
}

import { PageHeading } from "@/components/page-heading";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { PhotoResults } from "@/components/photo-listing/photo-results";
import { useDocumentTitle } from "@/lib/use-document-title";

const TITLE = "Photos";

/**
 * /photos-fast: the same catalogue as /photos in the same random order, through a virtualised
 * grid: however far the visitor scrolls, only the rows near the viewport are in the page.
 */
export function PhotosFastPage() {
	useDocumentTitle(TITLE);
	return (
		<ListingSection>
			<PageHeading
				eyebrow="Browse"
				title={TITLE}
				description="Every snapshot in the archive, for long scrolls."
			/>
			<PhotoResults search={{}} label="All photos" virtual />
		</ListingSection>
	);
}

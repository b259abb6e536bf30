import { PageHeading } from "@/components/page-heading";
import { useDocumentTitle } from "@/lib/use-document-title";
import { PhotoResults } from "./photo-results";

const TITLE = "Photos";

/** /photos: the whole catalogue, in the visitor's random order by default (spec section 2). */
export function PhotosPage() {
	useDocumentTitle(TITLE);
	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading eyebrow="Browse" title={TITLE} description="Every snapshot in the archive." />
			<PhotoResults search={{}} label="All photos" />
		</section>
	);
}

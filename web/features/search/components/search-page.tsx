import { CONTINUITY_TEXT } from "@core/continuity";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { PopularTags } from "@/components/popular-tags";
import { SearchBox } from "@/components/search-box";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useDocumentTitle } from "@/lib/use-document-title";
import { FilteredResults } from "./filtered-results";
import { SearchSuggestionsHint } from "./search-suggestions";

/** Live search waits this long after the last keystroke before it asks the server. */
const LIVE_SEARCH_DEBOUNCE_MS = 150;

/**
 * Keeps the box's text and the URL's `q` in step: typing updates `q` (replacing the history
 * entry, so Back leaves the page rather than undoing letters), and a `q` changed from outside
 * (Back, a link, the search box of another page) refills the box.
 */
function useLiveQuery() {
	const [searchParams, setSearchParams] = useSearchParams();
	const q = searchParams.get("q") ?? "";
	const [text, setText] = useState(q);
	const settled = useDebouncedValue(text, LIVE_SEARCH_DEBOUNCE_MS);
	const written = useRef(q);

	useEffect(() => {
		if (q === written.current) return;
		written.current = q;
		setText(q);
	}, [q]);

	useEffect(() => {
		const next = settled.trim();
		if (next === written.current) return;
		written.current = next;
		setSearchParams(
			(current) => {
				const params = new URLSearchParams(current);
				if (next === "") params.delete("q");
				else params.set("q", next);
				return params;
			},
			{ replace: true },
		);
	}, [settled, setSearchParams]);

	return { q, text, setText };
}

/** /search: the live search box over the catalogue's results (spec section 2, Search). */
export function SearchPage() {
	const { q, text, setText } = useLiveQuery();
	useDocumentTitle(q ? `${q} – Search` : "Search");

	return (
		<ListingSection>
			<PageHeading
				eyebrow="Search"
				title="Search photos"
				description="Results update as you type."
				actions={
					// Issue 30: the same people across decades, one photo each, from search.
					<Link to={paths.continuity} className={buttonClasses({ variant: "secondary", size: "sm" })}>
						{CONTINUITY_TEXT.searchLink}
					</Link>
				}
			/>
			<SearchBox value={text} onQueryChange={setText} className="mb-6 max-w-2xl" />
			{/* Ideas while the box is empty (spec section 9: 5 popular tags). */}
			{text.trim() === "" && <PopularTags className="-mt-3 mb-6 max-w-2xl" />}
			<FilteredResults
				q={q}
				label={q ? `Results for ${q}` : "Photos"}
				emptyTitle={q ? `No photos found for "${q}".` : "No photos found."}
				emptyHint={
					q ? (
						<>
							Try fewer or different words, or check the spelling.
							<SearchSuggestionsHint q={q} />
						</>
					) : undefined
				}
				errorTitle="Error loading search results"
			/>
		</ListingSection>
	);
}

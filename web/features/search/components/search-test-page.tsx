import { formatTotal } from "@core/listing-text";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { retrySearch, SEARCH_PAGE_SIZE, searchPhotos, searchRetryDelay } from "@/api/search/photo-search";
import { PageHeading } from "@/components/page-heading";
import { ErrorState } from "@/components/photo-listing/grid-states";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";

const TITLE = "Search test";

function Row({ term, children }: { term: string; children: ReactNode }) {
	return (
		<div className="grid gap-1 border-b border-ink-900/10 py-3 sm:grid-cols-[12rem_1fr]">
			<dt className="text-sm font-medium text-ink-600">{term}</dt>
			<dd className="break-words text-ink-900">{children}</dd>
		</div>
	);
}

const none = <span className="text-ink-500">none</span>;

/** /search-test: how the search reads a query (method, synonyms, corrections, total, time). */
export function SearchTestPage() {
	useDocumentTitle(TITLE);
	const inputId = useId();
	const [params, setParams] = useSearchParams();
	const q = params.get("q")?.trim() ?? "";
	const [text, setText] = useState(q);
	const result = useQuery({
		queryKey: ["search", "test", q],
		queryFn: ({ signal }) =>
			searchPhotos({ q, sort: "relevance" }, { offset: 0, limit: SEARCH_PAGE_SIZE, seed: 0 }, signal),
		enabled: q !== "",
		placeholderData: keepPreviousData,
		retry: retrySearch,
		retryDelay: searchRetryDelay,
	});

	function submit(event: FormEvent) {
		event.preventDefault();
		const next = text.trim();
		setParams(next ? { q: next } : {});
	}

	let body: ReactNode;
	if (q === "") {
		body = <p className="text-ink-600">Type a query to see how the search reads it.</p>;
	} else if (result.isPending) {
		body = (
			<LoadingStatus label="Searching photos...">
				<Skeleton className="h-48 w-full" />
			</LoadingStatus>
		);
	} else if (result.isError) {
		body = (
			<ErrorState
				title="Error loading search results"
				message={result.error.message}
				onReload={() => void result.refetch()}
				reloading={result.isFetching}
			/>
		);
	} else {
		const page = result.data;
		body = (
			<dl aria-label="How the search read the query" aria-busy={result.isPlaceholderData || undefined}>
				<Row term="Method">{page.method ?? none}</Row>
				<Row term="Expanded synonyms">
					{page.expanded_terms.length > 0 ? page.expanded_terms.join(", ") : none}
				</Row>
				<Row term="Corrected terms">
					{page.corrected_terms.length > 0
						? page.corrected_terms.map(([typed, used]) => `${typed} → ${used}`).join(", ")
						: none}
				</Row>
				<Row term="Total">{formatTotal(page)}</Row>
				<Row term="Took">{page.took_ms} ms</Row>
				<Row term="Sort">{page.sort}</Row>
			</dl>
		);
	}

	return (
		<ListingSection>
			<PageHeading eyebrow="Tools" title={TITLE} description="What the search makes of a query." />
			<form onSubmit={submit} className="mb-6 flex max-w-2xl gap-2">
				<label htmlFor={inputId} className="sr-only">
					Query
				</label>
				<input
					id={inputId}
					type="search"
					value={text}
					onChange={(event) => setText(event.target.value)}
					placeholder="birthday cake"
					className={inputClasses}
				/>
				<Button type="submit" className="h-11">
					Test
				</Button>
			</form>
			{body}
		</ListingSection>
	);
}

import type { SearchSuggestions as Suggestions } from "@core/contracts/search";
import { formatCount, formatTotal } from "@core/listing-text";
import { type ReactNode, useId } from "react";
import { Link, useLocation } from "react-router";
import { collectionUrl, eventPhotosUrl } from "@/lib/paths";
import { useSearchSuggestions } from "../api/get-search-suggestions";
import { useFilterParams } from "../lib/use-filter-params";

const photosText = (total: string, one: boolean) => `(${total} ${one ? "photo" : "photos"})`;

/** One kind of suggestion: a label and its links, as a list (phrasing elements: it sits in a paragraph). */
function Group({ label, children }: { label: string; children: ReactNode[] }) {
	const id = useId();
	if (children.length === 0) return null;
	return (
		<span className="mt-3 block">
			<span id={id} className="block text-sm font-medium text-ink-800">
				{label}
			</span>
			{/* biome-ignore lint/a11y/useSemanticElements: inside the empty state's paragraph, where ul is not allowed */}
			<span role="list" aria-labelledby={id} className="mt-1 flex flex-wrap justify-center gap-x-4 gap-y-1">
				{children}
			</span>
		</span>
	);
}

function Item({ to, text, count }: { to: string; text: string; count: string }) {
	return (
		// biome-ignore lint/a11y/useSemanticElements: inside the empty state's paragraph, where li is not allowed
		<span role="listitem">
			<Link
				to={to}
				className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800"
			>
				{text} <span className="font-normal text-ink-600">{count}</span>
			</Link>
		</span>
	);
}

/**
 * Under the empty state of a search that found nothing (issue 28): the query with a word left
 * out, with a close word of the vocabulary, and related collections and events, each a link to
 * results the server counted (with the same filters). Nothing shows while they load, on an
 * error, or when there is nothing to suggest: the empty state's own words stand alone.
 */
export function SearchSuggestionsHint({ q }: { q: string }) {
	const { filters } = useFilterParams();
	const { search } = useLocation();
	const { data } = useSearchSuggestions(q, filters);
	if (!data) return null;
	const { dropped_word, close_words, collections, events }: Suggestions = data;
	if (dropped_word.length + close_words.length + collections.length + events.length === 0) return null;
	/** This page with other words: the filters and sort stay. */
	const withQuery = (words: string) => {
		const params = new URLSearchParams(search);
		params.set("q", words);
		return `?${params}`;
	};
	const one = (n: { total_count: number; total_capped: boolean }) => n.total_count === 1 && !n.total_capped;
	return (
		<span className="block" data-testid="search-suggestions">
			<Group label="Search without a word:">
				{dropped_word.map((s) => (
					<Item key={s.q} to={withQuery(s.q)} text={s.q} count={photosText(formatTotal(s), one(s))} />
				))}
			</Group>
			<Group label="Close words:">
				{close_words.map((s) => (
					<Item key={s.q} to={withQuery(s.q)} text={s.q} count={photosText(formatTotal(s), one(s))} />
				))}
			</Group>
			<Group label="Related collections and events:">
				{[
					...collections.map((c) => (
						<Item
							key={c.id}
							to={collectionUrl(c.id)}
							text={`Collection: ${c.title}`}
							count={photosText(formatCount(c.photo_count), c.photo_count === 1)}
						/>
					)),
					...events.map((e) => (
						<Item
							key={e.id}
							to={eventPhotosUrl(e.id)}
							text={`Event: ${e.name}`}
							count={photosText(formatCount(e.photo_count), e.photo_count === 1)}
						/>
					)),
				]}
			</Group>
		</span>
	);
}

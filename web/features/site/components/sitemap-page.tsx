import type { FilterOptionsResponse } from "@core/contracts/listings";
import { PUBLIC_PAGE_TEXT } from "@core/page-meta";
import { buildTaxonomyLink, type RouteTaxonomyType } from "@core/taxonomy";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCollections } from "@/api/listings/collections-query";
import { useEvents } from "@/api/listings/events-query";
import { useFilterOptions } from "@/api/listings/filter-options-query";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { photoCount } from "@/lib/cart-text";
import { collectionUrl, eventPhotosUrl, paths } from "@/lib/paths";
import { type PageSection, SitePage, type SitePagePath } from "./site-page";

type PagePath = keyof typeof PUBLIC_PAGE_TEXT;

/** One entry of a link list: where it goes, what it says, and how many photos are behind it. */
export type SitemapLink = { key: string; to: string; label: string; count?: number };

/** The public pages by area; a page added to core/page-meta.ts and not placed here lands in "More". */
const PAGE_GROUPS: ReadonlyArray<{ title: string; pages: readonly PagePath[] }> = [
	{
		title: "Browse",
		pages: [paths.photos, paths.popular, paths.newArrivals, paths.search, paths.events, paths.collections],
	},
	{ title: "Licensing", pages: [paths.license, paths.pricing] },
	{ title: "Company", pages: [paths.home, paths.about, paths.contact] },
	{ title: "Legal", pages: [paths.terms, paths.privacy, paths.cookies] },
];

function pageGroups(): Array<{ title: string; pages: readonly PagePath[] }> {
	const placed = new Set<string>(PAGE_GROUPS.flatMap((group) => group.pages));
	// The sitemap does not list itself.
	const rest = (Object.keys(PUBLIC_PAGE_TEXT) as PagePath[]).filter(
		(path) => !placed.has(path) && path !== paths.sitemap,
	);
	return rest.length > 0 ? [...PAGE_GROUPS, { title: "More", pages: rest }] : [...PAGE_GROUPS];
}

const linkClasses =
	"font-medium text-ink-900 underline-offset-2 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";

function LinkList({ label, links }: { label: string; links: readonly SitemapLink[] }) {
	return (
		<ul aria-label={label} className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
			{links.map((link) => (
				<li key={link.key} className="min-w-0 break-words">
					<Link to={link.to} className={linkClasses}>
						{link.label}
					</Link>
					{link.count !== undefined && (
						<span className="ml-2 text-sm text-ink-500">{photoCount(link.count)}</span>
					)}
				</li>
			))}
		</ul>
	);
}

function StaticPages() {
	return (
		<div className="grid gap-8 sm:grid-cols-2">
			{pageGroups().map((group) => (
				<div key={group.title}>
					<h3>{group.title}</h3>
					<ul aria-label={group.title} className="mt-2 space-y-3">
						{group.pages.map((path) => (
							<li key={path}>
								<Link to={path} className={linkClasses}>
									{PUBLIC_PAGE_TEXT[path].title || "Home"}
								</Link>
								<p className="text-sm text-ink-600">{PUBLIC_PAGE_TEXT[path].description}</p>
							</li>
						))}
					</ul>
				</div>
			))}
		</div>
	);
}

/** Loading, error and loaded states of one fetched part; the rest of the page does not wait. */
function Fetched<T>({
	query,
	noun,
	children,
}: {
	query: UseQueryResult<T>;
	/** 'events' → 'Loading events…', 'We could not load the events.' */
	noun: string;
	children: (data: T) => ReactNode;
}) {
	if (query.isPending) {
		return (
			<LoadingStatus label={`Loading ${noun}…`} className="grid gap-2 sm:grid-cols-3">
				{[0, 1, 2, 3, 4, 5].map((i) => (
					<Skeleton key={i} className="h-5" />
				))}
			</LoadingStatus>
		);
	}
	if (query.isError) {
		return (
			<LoadErrorNotice
				title={`We could not load the ${noun}.`}
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	return children(query.data);
}

function taxonomyLinks<V extends { value: string; count: number }>(
	type: RouteTaxonomyType,
	values: readonly V[],
	labelOf: (value: V) => string = (v) => v.value,
): SitemapLink[] {
	return values.flatMap((value) => {
		const link = buildTaxonomyLink(type, value.value);
		const label = labelOf(value);
		// Two states (or cities) of one name are told apart by their parents in the label.
		return link.ok ? [{ key: `${type}:${label}`, to: link.url, label, count: value.count }] : [];
	});
}

const withParent = (value: string, parent: string | null) => (parent ? `${value}, ${parent}` : value);

/** The taxonomy pages the filter values lead to, by kind; a kind with no values is left out. */
export function archiveGroups(
	options: FilterOptionsResponse,
): Array<{ title: string; links: SitemapLink[] }> {
	return [
		{ title: "Decades", links: taxonomyLinks("decade", options.decades) },
		{ title: "Age groups", links: taxonomyLinks("age_group", options.age_groups) },
		{ title: "Ethnicities", links: taxonomyLinks("ethnicity", options.ethnicities) },
		{ title: "Countries", links: taxonomyLinks("country", options.countries) },
		{
			title: "States and provinces",
			links: taxonomyLinks("state", options.states, (s) => withParent(s.value, s.country)),
		},
		{
			title: "Cities",
			links: taxonomyLinks("city", options.cities, (c) => withParent(c.value, c.state ?? c.country)),
		},
	].filter((group) => group.links.length > 0);
}

function Archive() {
	const options = useFilterOptions();
	return (
		<Fetched query={options} noun="decades, places and people">
			{(data) => {
				const groups = archiveGroups(data);
				if (groups.length === 0)
					return <p>No photos are live yet. Check back soon as our collection grows!</p>;
				return groups.map((group) => (
					<div key={group.title}>
						<h3>{group.title}</h3>
						<div className="mt-2">
							<LinkList label={group.title} links={group.links} />
						</div>
					</div>
				));
			}}
		</Fetched>
	);
}

function Events() {
	const events = useEvents();
	return (
		<Fetched query={events} noun="events">
			{(data) =>
				data.events.length === 0 ? (
					<p>No events yet.</p>
				) : (
					<LinkList
						label="Events"
						links={data.events.map((e) => ({
							key: e.id,
							to: eventPhotosUrl(e.id),
							label: e.name,
							count: e.photo_count,
						}))}
					/>
				)
			}
		</Fetched>
	);
}

function Collections() {
	const collections = useCollections();
	return (
		<Fetched query={collections} noun="collections">
			{(data) =>
				data.collections.length === 0 ? (
					<p>No collections yet.</p>
				) : (
					<LinkList
						label="Collections"
						links={data.collections.map((c) => ({
							key: c.id,
							to: collectionUrl(c.id),
							label: c.title,
							count: c.photo_count,
						}))}
					/>
				)
			}
		</Fetched>
	);
}

const SECTIONS: readonly PageSection[] = [
	{ id: "pages", title: "Pages", body: <StaticPages /> },
	{ id: "archive", title: "Photos by decade, place and people", body: <Archive /> },
	{ id: "events", title: "Events", body: <Events /> },
	{ id: "collections", title: "Collections", body: <Collections /> },
];

const RELATED: readonly SitePagePath[] = [paths.photos, paths.search, paths.contact];

/** /sitemap: every public page at once, then every way into the archive as it loads. */
export function SitemapPage() {
	return <SitePage path={paths.sitemap} eyebrow="Company" sections={SECTIONS} wide related={RELATED} />;
}

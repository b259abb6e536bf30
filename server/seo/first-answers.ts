import { apiPaths } from "@core/api-paths";
import type { MeResponse } from "@core/contracts/auth";
import type { PhotoDetail } from "@core/contracts/photos";
import type { SearchResponse } from "@core/contracts/search";
import { filterQuery, readFilters } from "@core/filter-set";
import { answerKey, membershipBatches, membershipQuery, searchQuery } from "@core/first-answers";
import { LISTING_PAGE_SIZE, TAXONOMY_PAGE_SIZE } from "@core/listing-grid";
import type { PageMeta } from "@core/page-meta";
import { canonicalPhotoRef } from "@core/route-params";
import { paths, routePatterns } from "@core/site-paths";
import { hasSearchQuery, resolveSortOrder } from "@core/sort-order";
import type { RouteTaxonomyType } from "@core/taxonomy";
import { taxonomySearch } from "@core/taxonomy-search";
import { HOME_POPULAR_QUERY, POPULAR_TAGS_QUERY } from "@core/tracking";

/**
 * Asks the API, as the visitor (their cookies), for the answer to a GET request: the answer's
 * JSON when it is a 200, else undefined (the app then asks, and shows what it gets).
 */
export type Ask = (url: string) => Promise<unknown>;

/**
 * What a listing page (/photos, the search page with typed words, a taxonomy page) asks for
 * first: its filters and sort as the app reads them from the address, and its page size.
 * Undefined for other pages and for a search without words (it lists nothing until a word is
 * typed).
 */
export function listingRequest(
	page: PageMeta,
	query: URLSearchParams,
): { search: Record<string, string | undefined>; pageSize: number; filters: boolean } | undefined {
	let search: Record<string, string | undefined>;
	let pageSize: number;
	let filters: boolean;
	if (page.route === paths.search) {
		const q = query.get("q")?.trim() ?? "";
		if (!hasSearchQuery(q)) return undefined;
		search = { ...filterQuery(readFilters(query)), q };
		pageSize = LISTING_PAGE_SIZE;
		filters = true;
	} else if (page.route === paths.photos) {
		search = filterQuery(readFilters(query));
		pageSize = LISTING_PAGE_SIZE;
		filters = true;
	} else if (page.route === routePatterns.taxonomy) {
		const { taxonomyType, taxonomyId } = page.params as {
			taxonomyType: RouteTaxonomyType;
			taxonomyId: string;
		};
		search = taxonomySearch(taxonomyType, taxonomyId);
		pageSize = TAXONOMY_PAGE_SIZE;
		filters = false;
	} else return undefined;
	const sort = resolveSortOrder(query.get("sort"), hasSearchQuery(search.q));
	return { search: { ...search, sort }, pageSize, filters };
}

/** The key of a listing page's first search request (with the visit's seed). */
export function listingAnswerKey(
	listing: { search: Record<string, string | undefined>; pageSize: number },
	seed: number,
) {
	return answerKey(
		apiPaths.search,
		searchQuery(listing.search, { offset: 0, limit: listing.pageSize, seed }),
	);
}

/**
 * How long a page waits for its first answers: past it, the page goes out with those that came
 * (the app asks for the rest), so one slow query never holds the page back.
 */
export const FIRST_ANSWERS_BUDGET_MS = 400;

/**
 * The answers to the GET requests the app makes first on this page (core/first-answers.ts), by
 * answerKey: the session and what the header and footer show on every page; a member's admin
 * status, cart count and (a photo page, a listing) cart, licence and wishlist marks; the page's own first
 * results. Only answers the visitor would get themselves: each is asked with their cookies.
 * None at all for a page that does not exist, or without the session's answer (the others were
 * asked as the visitor that answer names, and the app files them under that visitor).
 */
export async function firstAnswers(
	page: PageMeta,
	query: URLSearchParams,
	seed: number | undefined,
	ask: Ask,
	budgetMs = FIRST_ANSWERS_BUDGET_MS,
): Promise<Record<string, unknown>> {
	if (page.status !== 200) return {};
	const answers: Record<string, unknown> = {};
	// An answer that fails is left out: the app asks for it and shows what it gets.
	const take = async (key: string) => {
		const answer = await ask(key).catch(() => undefined);
		if (answer !== undefined) answers[key] = answer;
		return answer;
	};
	const gather = async () => {
		const layout = [
			apiPaths.trending,
			apiPaths.photoCount,
			apiPaths.banner,
			apiPaths.site,
			apiPaths.siteStatus,
		].map(take);
		const listing = listingRequest(page, query);
		const listed =
			listing && seed !== undefined
				? (take(listingAnswerKey(listing, seed)) as Promise<SearchResponse | undefined>)
				: undefined;
		const ownPage: Array<Promise<unknown>> = [];
		if (listing?.filters) ownPage.push(take(apiPaths.filterOptions));
		if (page.route === paths.home) {
			ownPage.push(
				take(answerKey(apiPaths.popularContent, POPULAR_TAGS_QUERY)),
				take(answerKey(apiPaths.popularPhotos, HOME_POPULAR_QUERY)),
				take(apiPaths.backgroundImages),
				take(apiPaths.studioLogos),
			);
		}
		const me = (await take(apiPaths.me)) as MeResponse | undefined;
		// A member's grids and photo page show their cart and wishlists on each photo.
		const saved = (photoIds: string[]) =>
			Promise.all(
				membershipBatches(photoIds).map((batch) =>
					take(answerKey(apiPaths.wishlistMembership, membershipQuery(batch))),
				),
			);
		const photoRef = page.params.photoid ?? page.params.id;
		const photoPage = page.route === routePatterns.photo || page.route === routePatterns.photoUuid;
		const ref = photoPage && photoRef ? canonicalPhotoRef(photoRef) : undefined;
		if (me?.user) {
			ownPage.push(take(apiPaths.isAdmin), take(apiPaths.cartCount));
			// Its cart, and what it licensed or ordered (the marks on cards and on the photo page).
			if (listed || ref) ownPage.push(take(apiPaths.cart), take(apiPaths.myLicences));
			if (listed)
				ownPage.push(listed.then((answer) => answer && saved(answer.photos.map((photo) => photo.id))));
			if (ref)
				ownPage.push(
					take(apiPaths.photo(ref)).then((photo) => {
						if (!photo) return;
						const id = (photo as PhotoDetail).id;
						// Issue 30: the buy box's licensing and holds (with the member's productions),
						// and the continuity lists under the tabs.
						return Promise.all([
							saved([id]),
							take(apiPaths.photoLicensing(id)),
							take(apiPaths.photoContinuity(id)),
							take(apiPaths.projects),
						]);
					}),
				);
		}
		await Promise.all([...layout, ...ownPage, listed]);
	};
	let timer: ReturnType<typeof setTimeout> | undefined;
	await Promise.race([gather(), new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs)))]);
	clearTimeout(timer);
	if (answers[apiPaths.me] === undefined) return {};
	// In one order whatever answered first: the same visitor gets the same page.
	return Object.fromEntries(Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** A listing page's first results, from its answers (for its loading view). */
export function listingPhotos(
	answers: Record<string, unknown>,
	key: string,
): SearchResponse["photos"] | undefined {
	return (answers[key] as SearchResponse | undefined)?.photos;
}

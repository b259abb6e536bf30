/**
 * Every URL the web app uses: pages, route patterns, API endpoints and outside links.
 * Components never spell a path themselves.
 */
import { safeReturnPath } from "@core/return-path";
import { photoUrl } from "@core/route-params";
import { paths, routePatterns } from "@core/site-paths";

export { paths, routePatterns };

/**
 * A path inside this site to return to after signing in, or the fallback. Anything else
 * (another origin, `//host`, `/\\host`, a bare word) is refused so a crafted link cannot send
 * the user away: core/return-path.ts holds the rule, which the server checks as well.
 */
export function safeReturnUrl(value: unknown, fallback: string = paths.profile): string {
	return safeReturnPath(value, fallback);
}

/** The search page for a query; the query is trimmed and an empty one gives the bare page. */
export function searchUrl(query: string): string {
	const q = query.trim();
	return q === "" ? paths.search : `${paths.search}?${new URLSearchParams({ q })}`;
}

/** A family's storefront page. */
export function userUrl(id: string): string {
	return `/user/${encodeURIComponent(id)}`;
}

/** One of the caller's wishlists. */
export function wishlistUrl(id: string): string {
	return `${paths.wishlists}/${encodeURIComponent(id)}`;
}

/** Two to four of a wishlist's photos side by side (issue 28). */
export function wishlistCompareUrl(id: string, photoIds: readonly string[]): string {
	return `${paths.wishlists}/${encodeURIComponent(id)}/compare?photos=${photoIds.map(encodeURIComponent).join(",")}`;
}

/** The read-only page anyone with a wishlist's share link sees. */
export function sharedWishlistUrl(shareCode: string): string {
	return `/shared-wishlist/${encodeURIComponent(shareCode)}`;
}

/** The public page that verifies a licence's or a certificate's code (issue 28): core's, as the certificate prints it. */
export { verifyPath as verifyUrl } from "@core/licence-verification";

/** One of the caller's orders. */
export function orderUrl(id: string): string {
	return `/orders/${encodeURIComponent(id)}`;
}

/** A production's clearance log (issue 26). */
export function projectClearanceUrl(id: string): string {
	return `/projects/${encodeURIComponent(id)}/clearance`;
}

/** A company's workspace (issue 29): members, productions, settings. */
export function companyUrl(id: string): string {
	return `/companies/${encodeURIComponent(id)}`;
}

/** The profile's companies tab (issue 29): the user's company workspaces with their role. */
export const myCompaniesUrl = `${paths.profile}?tab=companies`;

/** A production's page (issue 29): shortlists, orders, licences, spend. */
export function productionUrl(id: string): string {
	return `/productions/${encodeURIComponent(id)}`;
}

/** The page a buyer lands on after checkout; `order` names the order placed. */
export function checkoutSuccessUrl(orderId: string): string {
	return `${paths.checkoutSuccess}?${new URLSearchParams({ order: orderId })}`;
}

/** An admin's view of one order (the orders page with its detail open). */
export function adminOrderUrl(id: string): string {
	return `${paths.adminOrders}?${new URLSearchParams({ order: id })}`;
}

/** An admin's page of one company. */
export function adminCompanyUrl(id: string): string {
	return `${paths.adminCompanies}/${encodeURIComponent(id)}`;
}

/** An admin's editor of one photo. */
export function adminPhotoUrl(id: string): string {
	return `${paths.adminPhotos}/${encodeURIComponent(id)}`;
}

/** An admin's editor of one collection. */
export function adminCollectionUrl(id: string): string {
	return `${paths.adminCollections}/${encodeURIComponent(id)}`;
}

/** The face editor opened on one photo. */
export function adminPhotoFacesUrl(id: string): string {
	return `${paths.adminPhotosFaces}?${new URLSearchParams({ photo: id })}`;
}

/** An admin's page of one family. */
export function adminFamilyUrl(id: string): string {
	return `${paths.adminFamilies}/${encodeURIComponent(id)}`;
}

/** A public collection's page. */
export function collectionUrl(id: string): string {
	return `${paths.collections}/${encodeURIComponent(id)}`;
}

/** An event's photos: the search page filtered by the event (the filter panel shows it ticked). */
export function eventPhotosUrl(id: string): string {
	return `${paths.search}?${new URLSearchParams({ event_ids: id })}`;
}

/** The search page narrowed by filters (for values that have no taxonomy page, such as orientation). */
export function searchFilterUrl(filters: Record<string, string>): string {
	const params = new URLSearchParams(filters);
	const qs = params.toString();
	return qs === "" ? paths.search : `${paths.search}?${qs}`;
}

/** The detail page of a photo: by its number when it has a positive one, else by its uuid. */
export function photoHref(photo: { id: string; photoid: number }): string {
	return photo.photoid > 0 ? photoUrl(photo.photoid) : photoUrl(photo.id);
}

export { apiPaths } from "@core/api-paths";

/** Issue 30: a licence's print files (frame sizes, a movable crop, its download). */
export const licencePrintPattern = "/licences/:itemId/print" as const;

export function licencePrintUrl(itemId: string): string {
	return `/licences/${encodeURIComponent(itemId)}/print`;
}

/** Issue 30's endpoints the pages call: a photo's licensing, the cart's production, an order's files in one ZIP. */
export const licensingApiPaths = {
	/** PUT {project_id}: the production the cart is for; the answer is the cart priced for it. */
	cartProduction: "/api/cart/production",
} as const;

/**
 * Every URL the web app uses: pages, route patterns, API endpoints and outside links.
 * Components never spell a path themselves.
 */
import { photoUrl, type RouteParamPattern } from "@core/route-params";
import { paths } from "@core/site-paths";

export { paths };

/**
 * A path inside this site to return to after signing in, or the fallback. Anything else
 * (another origin, `//host`, a bare word) is refused so a crafted link cannot send the user away.
 */
export function safeReturnUrl(value: unknown, fallback: string = paths.profile): string {
	if (
		typeof value !== "string" ||
		!value.startsWith("/") ||
		value.startsWith("//") ||
		value.startsWith("/\\")
	) {
		return fallback;
	}
	return value;
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

/** The read-only page anyone with a wishlist's share link sees. */
export function sharedWishlistUrl(shareCode: string): string {
	return `/shared-wishlist/${encodeURIComponent(shareCode)}`;
}

/** One of the caller's orders. */
export function orderUrl(id: string): string {
	return `/orders/${encodeURIComponent(id)}`;
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

/** React Router patterns of the parameterised routes; the keys match `ROUTE_PARAM_RULES` in core. */
export const routePatterns = {
	photo: "/photo/:photoid",
	photoUuid: "/photo-uuid/:id",
	user: "/user/:id",
	wishlist: "/wishlists/:id",
	sharedWishlist: "/shared-wishlist/:shareCode",
	collection: "/collections/:id",
	order: "/orders/:id",
	taxonomy: "/taxonomy/:taxonomyType/:taxonomyId",
	adminCompany: "/admin/companies/:id",
	adminPhoto: "/admin/photos/:id",
	adminFamily: "/admin/families/:id",
	adminCollection: "/admin/collections/:id",
} as const satisfies Record<string, RouteParamPattern>;

/** API endpoints, relative to the site (Vite proxies /api to the server in development). */
export const apiPaths = {
	me: "/api/me",
	isAdmin: "/api/me/is-admin",
	authOptions: "/api/auth-options",
	captchaChallenge: "/api/captcha/challenge",
	signInMagicLink: "/api/auth/sign-in/magic-link",
	signInEmail: "/api/auth/sign-in/email",
	/** better-auth serves the OIDC provider as a "social" provider. */
	signInSocial: "/api/auth/sign-in/social",
	requestPasswordReset: "/api/auth/request-password-reset",
	resetPassword: "/api/auth/reset-password",
	signOut: "/api/auth/sign-out",
	/** The contact form: POST a message (the captcha payload in its header). */
	contact: "/api/contact",
	profile: "/api/profile",
	account: "/api/account",
	accountPassword: "/api/account/password",
	accountSignOutOthers: "/api/account/sign-out-others",
	adminAuthConsolidation: "/api/admin/auth-consolidation",
	devMailbox: "/api/dev/mailbox",
	/** The caller's cart: GET the lines and totals, POST one photo, DELETE to clear it. */
	cart: "/api/cart",
	cartCount: "/api/cart/count",
	/** Several photos at once (a whole wishlist). */
	cartItems: "/api/cart/items",
	/** One cart line: PATCH its license, DELETE it. */
	cartItem: (id: string) => `/api/cart/items/${encodeURIComponent(id)}`,
	companies: "/api/companies",
	company: (id: string) => `/api/companies/${encodeURIComponent(id)}`,
	projects: "/api/projects",
	project: (id: string) => `/api/projects/${encodeURIComponent(id)}`,
	projectUse: (id: string) => `/api/projects/${encodeURIComponent(id)}/use`,
	wishlists: "/api/wishlists",
	wishlist: (id: string) => `/api/wishlists/${encodeURIComponent(id)}`,
	wishlistItems: (id: string) => `/api/wishlists/${encodeURIComponent(id)}/items`,
	wishlistItem: (id: string, photoId: string) =>
		`/api/wishlists/${encodeURIComponent(id)}/items/${encodeURIComponent(photoId)}`,
	wishlistMembership: "/api/wishlists/membership",
	wishlistShare: (id: string) => `/api/wishlists/${encodeURIComponent(id)}/share`,
	sharedWishlist: (code: string) => `/api/shared-wishlists/${encodeURIComponent(code)}`,
	accountIntegrity: "/api/account/integrity",
	adminCompanies: "/api/admin/companies",
	adminCompany: (id: string) => `/api/admin/companies/${encodeURIComponent(id)}`,
	adminCompanyLogo: (id: string) => `/api/admin/companies/${encodeURIComponent(id)}/logo`,
	photoCount: "/api/photos/count",
	banner: "/api/banner",
	backgroundImages: "/api/background-images",
	popularPhotos: "/api/popular/photos",
	/** Tracking (issue 8): click batches and beacons, searches to record, popular rows, the Trending strip. */
	trackEvents: "/api/track-events",
	searchAnalytics: "/api/search-analytics",
	popularContent: "/api/popular",
	trending: "/api/trending",
	studioLogos: "/api/studio-logos",
	search: "/api/search",
	events: "/api/events",
	collections: "/api/collections",
	collection: (id: string) => `/api/collections/${encodeURIComponent(id)}`,
	storefront: (id: string) => `/api/storefronts/${encodeURIComponent(id)}`,
	filterOptions: "/api/filter-options",
	taxonomyName: "/api/taxonomy-name",
	/** A photo's page data, by its number or its uuid. */
	photo: (ref: string) => `/api/photos/${encodeURIComponent(ref)}`,
	similarPhotos: (id: string) => `/api/photos/${encodeURIComponent(id)}/similar`,
	similarPeople: (id: string) => `/api/photos/${encodeURIComponent(id)}/similar-people`,
	/** The photo page's Admin tab (admins only): figures, the polled click queue, the issue flags. */
	adminPhotoInsights: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}/insights`,
	adminPhotoClickQueue: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}/click-queue`,
	adminPhotoFlags: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}/flags`,
	/** Checkout: GET what the form may offer, POST to place the order from the cart. */
	checkoutOptions: "/api/checkout/options",
	checkout: "/api/checkout",
	/** The caller's orders and one of them. */
	orders: "/api/orders",
	order: (id: string) => `/api/orders/${encodeURIComponent(id)}`,
	orderInvoicePdf: (id: string) => `/api/orders/${encodeURIComponent(id)}/invoice.pdf`,
	orderCertificatePdf: (id: string) => `/api/orders/${encodeURIComponent(id)}/certificate.pdf`,
	/** The caller's licences; POST a download link for one (short-lived, signed). */
	purchases: "/api/purchases",
	purchaseDownloadLink: (id: string) => `/api/purchases/${encodeURIComponent(id)}/download-link`,
	adminOrders: "/api/admin/orders",
	adminOrder: (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`,
	/** mark_paid, cancel or refund (core/orders.ts ORDER_ACTIONS). */
	adminOrderAction: (id: string, action: string) =>
		`/api/admin/orders/${encodeURIComponent(id)}/${encodeURIComponent(action)}`,
	/** The admin search configuration screen: synonyms, search and click analytics, the click queue. */
	adminSynonyms: "/api/admin/synonyms",
	adminSynonym: (id: string) => `/api/admin/synonyms/${encodeURIComponent(id)}`,
	adminSearchAnalytics: "/api/admin/search-analytics",
	adminClickAnalytics: "/api/admin/click-analytics",
	adminClickQueue: "/api/admin/click-analytics/queue",
	/** The catalogue (issue 9): photos, uploads, CSV metadata, status, suggestions, families, banners. */
	adminPhotos: "/api/admin/photos",
	adminPhoto: (id: string) => `/api/admin/photos/${encodeURIComponent(id)}`,
	adminPhotoUploads: "/api/admin/photos/uploads",
	adminPhotoStatus: "/api/admin/photos/status",
	adminMetadataImport: "/api/admin/photos/metadata-import",
	adminTaxonomySuggest: "/api/admin/taxonomy/suggest",
	adminFamilies: "/api/admin/families",
	adminFamily: (id: string) => `/api/admin/families/${encodeURIComponent(id)}`,
	adminFamilyPortrait: (id: string) => `/api/admin/families/${encodeURIComponent(id)}/portrait`,
	adminBanners: "/api/admin/banners",
	adminBanner: (id: string) => `/api/admin/banners/${encodeURIComponent(id)}`,
	adminBannerPreview: "/api/admin/banners/preview",
	/** Faces and people (issue 9, scope 4). */
	adminFacePhotos: "/api/admin/faces/photos",
	adminPhotoFaces: (photoId: string) => `/api/admin/photos/${encodeURIComponent(photoId)}/faces`,
	adminFace: (id: string) => `/api/admin/faces/${encodeURIComponent(id)}`,
	adminPersons: "/api/admin/persons",
	adminPerson: (id: string) => `/api/admin/persons/${encodeURIComponent(id)}`,
	adminPersonAliases: "/api/admin/person-aliases",
	adminPersonAlias: (personId: string, aliasId: string) =>
		`/api/admin/person-aliases/${encodeURIComponent(personId)}/${encodeURIComponent(aliasId)}`,
	/** Events and collections (issue 9, scope 5). */
	adminEvents: "/api/admin/events",
	adminEvent: (id: string) => `/api/admin/events/${encodeURIComponent(id)}`,
	adminEventMerge: (id: string) => `/api/admin/events/${encodeURIComponent(id)}/merge`,
	adminEventPhotos: (id: string) => `/api/admin/events/${encodeURIComponent(id)}/photos`,
	adminCollections: "/api/admin/collections",
	adminCollection: (id: string) => `/api/admin/collections/${encodeURIComponent(id)}`,
	adminCollectionPhotos: (id: string) => `/api/admin/collections/${encodeURIComponent(id)}/photos`,
} as const;

/** The product's social accounts (not given by the spec; adjust when the real handles exist). */
export const socialLinks = [
	{ name: "Instagram", href: "https://www.instagram.com/snapshotsetdressing" },
	{ name: "Facebook", href: "https://www.facebook.com/snapshotsetdressing" },
	{ name: "LinkedIn", href: "https://www.linkedin.com/company/snapshotsetdressing" },
	{ name: "YouTube", href: "https://www.youtube.com/@snapshotsetdressing" },
] as const;
export type SocialNetwork = (typeof socialLinks)[number]["name"];

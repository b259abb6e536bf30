import type { RouteParamPattern } from "./route-params";

/**
 * The site's page paths (spec section 2, and our own admin catalogue pages). The web app links
 * with them; the server uses them to tell a page from an unknown path (status 404) and to write
 * the sitemap.
 */
export const paths = {
	home: "/",
	about: "/about",
	contact: "/contact",
	privacy: "/privacy",
	terms: "/terms",
	cookies: "/cookies",
	license: "/license",
	pricing: "/pricing",
	photos: "/photos",
	photosFast: "/photos-fast",
	popular: "/popular",
	newArrivals: "/new",
	search: "/search",
	searchTest: "/search-test",
	events: "/events",
	/** Ours (issue 30): the continuity set builder (`?family=` preselects a family). */
	continuity: "/continuity",
	collections: "/collections",
	sitemap: "/sitemap",
	auth: "/auth",
	authLogin: "/auth?mode=login",
	authSignup: "/auth?mode=signup",
	authForgotPassword: "/auth?mode=forgot-password",
	/** Where a bad or expired one-time link lands (the server adds `error=INVALID_TOKEN`). */
	authMagicLinkError: "/auth?mode=magic-link",
	/** Where a failed identity-provider sign-in lands (the server sets `error`). */
	authOidcError: "/auth?error=oidc",
	authResetPassword: "/auth/reset-password",

	profile: "/profile",
	profileWishlists: "/profile?tab=wishlists",
	account: "/account",
	wishlists: "/wishlists",
	cart: "/cart",
	checkout: "/checkout",
	checkoutSuccess: "/checkout/success",
	myPurchases: "/my-purchases",
	/** Ours (issue 27): a family's dashboard, or a member's application to become one. */
	family: "/family",
	/** Where an admin's invitation link lands (`?token=`): it makes the signed-in person a family. */
	familyInvitation: "/family/invitation",
	/** Where a release's signing link lands (`?token=`): no account needed. */
	signRelease: "/sign-release",

	adminEvents: "/admin/events",
	adminCollections: "/admin/collections",
	adminOrders: "/admin/orders",
	adminCompanies: "/admin/companies",
	adminPhotosFaces: "/admin/photos-faces",
	adminAuthConsolidation: "/admin/auth-consolidation",
	adminSearchConfig: "/admin/search-config",
	adminSearchAnalytics: "/admin/search-analytics",
	adminSiteBanner: "/admin/site-banner",
	/** Ours (issue 24): the home page's "Trusted by leading studios" logos. */
	adminStudioLogos: "/admin/studio-logos",
	adminComponents: "/admin/components",
	adminStyleguide: "/admin/styleguide",
	adminPayments: "/admin/payments",
	adminPeopleAliases: "/admin/people-aliases",
	/** Mail that has not gone out (issue 24): retried by the mail queue, or given up. */
	adminMail: "/admin/mail",
	/** Ours (issue 9): the catalogue and its families. */
	adminPhotos: "/admin/photos",
	adminPhotoUpload: "/admin/photos/upload",
	adminFamilies: "/admin/families",
	/** Ours (issue 26): the clearance ledger's review queue of releases. */
	adminReleases: "/admin/releases",
	/** Ours (issue 27): families' photos sent for review, and payouts to families. */
	adminReview: "/admin/review",
	adminPayouts: "/admin/payouts",

	/** Development only: the mail the server kept instead of sending. */
	devMailbox: "/dev/mailbox",
} as const;

/** React Router patterns of the parameterised routes; the patterns are the keys of `ROUTE_PARAM_RULES` (route-params.ts). */
export const routePatterns = {
	photo: "/photo/:photoid",
	photoUuid: "/photo-uuid/:id",
	user: "/user/:id",
	wishlist: "/wishlists/:id",
	/** Ours (issue 28): two to four of a wishlist's photos side by side (`?photos=a,b`). */
	wishlistCompare: "/wishlists/:id/compare",
	sharedWishlist: "/shared-wishlist/:shareCode",
	/** A licence's or certificate's verification page (issue 28): public. */
	verify: "/verify/:code",
	collection: "/collections/:id",
	order: "/orders/:id",
	/** A production's clearance log (issue 26). */
	projectClearance: "/projects/:id/clearance",
	/** Issue 29: a company's workspace (members, productions, settings) and a production's page. */
	company: "/companies/:id",
	production: "/productions/:id",
	/** An invitation link (the token is the secret). */
	invitation: "/invitations/:token",
	taxonomy: "/taxonomy/:taxonomyType/:taxonomyId",
	adminCompany: "/admin/companies/:id",
	adminPhoto: "/admin/photos/:id",
	adminFamily: "/admin/families/:id",
	adminCollection: "/admin/collections/:id",
} as const satisfies Record<string, RouteParamPattern>;

import { type RouteParamPattern, validateRouteParams } from "@core/route-params";
import type { ComponentType } from "react";
import { data, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { HomePage } from "@/features/site/components/home-page";
import { licencePrintPattern, paths, routePatterns } from "@/lib/paths";
import { NotFoundPage, RootErrorFallback, RouteErrorPage } from "./error-pages";
import { RequireAdmin, RequireSignIn } from "./guards";
import { type LayoutHandle, RootLayout } from "./layout";
import { PENDING_PAGE_TITLES, type PendingPath } from "./pending-pages";

/** A page a later issue builds: loaded on demand, it shows its title and 'This page is on its way.' */
function pendingRoute(path: PendingPath): RouteObject {
	return {
		path,
		lazy: async () => {
			const { PendingPage } = await import("@/components/pending-page");
			return { element: <PendingPage title={PENDING_PAGE_TITLES[path]} /> };
		},
	};
}

/** A built page, loaded on demand so the first page of a visit stays small. */
function pageRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
	return { path, lazy: async () => ({ Component: await load() }) };
}

const listingPages = [
	pageRoute(paths.photos, async () => (await import("@/features/search/components/photos-page")).PhotosPage),
	pageRoute(paths.search, async () => (await import("@/features/search/components/search-page")).SearchPage),
	pageRoute(
		paths.popular,
		async () => (await import("@/features/search/components/fixed-order-pages")).PopularPage,
	),
	pageRoute(
		paths.newArrivals,
		async () => (await import("@/features/search/components/fixed-order-pages")).NewArrivalsPage,
	),
	pageRoute(
		paths.photosFast,
		async () => (await import("@/features/search/components/photos-fast-page")).PhotosFastPage,
	),
	pageRoute(
		paths.searchTest,
		async () => (await import("@/features/search/components/search-test-page")).SearchTestPage,
	),
	pageRoute(
		paths.events,
		async () => (await import("@/features/listings/components/events-page")).EventsPage,
	),
	pageRoute(
		paths.collections,
		async () => (await import("@/features/listings/components/collections-page")).CollectionsPage,
	),
	// Issue 30: the continuity set builder; public (its last step asks a guest to sign in).
	pageRoute(
		paths.continuity,
		async () =>
			(await import("@/features/continuity/components/continuity-builder-page")).ContinuityBuilderPage,
	),
];

const authPages = [
	pageRoute(paths.auth, async () => (await import("@/features/auth/components/auth-page")).AuthPage),
	pageRoute(
		paths.authResetPassword,
		async () => (await import("@/features/auth/components/reset-password-page")).ResetPasswordPage,
	),
	// Development only: the server answers 404 in production and the page says so.
	pageRoute(
		paths.devMailbox,
		async () => (await import("@/features/mail/components/mailbox-page")).MailboxPage,
	),
];

const signedInPages = [
	pageRoute(
		paths.profile,
		async () => (await import("@/features/profiles/components/profile-page")).ProfilePage,
	),
	pageRoute(paths.account, async () => (await import("@/features/auth/components/account-page")).AccountPage),
	pageRoute(
		paths.wishlists,
		async () => (await import("@/features/wishlists/components/wishlists-page")).WishlistsPage,
	),
	checkedRoute(
		routePatterns.wishlist,
		async () => (await import("@/features/wishlists/components/wishlist-page")).WishlistPage,
	),
	checkedRoute(
		routePatterns.wishlistCompare,
		async () => (await import("@/features/wishlists/components/wishlist-compare-page")).WishlistComparePage,
	),
	pageRoute(paths.cart, async () => (await import("@/features/cart/components/cart-page")).CartPage),
	pageRoute(
		paths.checkout,
		async () => (await import("@/features/orders/components/checkout-page")).CheckoutPage,
	),
	pageRoute(
		paths.checkoutSuccess,
		async () => (await import("@/features/orders/components/checkout-success-page")).CheckoutSuccessPage,
	),
	pageRoute(
		paths.myPurchases,
		async () => (await import("@/features/orders/components/my-purchases-page")).MyPurchasesPage,
	),
	checkedRoute(
		routePatterns.order,
		async () => (await import("@/features/orders/components/order-page")).OrderPage,
	),
	// Issue 30: a licence's print files.
	{
		...pageRoute(
			licencePrintPattern,
			async () => (await import("@/features/prints/components/print-page")).PrintPage,
		),
		loader: ({ params }: LoaderFunctionArgs) => {
			const check = validateRouteParams(licencePrintPattern, params);
			if (!check.ok) throw data(check.message, { status: 404, statusText: "Not Found" });
			return null;
		},
	},
	pageRoute(paths.family, async () => (await import("./family-page")).FamilyPage),
	checkedRoute(
		routePatterns.projectClearance,
		async () => (await import("@/features/clearance/log/components/clearance-log-page")).ClearanceLogPage,
	),
	// Issue 29: a company's workspace and a production's page, for its members.
	checkedRoute(
		routePatterns.company,
		async () => (await import("@/features/teams/components/company-page")).CompanyPage,
	),
	checkedRoute(
		routePatterns.production,
		async () => (await import("./production-page")).ProductionPageWithActivity,
	),
];

const loadPhotoPage = async () =>
	(await import("@/features/photos/components/photo-detail-page")).PhotoDetailPage;

/**
 * The photo pages (spec section 2) behind their own error boundary: an id that is neither a
 * number nor a uuid is 'Photo Not Found' (checked before the sign-in guard, like every route
 * check), and a page that breaks is 'Photo Detail Error'.
 */
const photoPages: RouteObject = {
	// Loaded with the photo page (which shows the same texts), not with every page.
	lazy: async () => ({
		ErrorBoundary: (await import("@/features/photos/components/photo-errors")).PhotoRouteError,
	}),
	children: [
		{
			element: <RequireSignIn />,
			children: [
				checkedRoute(routePatterns.photo, loadPhotoPage),
				checkedRoute(routePatterns.photoUuid, loadPhotoPage),
			],
		},
	],
};

const adminPages = [
	pageRoute(
		paths.adminAuthConsolidation,
		async () =>
			(await import("@/features/legacy/admin/components/auth-consolidation-page")).AuthConsolidationPage,
	),
	pageRoute(
		paths.adminCompanies,
		async () =>
			(await import("@/features/companies/admin/components/admin-companies-page")).AdminCompaniesPage,
	),
	checkedRoute(
		routePatterns.adminCompany,
		async () => (await import("@/features/companies/admin/components/admin-company-page")).AdminCompanyPage,
	),
	pageRoute(
		paths.adminOrders,
		async () => (await import("@/features/orders/admin/components/admin-orders-page")).AdminOrdersPage,
	),
	pageRoute(
		paths.adminPayments,
		async () => (await import("@/features/orders/admin/components/admin-payments-page")).AdminPaymentsPage,
	),
	// One screen at two addresses (spec section 2); each opens on the tab it is named for.
	...[paths.adminSearchConfig, paths.adminSearchAnalytics].map((path) =>
		pageRoute(
			path,
			async () => (await import("@/features/analytics/admin/components/search-config-page")).SearchConfigPage,
		),
	),
	pageRoute(
		paths.adminPhotos,
		async () => (await import("@/features/catalogue/admin/components/admin-photos-page")).AdminPhotosPage,
	),
	pageRoute(
		paths.adminPhotoUpload,
		async () =>
			(await import("@/features/catalogue/admin/components/admin-photo-upload-page")).AdminPhotoUploadPage,
	),
	checkedRoute(
		routePatterns.adminPhoto,
		async () => (await import("./admin-photo-route")).AdminPhotoWithClearance,
	),
	pageRoute(
		paths.adminFamilies,
		async () => (await import("@/features/families/admin/components/admin-families-page")).AdminFamiliesPage,
	),
	checkedRoute(
		routePatterns.adminFamily,
		async () => (await import("@/features/families/admin/components/admin-family-page")).AdminFamilyPage,
	),
	pageRoute(
		paths.adminMail,
		async () => (await import("@/features/mail/admin/components/admin-mail-page")).AdminMailPage,
	),
	pageRoute(
		paths.adminSiteBanner,
		async () => (await import("@/features/banner/admin/components/site-banner-page")).SiteBannerAdminPage,
	),
	pageRoute(
		paths.adminStudioLogos,
		async () =>
			(await import("@/features/studio-logos/admin/components/studio-logos-page")).StudioLogosAdminPage,
	),
	pageRoute(
		paths.adminPhotosFaces,
		async () => (await import("@/features/people/admin/components/photos-faces-page")).PhotosFacesPage,
	),
	pageRoute(
		paths.adminReview,
		async () => (await import("@/features/submissions/admin/components/review-page")).ReviewPage,
	),
	pageRoute(
		paths.adminPayouts,
		async () => (await import("@/features/earnings/admin/components/payouts-page")).PayoutsPage,
	),
	pageRoute(
		paths.adminReleases,
		async () => (await import("@/features/clearance/admin/components/releases-page")).ReleasesPage,
	),
	pageRoute(
		paths.adminPeopleAliases,
		async () => (await import("@/features/people/admin/components/people-aliases-page")).PeopleAliasesPage,
	),
	pageRoute(
		paths.adminEvents,
		async () => (await import("@/features/curation/admin/components/admin-events-page")).AdminEventsPage,
	),
	pageRoute(
		paths.adminCollections,
		async () =>
			(await import("@/features/curation/admin/components/admin-collections-page")).AdminCollectionsPage,
	),
	checkedRoute(
		routePatterns.adminCollection,
		async () =>
			(await import("@/features/curation/admin/components/admin-collection-page")).AdminCollectionPage,
	),
	pageRoute(
		paths.adminComponents,
		async () => (await import("@/features/design/admin/components/components-page")).ComponentsPage,
	),
	pageRoute(
		paths.adminStyleguide,
		async () => (await import("@/features/design/admin/components/styleguide-page")).StyleguidePage,
	),
];

/**
 * A parameterised route: its parameters are checked (rules in core) before anything renders;
 * a failed check is a 404 whose message the not-found page shows. Without `load` the page is
 * still pending.
 */
function checkedRoute(
	pattern: RouteParamPattern & PendingPath,
	load?: () => Promise<ComponentType>,
): RouteObject {
	return {
		...(load ? pageRoute(pattern, load) : pendingRoute(pattern)),
		loader: ({ params }: LoaderFunctionArgs) => {
			const check = validateRouteParams(pattern, params);
			if (!check.ok) throw data(check.message, { status: 404, statusText: "Not Found" });
			return null;
		},
	};
}

/** The public pages of issue 10: about, policies, the license, pricing, the sitemap and contact. */
const sitePages = [
	// Issue 27: links from mail, opened signed out as often as not; each page says what to do.
	pageRoute(
		paths.familyInvitation,
		async () => (await import("@/features/families/components/family-invitation-page")).FamilyInvitationPage,
	),
	// Issue 29: a company's invitation link, opened signed out as often as not.
	checkedRoute(
		routePatterns.invitation,
		async () => (await import("@/features/teams/components/invitation-page")).InvitationPage,
	),
	// Issue 28: a certificate's verification, opened signed out from its QR code.
	pageRoute(
		routePatterns.verify,
		async () => (await import("@/features/verification/components/verify-page")).VerifyPage,
	),
	pageRoute(
		paths.signRelease,
		async () => (await import("@/features/releases/components/sign-release-page")).SignReleasePage,
	),
	pageRoute(paths.about, async () => (await import("@/features/site/components/about-page")).AboutPage),
	pageRoute(paths.privacy, async () => (await import("@/features/site/components/privacy-page")).PrivacyPage),
	pageRoute(paths.terms, async () => (await import("@/features/site/components/terms-page")).TermsPage),
	pageRoute(paths.cookies, async () => (await import("@/features/site/components/cookies-page")).CookiesPage),
	pageRoute(paths.license, async () => (await import("@/features/site/components/license-page")).LicensePage),
	pageRoute(paths.pricing, async () => (await import("@/features/site/components/pricing-page")).PricingPage),
	pageRoute(paths.sitemap, async () => (await import("@/features/site/components/sitemap-page")).SitemapPage),
	pageRoute(
		paths.contact,
		async () => (await import("@/features/contact/components/contact-page")).ContactPage,
	),
];

const homeHandle: LayoutHandle = { fullBleed: true };

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
	{
		id: "root",
		element: <RootLayout />,
		errorElement: <RootErrorFallback />,
		children: [
			{
				id: "page",
				errorElement: <RouteErrorPage />,
				hydrateFallbackElement: <Spinner />,
				children: [
					{ index: true, element: <HomePage />, handle: homeHandle },
					...authPages,
					...listingPages,
					...sitePages,
					checkedRoute(
						routePatterns.user,
						async () => (await import("@/features/listings/components/storefront-page")).StorefrontPage,
					),
					checkedRoute(
						routePatterns.sharedWishlist,
						async () =>
							(await import("@/features/wishlists/components/shared-wishlist-page")).SharedWishlistPage,
					),
					checkedRoute(
						routePatterns.collection,
						async () => (await import("@/features/listings/components/collection-page")).CollectionPage,
					),
					checkedRoute(
						routePatterns.taxonomy,
						async () => (await import("@/features/search/components/taxonomy-page")).TaxonomyPage,
					),
					photoPages,
					{
						element: <RequireSignIn />,
						children: signedInPages,
					},
					{
						element: <RequireAdmin />,
						children: [
							{
								// Admins only: the layout comes with the first admin page, not with every visit.
								lazy: async () => ({ Component: (await import("./admin-layout")).AdminLayout }),
								children: adminPages,
							},
						],
					},
					{ path: "*", element: <NotFoundPage /> },
				],
			},
		],
	},
];

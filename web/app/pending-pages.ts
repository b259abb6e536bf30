/**
 * Pages that later issues build, with their real titles. Until a feature replaces its entry
 * in routes.tsx, the route renders the shared PendingPage with this title.
 */
import { routePatterns } from "@/lib/paths";

export const PENDING_PAGE_TITLES = {
	[routePatterns.photo]: "Photo",
	[routePatterns.photoUuid]: "Photo",
	[routePatterns.user]: "Family storefront",
	[routePatterns.wishlist]: "Wishlist",
	[routePatterns.wishlistCompare]: "Compare photos",
	[routePatterns.sharedWishlist]: "Shared wishlist",
	[routePatterns.collection]: "Collection",
	[routePatterns.order]: "Order",
	[routePatterns.projectClearance]: "Clearance log",
	[routePatterns.company]: "Company",
	[routePatterns.production]: "Production",
	[routePatterns.invitation]: "Company invitation",
	[routePatterns.taxonomy]: "Photos",
	[routePatterns.adminCompany]: "Company",
	[routePatterns.adminPhoto]: "Photo",
	[routePatterns.adminFamily]: "Family",
	[routePatterns.adminCollection]: "Collection",
} as const;

export type PendingPath = keyof typeof PENDING_PAGE_TITLES;

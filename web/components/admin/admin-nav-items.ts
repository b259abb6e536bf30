import { paths } from "@/lib/paths";

export type AdminNavItem = { label: string; href: string };
export type AdminNavGroup = { title: string; items: readonly AdminNavItem[] };

/** Every admin page, grouped as admins think of their work. */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
	{
		title: "Catalogue",
		items: [
			{ label: "Photos", href: paths.adminPhotos },
			{ label: "Upload", href: paths.adminPhotoUpload },
			{ label: "Families", href: paths.adminFamilies },
			{ label: "Review", href: paths.adminReview },
			{ label: "Photo faces", href: paths.adminPhotosFaces },
			{ label: "People aliases", href: paths.adminPeopleAliases },
			{ label: "Releases", href: paths.adminReleases },
			{ label: "Events", href: paths.adminEvents },
			{ label: "Collections", href: paths.adminCollections },
		],
	},
	{
		title: "Sales",
		items: [
			{ label: "Orders", href: paths.adminOrders },
			{ label: "Payments", href: paths.adminPayments },
			{ label: "Payouts", href: paths.adminPayouts },
			{ label: "Companies", href: paths.adminCompanies },
		],
	},
	{
		title: "Site",
		items: [
			{ label: "Site banner", href: paths.adminSiteBanner },
			{ label: "Studio logos", href: paths.adminStudioLogos },
			{ label: "Search config", href: paths.adminSearchConfig },
			{ label: "Search analytics", href: paths.adminSearchAnalytics },
			{ label: "Auth consolidation", href: paths.adminAuthConsolidation },
			{ label: "Undelivered mail", href: paths.adminMail },
		],
	},
	{
		title: "Design",
		items: [
			{ label: "Components", href: paths.adminComponents },
			{ label: "Style guide", href: paths.adminStyleguide },
		],
	},
];

const ALL_ITEMS = ADMIN_NAV.flatMap((group) => group.items);

/**
 * The nav item of a page: the longest href the path is, or sits under, so that a photo's editor
 * marks Photos while the upload page (itself under /admin/photos) marks Upload, and
 * /admin/photos-faces is not taken for a page under /admin/photos.
 */
export function activeAdminItem(pathname: string): AdminNavItem | null {
	let best: AdminNavItem | null = null;
	for (const item of ALL_ITEMS) {
		const inside = pathname === item.href || pathname.startsWith(`${item.href}/`);
		if (inside && (!best || item.href.length > best.href.length)) best = item;
	}
	return best;
}

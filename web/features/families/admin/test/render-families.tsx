import { routePatterns } from "@/lib/paths";
import { renderRoutes } from "@/test/render-routes";
import { AdminFamiliesPage } from "../components/admin-families-page";
import { AdminFamilyPage } from "../components/admin-family-page";

/** The families pages at a URL; the app's route table reaches them through the admin guard. */
export function renderFamilies(url: string) {
	return renderRoutes(
		[
			{ path: "/admin/families", element: <AdminFamiliesPage /> },
			{ path: routePatterns.adminFamily, element: <AdminFamilyPage /> },
		],
		url,
	);
}

export const FAMILY_ID = "5d7e2c1a-3b4f-4c6d-8e9f-0a1b2c3d4e5f";

export function familyRow(overrides: Record<string, unknown> = {}) {
	return {
		id: FAMILY_ID,
		email: "ruth@example.com",
		first_name: "Ruth",
		storefront_name: "The Okafor Family",
		storefront_bio: "Summers in Lagos and Leeds.",
		location: "Leeds, UK",
		portrait_url: null,
		photo_count: 12,
		live_count: 9,
		sales_count: 3,
		revenue_cents: 45_000,
		created_at: "2025-01-05T10:00:00.000Z",
		...overrides,
	};
}

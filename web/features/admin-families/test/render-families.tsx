import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
import { routePatterns } from "@/lib/paths";
import { createTestQueryClient } from "@/test/render-app";
import { AdminFamiliesPage } from "../components/admin-families-page";
import { AdminFamilyPage } from "../components/admin-family-page";

/**
 * The families pages at a URL with the app's providers (toasts, query client). The app's
 * route table reaches them through the admin guard; this keeps the tests on the pages.
 */
export function renderFamilies(url: string) {
	const queryClient = createTestQueryClient();
	const router = createMemoryRouter(
		[
			{ path: "/admin/families", element: <AdminFamiliesPage /> },
			{ path: routePatterns.adminFamily, element: <AdminFamilyPage /> },
			{ path: "*", element: <p>Elsewhere</p> },
		],
		{ initialEntries: [url] },
	);
	const view = render(
		<AppProviders queryClient={queryClient}>
			<RouterProvider router={router} />
		</AppProviders>,
	);
	return { ...view, router, queryClient };
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

import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
import { createTestQueryClient } from "@/test/render-app";

/**
 * A few pages at a URL with the app's providers (toasts, query client), without the app's
 * route table and its guards: the tests stay on the pages. Any other path shows 'Elsewhere'.
 */
export function renderRoutes(routes: RouteObject[], url: string) {
	const queryClient = createTestQueryClient();
	const router = createMemoryRouter([...routes, { path: "*", element: <p>Elsewhere</p> }], {
		initialEntries: [url],
	});
	const view = render(
		<AppProviders queryClient={queryClient}>
			<RouterProvider router={router} />
		</AppProviders>,
	);
	return { ...view, router, queryClient };
}

import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type InitialEntry, RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
import { createQueryClient } from "@/app/query-client";
import { routes } from "@/app/routes";

/** The app's own query client, without the retry so error states show at once. */
export function createTestQueryClient(): QueryClient {
	const queryClient = createQueryClient();
	const defaults = queryClient.getDefaultOptions();
	queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
	return queryClient;
}

/** The whole app (real routes, guards, layout) at one URL (with navigation state, if given). */
export function renderApp(url: InitialEntry) {
	const queryClient = createTestQueryClient();
	const router = createMemoryRouter(routes, { initialEntries: [url] });
	const view = render(
		<AppProviders queryClient={queryClient}>
			<RouterProvider router={router} />
		</AppProviders>,
	);
	return { ...view, router, queryClient };
}

/** One component with the app's providers and a router around it. */
export function renderWithProviders(ui: ReactNode, { url = "/" }: { url?: string } = {}) {
	const queryClient = createTestQueryClient();
	const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [url] });
	const view = render(
		<AppProviders queryClient={queryClient}>
			<RouterProvider router={router} />
		</AppProviders>,
	);
	return { ...view, router, queryClient };
}

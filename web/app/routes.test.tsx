import { NAVIGATION_MESSAGES } from "@core/navigation-text";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, requestedPaths, signedInAdmin, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";

describe("navigation guard", () => {
	it("sends a signed-out visitor from a members-only page to /auth with the way back", async () => {
		mockApi({ "/api/me": signedOut });
		const { router } = renderApp("/cart?from=header#top");

		await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
		expect(router.state.location.state).toEqual({ returnUrl: "/cart?from=header#top" });
		expect(await screen.findByText(NAVIGATION_MESSAGES.authenticationRequired.title)).toBeTruthy();
		expect(screen.getByText(NAVIGATION_MESSAGES.authenticationRequired.description)).toBeTruthy();
		expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
	});

	it("lets a signed-in member through", async () => {
		mockApi({ "/api/me": signedInMember, "/api/cart/count": { count: 3 } });
		const { router } = renderApp("/checkout");

		expect(await screen.findByRole("heading", { level: 1, name: "Checkout" })).toBeTruthy();
		expect(router.state.location.pathname).toBe("/checkout");
		expect(await screen.findByRole("link", { name: "Cart, 3 items" })).toBeTruthy();
	});

	it("sends a signed-in non-admin away from an admin page to home, and logs the attempt", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		mockApi({ "/api/me": signedInMember, "/api/me/is-admin": { is_admin: false } });
		const { router } = renderApp("/admin/orders");

		await waitFor(() => expect(router.state.location.pathname).toBe("/"));
		expect(await screen.findByText(NAVIGATION_MESSAGES.accessDenied.title)).toBeTruthy();
		expect(screen.getByText(NAVIGATION_MESSAGES.accessDenied.description)).toBeTruthy();
		expect(warn.mock.calls.flat().join(" ")).toContain("/admin/orders");
	});

	it("asks the server, not the session, whether the user is an admin", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const fetchMock = mockApi({ "/api/me": signedInAdmin, "/api/me/is-admin": { is_admin: false } });
		const { router } = renderApp("/admin/site-banner");

		await waitFor(() => expect(router.state.location.pathname).toBe("/"));
		expect(requestedPaths(fetchMock)).toContain("/api/me/is-admin");
		expect(screen.queryByRole("link", { name: "Admin: orders" })).toBeNull();
	});

	it("opens admin pages for admins and shows them the gear button", async () => {
		mockApi({ "/api/me": signedInAdmin, "/api/me/is-admin": { is_admin: true } });
		renderApp("/admin/site-banner");

		expect(await screen.findByRole("heading", { level: 1, name: "Site banner" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Admin: orders" }).getAttribute("href")).toBe("/admin/orders");
	});
});

describe("not-found page", () => {
	it("shows 'Photo Not Found' with the route check's message for an invalid photo id", async () => {
		mockApi({ "/api/me": signedOut });
		const { router } = renderApp("/photo/abc");

		expect(await screen.findByRole("heading", { level: 1, name: "Photo Not Found" })).toBeTruthy();
		expect(screen.getByText("Invalid photoid format - must be numeric")).toBeTruthy();
		expect(router.state.location.pathname).toBe("/photo/abc");
	});

	it("shows the taxonomy check's message for an unsupported type", async () => {
		mockApi({ "/api/me": signedOut });
		renderApp("/taxonomy/flavour/vanilla");

		expect(await screen.findByText("Invalid taxonomyType - not a supported taxonomy")).toBeTruthy();
	});

	it("covers any unknown path, without a check message", async () => {
		mockApi({ "/api/me": signedOut });
		renderApp("/no/such/page");

		expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
		expect(screen.queryByTestId("route-check")).toBeNull();
	});

	it("lets a valid parameter through to the page", async () => {
		mockApi({
			"/api/me": signedOut,
			"/api/shared-wishlists/0123456789": {
				name: "Diner set",
				description: null,
				owner_first_name: null,
				item_count: 0,
				photos: [],
			},
		});
		renderApp("/shared-wishlist/0123456789");

		expect(await screen.findByRole("heading", { level: 1, name: "Diner set" })).toBeTruthy();
	});

	it("refuses a share code of the wrong shape before asking the server", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut });
		renderApp("/shared-wishlist/NOT-A-CODE");

		expect(await screen.findByText("Invalid share code format for parameter: shareCode")).toBeTruthy();
		expect(requestedPaths(fetchMock).some((path) => path.startsWith("/api/shared-wishlists"))).toBe(false);
	});
});

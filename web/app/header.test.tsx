import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { signOutFailureMessage } from "@/api/auth/use-sign-out-action";
import { ApiError } from "@/lib/api-client";
import { apiError, json, mockApi, requestedPaths, signedInMember, signedOut } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { Header } from "./header";

function mainNavLabels(): string[] {
	const nav = screen.getByRole("navigation", { name: "Main" });
	return within(nav)
		.getAllByRole("link")
		.map((link) => link.textContent ?? "");
}

describe("Header", () => {
	it("shows guests Pricing and the sign-in buttons, and asks for no cart count", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut });
		const { queryClient } = renderWithProviders(<Header />);
		await waitFor(() => expect(queryClient.getQueryState(["session"])?.status).toBe("success"));

		expect(mainNavLabels()).toEqual(["Search", "Pricing", "License"]);
		expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth?mode=login");
		expect(screen.getByRole("link", { name: "Create account" }).getAttribute("href")).toBe(
			"/auth?mode=signup",
		);
		expect(screen.getByRole("link", { name: "Cart, 0 items" }).getAttribute("href")).toBe("/cart");
		expect(screen.queryByRole("link", { name: "Admin: orders" })).toBeNull();
		expect(requestedPaths(fetchMock)).toEqual(["/api/me"]);
	});

	it("shows members Wishlists, their first name and their cart count", async () => {
		mockApi({ "/api/me": signedInMember, "/api/cart/count": { count: 1 } });
		renderWithProviders(<Header />);

		expect((await screen.findByRole("link", { name: "Ada" })).getAttribute("href")).toBe("/profile");
		expect(mainNavLabels()).toEqual(["Search", "License", "Wishlists"]);
		expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
		expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toBeTruthy();
	});

	it("opens the mobile menu as a dialog that Escape closes, returning focus to its button", async () => {
		mockApi({ "/api/me": signedInMember, "/api/cart/count": { count: 2 } });
		renderWithProviders(<Header />);
		await screen.findByRole("link", { name: "Ada" });

		const toggle = screen.getByRole("button", { name: "Open menu" });
		expect(toggle.getAttribute("aria-expanded")).toBe("false");
		fireEvent.click(toggle);

		const dialog = await screen.findByRole("dialog", { name: "Menu" });
		expect(toggle.getAttribute("aria-expanded")).toBe("true");
		expect(dialog.contains(document.activeElement)).toBe(true);
		expect(within(dialog).getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/account");
		expect(within(dialog).getByRole("link", { name: /^Cart/ }).getAttribute("href")).toBe("/cart");
		expect(within(dialog).getByRole("button", { name: "Log out" })).toBeTruthy();

		fireEvent.keyDown(dialog, { key: "Escape" });
		expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
		expect(toggle.getAttribute("aria-expanded")).toBe("false");
		expect(document.activeElement).toBe(toggle);
	});

	it("logs out from the mobile menu: home, signed out, and the member's data dropped", async () => {
		let signedIn = true;
		const fetchMock = mockApi({
			"/api/me": () => json(signedIn ? signedInMember : signedOut),
			"/api/me/is-admin": { is_admin: false },
			"/api/cart/count": { count: 2 },
			"/api/auth/sign-out": () => {
				signedIn = false;
				return json({ success: true });
			},
		});
		const { router, queryClient } = renderWithProviders(<Header />, { url: "/wishlists" });
		await screen.findByRole("link", { name: "Cart, 2 items" });

		fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
		fireEvent.click(
			within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("button", { name: "Log out" }),
		);

		expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
		expect(router.state.location.pathname).toBe("/");
		expect(requestedPaths(fetchMock)).toContain("/api/auth/sign-out");
		const memberId = signedInMember.user.id;
		expect(queryClient.getQueryData(["cart", "count", memberId])).toBeUndefined();
		expect(queryClient.getQueryData(["is-admin", memberId])).toBeUndefined();
	});

	it("says so when logging out fails", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockApi({
			"/api/me": signedInMember,
			"/api/auth/sign-out": apiError(503, "SERVICE_UNAVAILABLE", "Sign-out is unavailable right now."),
		});
		renderWithProviders(<Header />);
		await screen.findByRole("link", { name: "Ada" });

		fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
		fireEvent.click(
			within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("button", { name: "Log out" }),
		);

		expect(await screen.findByText("Log out failed")).toBeTruthy();
		expect(screen.getByText("Sign-out is unavailable right now.")).toBeTruthy();
		expect(screen.getByRole("link", { name: "Ada" })).toBeTruthy();
	});

	it("shows the gear to admins, as the server's admin check says", async () => {
		mockApi({ "/api/me": signedInMember, "/api/me/is-admin": { is_admin: true } });
		renderWithProviders(<Header />);
		expect((await screen.findByRole("link", { name: "Admin: orders" })).getAttribute("href")).toBe(
			"/admin/orders",
		);
	});
});

describe("signOutFailureMessage", () => {
	it("gives the server's message, else the spec's fallback", () => {
		expect(signOutFailureMessage(new ApiError(503, "SERVICE_UNAVAILABLE", "Down for a moment"))).toBe(
			"Down for a moment",
		);
		expect(signOutFailureMessage(new TypeError("boom"))).toBe("An unexpected error occurred");
	});
});

describe("the header's way to sign in comes back to the page (issue 28)", () => {
	it("carries the photo page a guest is on to Create account and Sign in", async () => {
		mockApi({ "/api/me": signedOut });
		const { router } = renderWithProviders(<Header />, { url: "/photo/7?license=hero" });

		fireEvent.click(await screen.findByRole("link", { name: "Create account" }));
		expect(router.state.location.pathname).toBe("/auth");
		expect(router.state.location.search).toBe("?mode=signup");
		expect(router.state.location.state).toEqual({ returnUrl: "/photo/7?license=hero" });
		// On /auth the way back stays the photo's: switching to Sign in loses nothing.
		fireEvent.click(screen.getByRole("link", { name: "Sign in" }));
		expect(router.state.location.search).toBe("?mode=login");
		expect(router.state.location.state).toEqual({ returnUrl: "/photo/7?license=hero" });
	});

	it("carries it from the phone menu too", async () => {
		mockApi({ "/api/me": signedOut });
		const { router } = renderWithProviders(<Header />, { url: "/photo/8" });
		await screen.findByRole("link", { name: "Create account" });

		fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
		const dialog = await screen.findByRole("dialog", { name: "Menu" }, { timeout: 5000 });
		fireEvent.click(within(dialog).getByRole("link", { name: "Sign in" }));
		expect(router.state.location.search).toBe("?mode=login");
		expect(router.state.location.state).toEqual({ returnUrl: "/photo/8" });
	}, 15_000);

	it("never carries another site: a crafted way back on /auth becomes the profile", async () => {
		mockApi({ "/api/me": signedOut });
		const { router } = renderWithProviders(<Header />, { url: "/auth?mode=login" });
		await router.navigate("/auth?mode=login", { state: { returnUrl: "//evil.com/photo/1" } });
		fireEvent.click(await screen.findByRole("link", { name: "Create account" }));
		expect(router.state.location.state).toEqual({ returnUrl: "/profile" });
	});
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, requestedPaths, signedInMember, signedOut } from "@/test/api-mock";
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

		const dialog = screen.getByRole("dialog", { name: "Menu" });
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
});

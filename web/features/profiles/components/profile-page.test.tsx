import { AUTH_MESSAGES, PROFILE_MESSAGES } from "@core/auth-text";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { wishlistFixture, wishlistId } from "@/test/wishlist-fixtures";

const profile = {
	id: signedInMember.user.id,
	first_name: "Ada",
	last_name: "Lovelace",
	storefront_name: null,
	needs_password_setup: false,
	agreement_type: "standard",
	updated_at: "2025-03-01T10:00:00.000Z",
};

function field(label: string): HTMLInputElement {
	return screen.getByLabelText(label, { exact: false, selector: "input" }) as HTMLInputElement;
}

describe("/profile", () => {
	it("fills the form from the profile and saves changes, with the success toast", async () => {
		let me = signedInMember;
		const fetchMock = mockApi({
			"/api/me": () => json(me),
			"/api/profile": byMethod({
				GET: { profile },
				PUT: (_url, init) => {
					const body = JSON.parse(String(init?.body));
					me = { user: { ...signedInMember.user, first_name: body.first_name } };
					return json({ profile: { ...profile, ...body, updated_at: "2025-03-02T10:00:00.000Z" } });
				},
			}),
			"/api/cart/count": { count: 0 },
		});
		renderApp("/profile");

		await waitFor(() => expect(field("First name").value).toBe("Ada"));
		expect(field("Last name").value).toBe("Lovelace");
		expect(field("Storefront name").value).toBe("");

		fireEvent.change(field("First name"), { target: { value: "Augusta" } });
		fireEvent.change(field("Storefront name"), { target: { value: "The Byrons" } });
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

		expect(await screen.findByText(PROFILE_MESSAGES.updatedTitle)).toBeTruthy();
		expect(screen.getByText(PROFILE_MESSAGES.updated)).toBeTruthy();
		const puts = sentBodies(fetchMock, "/api/profile").filter(Boolean);
		expect(puts).toEqual([{ first_name: "Augusta", last_name: "Lovelace", storefront_name: "The Byrons" }]);
		// The header's first name comes from the session, which is read again.
		expect(await screen.findByRole("link", { name: "Augusta" })).toBeTruthy();
	});

	it("toasts the failure as destructive, and shows the server's field message", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		mockApi({
			"/api/me": signedInMember,
			"/api/profile": byMethod({
				GET: { profile },
				PUT: apiError(400, "VALIDATION_ERROR", "Invalid profile", {
					storefront_name: "Storefront name contains invalid characters",
				}),
			}),
		});
		renderApp("/profile");
		await waitFor(() => expect(field("First name").value).toBe("Ada"));
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

		const title = await screen.findByText(PROFILE_MESSAGES.failedTitle);
		expect(title.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("error");
		expect(screen.getByText(PROFILE_MESSAGES.failed)).toBeTruthy();
		const storefront = field("Storefront name");
		await waitFor(() => expect(storefront.getAttribute("aria-invalid")).toBe("true"));
		expect(storefront.getAttribute("aria-describedby")).toContain("profile-storefront-name-error");
		expect(screen.getByText("Storefront name contains invalid characters")).toBeTruthy();
		expect(warn).toHaveBeenCalled();
	});

	it("says 'User not authenticated' when the session ended before saving", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockApi({
			"/api/me": signedInMember,
			"/api/profile": byMethod({
				GET: { profile },
				PUT: apiError(401, "UNAUTHORIZED", "Authentication required"),
			}),
		});
		renderApp("/profile");
		await waitFor(() => expect(field("First name").value).toBe("Ada"));
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
		expect(await screen.findByText(PROFILE_MESSAGES.failedTitle)).toBeTruthy();
		expect(screen.getByText(AUTH_MESSAGES.userNotAuthenticated)).toBeTruthy();
	});

	it("checks the names with core's rules before saving", async () => {
		const fetchMock = mockApi({ "/api/me": signedInMember, "/api/profile": byMethod({ GET: { profile } }) });
		renderApp("/profile");
		await waitFor(() => expect(field("First name").value).toBe("Ada"));
		fireEvent.change(field("First name"), { target: { value: "<b>Ada</b>" } });
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

		expect(await screen.findByText("First name contains invalid characters")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/profile").filter(Boolean)).toEqual([]);
	});

	it("asks an account without a password to set one, on /account", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/profile": { profile: { ...profile, needs_password_setup: true } },
		});
		renderApp("/profile");
		expect(await screen.findByText("Your account has no password yet")).toBeTruthy();
		expect(screen.getByRole("link", { name: "account page" }).getAttribute("href")).toBe("/account");
	});

	it("starts an account without a profile row on an empty form", async () => {
		mockApi({ "/api/me": signedInMember, "/api/profile": { profile: null } });
		renderApp("/profile");
		expect(await screen.findByRole("button", { name: "Save changes" })).toBeTruthy();
		expect(field("First name").value).toBe("");
		expect(screen.queryByText("Your account has no password yet")).toBeNull();
	});

	it("opens the wishlists tab from ?tab=wishlists, and links to the account", async () => {
		mockApi({ "/api/me": signedInMember, "/api/profile": { profile } });
		const { router } = renderApp("/profile?tab=wishlists");

		const tab = await screen.findByRole("tab", { name: "Wishlists" });
		expect(tab.getAttribute("aria-selected")).toBe("true");
		expect(screen.getByRole("link", { name: "Open wishlists" }).getAttribute("href")).toBe("/wishlists");
		expect(screen.getByRole("link", { name: "Account settings" }).getAttribute("href")).toBe("/account");

		fireEvent.keyDown(tab, { key: "ArrowLeft" });
		await waitFor(() => expect(router.state.location.search).toBe(""));
		expect(await screen.findByRole("button", { name: "Save changes" })).toBeTruthy();
	});

	it("lists the wishlists compactly in the wishlists tab", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/profile": { profile },
			"/api/wishlists": {
				wishlists: [
					wishlistFixture(1, {
						name: "Kitchen wall",
						project_name: "Pilot",
						company: "Zenith Films",
						item_count: 3,
					}),
					wishlistFixture(2, { name: "Hallway", item_count: 1, share_code: "0123456789" }),
				],
			},
		});
		renderApp("/profile?tab=wishlists");

		const list = await screen.findByRole("list", { name: "Your wishlists" });
		const links = within(list).getAllByRole("link");
		expect(links.map((link) => link.getAttribute("href"))).toEqual([
			`/wishlists/${wishlistId(1)}`,
			`/wishlists/${wishlistId(2)}`,
		]);
		expect(links[0]?.textContent).toContain("3 photos · Pilot · Zenith Films");
		expect(links[1]?.textContent).toContain("Shared");
	});

	it("says how to start a wishlist when the user has none", async () => {
		mockApi({ "/api/me": signedInMember, "/api/profile": { profile }, "/api/wishlists": { wishlists: [] } });
		renderApp("/profile?tab=wishlists");

		expect(await screen.findByText("No wishlists yet")).toBeTruthy();
		expect(screen.getByRole("link", { name: "Browse photos" }).getAttribute("href")).toBe("/photos");
	});

	it("offers a retry when the profile cannot be read", async () => {
		mockApi({ "/api/me": signedInMember, "/api/profile": apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		renderApp("/profile");
		expect(await screen.findByText("We could not load your profile.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});

import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { workspaceFixture } from "@/test/team-fixtures";
import { companyId } from "@/test/wishlist-fixtures";

const profile = {
	id: signedInMember.user.id,
	first_name: "Ada",
	last_name: "Lovelace",
	storefront_name: null,
	needs_password_setup: false,
	agreement_type: "standard",
	updated_at: "2025-03-01T10:00:00.000Z",
};

const harbor = workspaceFixture("owner").company;
const dock = { ...harbor, id: companyId(2), name: "Dock Street Pictures", role: "accounts" as const };

describe("/profile?tab=companies (issue 29)", () => {
	it("lists the user's companies with their role, each linking to its page", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/profile": { profile },
			"/api/cart/count": { count: 0 },
			"/api/companies": { companies: [harbor, dock] },
		});
		renderApp("/profile?tab=companies");
		const list = await screen.findByRole("list", { name: "Your companies" });
		const links = within(list).getAllByRole("link");
		expect(links.map((link) => link.getAttribute("href"))).toEqual([
			`/companies/${companyId(1)}`,
			`/companies/${companyId(2)}`,
		]);
		expect(links[0]?.textContent).toContain("Harbor Films");
		expect(links[0]?.textContent).toContain("Owner");
		expect(links[1]?.textContent).toContain("Accounts");
	});

	it("says how a company comes when there is none, and offers a retry when the list fails", async () => {
		mockApi({ "/api/me": signedInMember, "/api/profile": { profile }, "/api/companies": { companies: [] } });
		const empty = renderApp("/profile?tab=companies");
		expect(await screen.findByText("No companies yet")).toBeTruthy();
		empty.unmount();

		mockApi({
			"/api/me": signedInMember,
			"/api/profile": { profile },
			"/api/companies": apiError(500, "INTERNAL", "x"),
		});
		renderApp("/profile?tab=companies");
		expect(await screen.findByText("We could not load your companies.")).toBeTruthy();
	});

	it("the header's and the phone menu's Companies entries open the tab", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/profile": { profile },
			"/api/cart/count": { count: 0 },
			"/api/companies": { companies: [harbor] },
		});
		const { router } = renderApp("/profile");
		const banner = await screen.findByRole("banner");
		expect((await within(banner).findByRole("link", { name: "Your companies" })).getAttribute("href")).toBe(
			"/profile?tab=companies",
		);
		fireEvent.click(within(banner).getByRole("button", { name: "Open menu" }));
		fireEvent.click(await screen.findByRole("link", { name: "Companies" }));
		expect(router.state.location.search).toBe("?tab=companies");
		expect(await screen.findByRole("list", { name: "Your companies" })).toBeTruthy();
	});
});

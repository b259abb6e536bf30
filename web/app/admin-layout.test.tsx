import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_NAV, activeAdminItem } from "@/components/admin/admin-nav-items";
import { paths } from "@/lib/paths";
import { mockApi, signedInAdmin } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";

const adminApi = {
	"/api/me": signedInAdmin,
	"/api/me/is-admin": { is_admin: true },
	"/api/cart/count": { count: 0 },
};

const adminPagePaths = Object.entries(paths)
	.filter(([key]) => key.startsWith("admin"))
	.map(([, path]) => path);

describe("admin layout", () => {
	it("names every admin page once, grouped", () => {
		const hrefs = ADMIN_NAV.flatMap((group) => group.items.map((item) => item.href));
		expect([...hrefs].sort()).toEqual([...adminPagePaths].sort());
		expect(ADMIN_NAV.map((group) => group.title)).toEqual(["Catalogue", "Sales", "Site", "Design"]);
	});

	it("marks the page a path belongs to, the longest match winning", () => {
		expect(activeAdminItem("/admin/photos")?.label).toBe("Photos");
		expect(activeAdminItem("/admin/photos/7a1d9c40-3b2e-4f5a-8c6d-000000000001")?.label).toBe("Photos");
		expect(activeAdminItem("/admin/photos/upload")?.label).toBe("Upload");
		expect(activeAdminItem("/admin/photos-faces")?.label).toBe("Photo faces");
		expect(activeAdminItem("/admin/companies/abc")?.label).toBe("Companies");
		expect(activeAdminItem("/cart")).toBeNull();
	});

	it("frames an admin page with the sidebar, the page shown marked current", async () => {
		mockApi(adminApi);
		renderApp(paths.adminPhotoUpload);

		expect(await screen.findByRole("heading", { level: 1, name: "Upload photos" })).toBeTruthy();
		const nav = screen.getByRole("navigation", { name: "Admin" });
		const links = within(nav).getAllByRole("link");
		expect(links.map((link) => link.getAttribute("href")).sort()).toEqual([...adminPagePaths].sort());
		const current = links.filter((link) => link.getAttribute("aria-current") === "page");
		expect(current.map((link) => link.textContent)).toEqual(["Upload"]);
		expect(within(nav).getByRole("list", { name: "Sales" })).toBeTruthy();
	});

	it("keeps the newer admin pages inside the frame", async () => {
		mockApi(adminApi);
		renderApp(paths.adminPhotosFaces);

		expect(await screen.findByRole("heading", { level: 1, name: "Photo faces" })).toBeTruthy();
		expect(screen.queryByText("This page is on its way.")).toBeNull();
		const nav = screen.getByRole("navigation", { name: "Admin" });
		expect(within(nav).getByRole("link", { name: "Photo faces" }).getAttribute("aria-current")).toBe("page");
	});

	it("opens the phone menu from its button, and closes it with Escape, focus back on the button", async () => {
		mockApi(adminApi);
		renderApp(paths.adminPhotoUpload);
		// The page's own code is in (its heading shows) before the menu button is taken: a button
		// found while the route still loads may be replaced, and a click on it lost.
		await screen.findByRole("heading", { level: 1 });

		const button = await screen.findByRole("button", { name: /Admin menu/ });
		expect(button.textContent).toContain("Upload");
		expect(button.getAttribute("aria-expanded")).toBe("false");
		fireEvent.click(button);
		expect(button.getAttribute("aria-expanded")).toBe("true");
		const navs = screen.getAllByRole("navigation", { name: "Admin" });
		expect(navs).toHaveLength(2);
		const menuLink = within(navs[0] as HTMLElement).getByRole("link", { name: "Orders" });
		fireEvent.keyDown(menuLink, { key: "Escape" });
		expect(button.getAttribute("aria-expanded")).toBe("false");
		expect(document.activeElement).toBe(button);
		expect(screen.getAllByRole("navigation", { name: "Admin" })).toHaveLength(1);
	});

	it("closes the phone menu when one of its links is followed", async () => {
		mockApi({ ...adminApi, "/api/admin/companies": { companies: [] } });
		const { router } = renderApp(paths.adminPhotoUpload);

		fireEvent.click(await screen.findByRole("button", { name: /Admin menu/ }));
		const menu = screen.getAllByRole("navigation", { name: "Admin" })[0] as HTMLElement;
		fireEvent.click(within(menu).getByRole("link", { name: "Companies" }));
		expect(await screen.findByRole("heading", { level: 1, name: "Companies" })).toBeTruthy();
		expect(router.state.location.pathname).toBe(paths.adminCompanies);
		expect(screen.getByRole("button", { name: /Admin menu/ }).getAttribute("aria-expanded")).toBe("false");
	});
});

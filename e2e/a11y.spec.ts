import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoSeriousViolations } from "./support/axe";
import { cli } from "./support/cli";
import { becomeFamily, scanFile, uploadScan } from "./support/family";
import { newAdmin, signUpByLink } from "./support/session";

/**
 * Issue 10: every page passes axe with no serious or critical violation, on the desktop and the
 * phone projects, for a guest, a member and an admin.
 */
const GUEST_PAGES = [
	"/",
	"/photos",
	"/search?q=birthday",
	"/popular",
	"/new",
	"/events",
	"/collections",
	"/about",
	"/contact",
	"/privacy",
	"/terms",
	"/cookies",
	"/license",
	"/pricing",
	"/sitemap",
	"/auth",
	"/auth?mode=signup",
	"/no/such/page",
	// Issue 27's public pages: a signing link that leads nowhere, an invitation without its token.
	"/sign-release?token=e2e-no-such-token",
	"/family/invitation",
	// Issue 28: a search that finds nothing, with its suggestions; a verification code nobody has.
	"/search?q=birthday%20zzyzx",
	"/verify/ABCDEFGHJKMN",
	// Issue 29: a company invitation link nobody was sent.
	`/invitations/${"e".repeat(43)}`,
	// Issue 30: the continuity set builder before a family is chosen.
	"/continuity",
];
const MEMBER_PAGES = ["/profile", "/account", "/wishlists", "/cart", "/my-purchases"];
const ADMIN_PAGES = [
	"/admin/photos",
	"/admin/photos/upload",
	"/admin/families",
	"/admin/events",
	"/admin/collections",
	"/admin/photos-faces",
	"/admin/people-aliases",
	"/admin/releases",
	"/admin/site-banner",
	"/admin/studio-logos",
	"/admin/mail",
	"/admin/orders",
	"/admin/search-config",
	"/admin/styleguide",
	"/admin/components",
];

test.describe("accessibility", () => {
	test("the public pages, a taxonomy page and a storefront pass axe for a guest", async ({ page }) => {
		test.setTimeout(180_000);
		const options = (await (await page.request.get("/api/filter-options")).json()) as {
			decades: Array<{ value: string }>;
		};
		const pages = [...GUEST_PAGES, `/taxonomy/decade/${options.decades[0]?.value ?? "1970s"}`];
		for (const url of pages) await expectAccessible(page, url);
	});

	test("a member's pages and a photo page pass axe", async ({ page }) => {
		test.setTimeout(180_000);
		await page.goto("/");
		await signUpByLink(page, "Ada");
		const photo = (await (await page.request.get("/api/search?limit=1")).json()).photos[0] as {
			photoid: number;
		};
		// A production of the member's, for its clearance log (issue 26; empty until licences are paid).
		const created = await page.request.post("/api/projects", {
			headers: { origin: new URL(page.url()).origin },
			data: { name: "Axe Check", company: "Harbor Films" },
		});
		expect(created.status()).toBe(201);
		const project = (await created.json()).project.id as string;
		// Issue 29: the project's company is the member's workspace; both have pages.
		const companies = (await (await page.request.get("/api/companies")).json()).companies as Array<{
			id: string;
		}>;
		const company = companies[0]?.id;
		expect(company).toBeTruthy();
		// Issue 30: the set builder with a proposal and a shortlist step for the member.
		const families = (await (await page.request.get("/api/continuity/families")).json()).families as Array<{
			id: string;
		}>;
		expect(families.length).toBeGreaterThan(0);
		for (const url of [
			`/continuity?family=${families[0]?.id}&from=1950s&to=1980s`,
			...MEMBER_PAGES,
			`/photo/${photo.photoid}`,
			`/projects/${project}/clearance`,
			`/companies/${company}`,
			`/companies/${company}?tab=settings`,
			`/productions/${project}`,
		])
			await expectAccessible(page, url);
	});

	test("issue 28's buyer screens pass axe: a selection, the compact cart, a wishlist's notes and compare, the phone's filter sheet", async ({
		page,
		isMobile,
	}) => {
		test.setTimeout(180_000);
		await page.goto("/");
		await signUpByLink(page, "Axton");
		const origin = new URL(page.url()).origin;
		const photos = (await (await page.request.get("/api/search?limit=3&cleared=hero")).json())
			.photos as Array<{
			id: string;
			title: string;
		}>;
		const ids = photos.map((photo) => photo.id);
		expect(ids).toHaveLength(3);

		// Search results with two photos selected: the checkboxes and the selection bar.
		await expectAccessible(page, "/search?cleared=hero");
		const boxes = page.getByRole("checkbox", { name: /^Select / });
		await boxes.first().check();
		await boxes.nth(1).check();
		await expect(page.getByRole("region", { name: "Selection" }).getByText("2 selected")).toBeVisible();
		await expectNoSeriousViolations(page, "/search with a selection");
		if (isMobile) {
			await page.getByRole("button", { name: /^Filters/ }).click();
			await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
			await expectNoSeriousViolations(page, "/search with the filter sheet open");
			await page.keyboard.press("Escape");
		}

		// The cart in its compact view, with a line selected.
		const added = await page.request.post("/api/cart/batch", {
			headers: { origin },
			data: { photo_ids: ids },
		});
		expect(added.ok()).toBe(true);
		await expectAccessible(page, "/cart");
		await page.getByRole("group", { name: "Cart view" }).getByRole("button", { name: "Compact" }).click();
		await page.getByRole("checkbox", { name: `Select ${photos[0]?.title}` }).check();
		await expectNoSeriousViolations(page, "/cart, compact, a line selected");

		// A wishlist with notes, and the compare page.
		const project = await page.request.post("/api/projects", {
			headers: { origin },
			data: { name: "Axe Wishlists", company: "Harbor Films" },
		});
		const created = await page.request.post("/api/wishlists", {
			headers: { origin },
			data: { name: "Living room wall", project_id: (await project.json()).project.id },
		});
		expect(created.status()).toBe(201);
		const wishlist = (await created.json()).wishlist.id as string;
		const filled = await page.request.post(`/api/wishlists/${wishlist}/items/batch`, {
			headers: { origin },
			data: { photo_ids: ids },
		});
		expect(filled.ok()).toBe(true);
		const noted = await page.request.patch(`/api/wishlists/${wishlist}/items/${ids[0]}`, {
			headers: { origin },
			data: { note: "Scene 12, above the piano, 8x10 frame" },
		});
		expect(noted.ok()).toBe(true);
		await expectAccessible(page, `/wishlists/${wishlist}`);
		await expectAccessible(page, `/wishlists/${wishlist}/compare?photos=${ids.join(",")}`);
		await expect(page.getByText("Scene 12, above the piano, 8x10 frame").first()).toBeVisible();
	});

	test("the family side passes axe: the application, a family's dashboard tabs, review and payouts", async ({
		page,
		browser,
	}) => {
		test.setTimeout(240_000);
		const adminContext = await browser.newContext();
		const admin = await adminContext.newPage();
		await newAdmin(admin, "Axa");
		await page.goto("/");
		await signUpByLink(page, "Fern");
		await expectAccessible(page, "/family");

		// A family with one photo sent for review, so the tabs and the review page have content.
		// Each project's run is its own family and photo on the one server.
		const run = Date.now().toString(36);
		await becomeFamily(page, admin, `Axe Check Family ${run}`);
		const photo = await uploadScan(page, await scanFile(`axe-check-porch-${run}.jpg`, 101));
		const origin = new URL(page.url()).origin;
		const described = await page.request.patch(`/api/family/photos/${photo.id}`, {
			headers: { origin },
			data: { decade_taken: "1970s" },
		});
		expect(described.ok()).toBe(true);
		const submitted = await page.request.post("/api/family/submissions", {
			headers: { origin },
			data: { photo_ids: [photo.id] },
		});
		expect(submitted.ok()).toBe(true);
		for (const url of [
			"/family",
			"/family?tab=upload",
			`/family?tab=people&photo=${photo.id}`,
			"/family?tab=earnings",
			"/family?tab=storefront",
		])
			await expectAccessible(page, url);
		await expect(page.getByRole("heading", { level: 1, name: "Family dashboard" })).toBeVisible();
		await expectAccessible(admin, "/admin/review");
		await expect(
			admin.getByRole("article", { name: `#${photo.photoid} axe check porch ${run}` }),
		).toBeVisible();
		await expectAccessible(admin, "/admin/payouts");
		await adminContext.close();
	});

	test("the admin pages pass axe", async ({ page, isMobile }) => {
		test.skip(isMobile, "the admin area is checked once, on the desktop project");
		test.setTimeout(240_000);
		await page.goto("/");
		await signUpByLink(page, "Axel");
		const me = await (await page.request.get("/api/me")).json();
		expect(await cli("grant-admin", me.user.email)).toContain("is now an admin");
		for (const url of ADMIN_PAGES) await expectAccessible(page, url);
	});
});

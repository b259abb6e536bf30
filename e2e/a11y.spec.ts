import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
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

/** Scans the page once its heading is shown; fails with every serious or critical violation. */
async function expectAccessible(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
	// Let lazy parts (grids, lists) settle so they are scanned too.
	await page.waitForLoadState("networkidle");
	const results = await new AxeBuilder({ page })
		.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
		// The style guide's contrast samples show failing pairs on purpose.
		.exclude("[data-contrast-sample]")
		.analyze();
	const serious = results.violations
		.filter((v) => v.impact === "serious" || v.impact === "critical")
		.map((v) => {
			const where = v.nodes.slice(0, 5).map((n) => n.target.join(" "));
			return `${v.id} (${v.impact}): ${v.help} — ${where.join(", ")}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ""}`;
		});
	expect(serious, `${url}\n${serious.join("\n")}`).toEqual([]);
}

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
		for (const url of [...MEMBER_PAGES, `/photo/${photo.photoid}`, `/projects/${project}/clearance`])
			await expectAccessible(page, url);
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

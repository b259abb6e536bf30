import { readFileSync } from "node:fs";
import { DECADES } from "@core/decades";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { adminSettles, placeInvoiceOrder } from "./support/checkout";
import { newAdmin, signUpByLink } from "./support/session";

/**
 * Issue 30's set decorator, from a continuity set to print files: she builds one family across
 * four decades into her production's shortlist, holds two of the photos (a member of another
 * company sees "On hold"), licenses one for hero use with a 6-month exclusivity, upgrades a photo
 * she had licensed for the background to hero, and downloads an 8×10 crop and the order's ZIP.
 */

const SHORTLIST = "Parlour mantel";

async function personIn(browser: import("@playwright/test").Browser, name: string): Promise<Page> {
	const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
	await page.goto("/");
	await signUpByLink(page, name);
	return page;
}

/** A new shortlist for a new production of a new company, from the wishlists page's dialog. */
async function newProductionShortlist(page: Page, shortlist: string, production: string, company: string) {
	await page.goto("/wishlists");
	await page.getByRole("button", { name: "New wishlist" }).first().click();
	const dialog = page.getByRole("dialog");
	await dialog.getByLabel("Wishlist name").fill(shortlist);
	await dialog.getByRole("button", { name: "Create Your First Project" }).click();
	await dialog.getByLabel(/Project name/).fill(production);
	await dialog.getByLabel(/^Company/).fill(company);
	await dialog.getByRole("button", { name: "Create Project" }).click();
	await expect(page.getByText("Project created successfully")).toBeVisible();
	await dialog.getByRole("button", { name: "Create Wishlist" }).click();
	await expect(page.getByRole("dialog")).toBeHidden();
}

/** The links of the photos in the shortlist `name`, in its order. */
async function shortlistPhotoLinks(page: Page, name: string): Promise<string[]> {
	await page.goto("/wishlists");
	await page
		.getByRole("link", { name: new RegExp(name) })
		.first()
		.click();
	const list = page.getByRole("list", { name: "Photos in this wishlist" });
	await expect(list.getByRole("listitem").first()).toBeVisible();
	const hrefs = await list
		.locator('a[href^="/photo/"]')
		.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
	return [...new Set(hrefs)];
}

/**
 * A family and four decades of the demo archive whose set has a photo in every decade, one of them
 * cleared for hero use (the journey licenses it exclusively): asked of the API, so the journey does
 * not depend on how the seed happens to draw its families.
 */
async function fourDecadeSet(page: Page): Promise<{ family: string; from: string; to: string }> {
	const { families } = (await (await page.request.get("/api/continuity/families")).json()) as {
		families: Array<{ id: string; storefront_name: string }>;
	};
	for (const family of families)
		for (let start = 0; start + 3 < DECADES.length; start++) {
			const [from, to] = [DECADES[start] ?? "", DECADES[start + 3] ?? ""];
			const res = await page.request.get(`/api/continuity/sets?family=${family.id}&from=${from}&to=${to}`);
			if (!res.ok()) continue;
			const set = (await res.json()) as {
				decades: Array<{ photo: { id: string; clearance: string } | null }>;
			};
			const photos = set.decades.map((d) => d.photo);
			if (!photos.every((photo) => photo)) continue;
			for (const photo of photos)
				if (photo?.clearance === "hero" && (await exclusivelyLicensable(page, photo.id)))
					return { family: family.storefront_name, from, to };
		}
	throw new Error("no family of the demo archive has four decades with a photo cleared for hero use");
}

/**
 * Whether the journey can license the photo exclusively: no other production holds it, has it
 * exclusively or has a hero licence of it. Other journeys on the shared archive (buyer-day, and its
 * retry) license photos for hero use, so the journey picks one they left free.
 */
async function exclusivelyLicensable(page: Page, photoId: string): Promise<boolean> {
	const res = await page.request.get(`/api/photos/${photoId}/licensing`);
	if (!res.ok()) return false;
	const licensing = (await res.json()) as { hero_block: string | null; exclusive_block: string | null };
	return licensing.hero_block === null && licensing.exclusive_block === null;
}

async function checkOutAndSettle(
	page: Page,
	admin: Page,
	name: string,
	company: string,
): Promise<{ reference: string; orderId: string }> {
	await page.goto("/cart");
	await page
		.getByRole("link", { name: /^Checkout/ })
		.first()
		.click();
	await expect(page).toHaveURL(/\/checkout$/);
	const { reference, orderId } = await placeInvoiceOrder(page, { name, company });
	await adminSettles(admin, reference, "paid", "Paid by wire");
	return { reference, orderId };
}

test.describe("licensing for a set", () => {
	test.describe.configure({ timeout: 300_000 });

	test("a continuity set, two holds, an exclusive hero licence, an upgrade, a crop and the order's ZIP", async ({
		browser,
	}, testInfo) => {
		test.skip(testInfo.project.name !== "desktop", "a desktop journey");
		const production = `Hollow Creek ${testInfo.retry}`;
		const decorator = await personIn(browser, "Delia");
		const other = await personIn(browser, "Otto");
		const admin = await (await browser.newContext()).newPage();
		await newAdmin(admin, "Ada");
		await newProductionShortlist(decorator, SHORTLIST, production, "Eastside Films");
		await newProductionShortlist(other, "Station wall", `Night Train ${testInfo.retry}`, "Westward Pictures");

		// Earlier in the shoot she licensed a photo for the background (paid by invoice).
		const [earlier] = (await (await decorator.request.get("/api/search?limit=1&cleared=hero")).json())
			.photos as Array<{ photoid: number }>;
		await decorator.goto(`/photo/${earlier?.photoid}`);
		await decorator.getByRole("button", { name: "Add to Cart", exact: true }).click();
		await expect(decorator.getByText(/added to your cart/i).first()).toBeVisible();
		await checkOutAndSettle(decorator, admin, "Delia Park", "Eastside Films");

		// A continuity set: one family across four decades, into the shortlist in one step.
		await decorator.goto("/continuity");
		await expect(decorator.getByRole("heading", { level: 1, name: "Build a continuity set" })).toBeVisible();
		const set = await fourDecadeSet(decorator);
		await decorator.getByLabel("Family").selectOption({ label: set.family });
		await decorator.getByLabel("From decade").selectOption(set.from);
		await decorator.getByLabel("To decade").selectOption(set.to);
		await decorator.getByRole("button", { name: "Propose photos" }).click();
		await decorator.getByLabel("Shortlist", { exact: true }).selectOption({ label: SHORTLIST });
		await decorator.getByRole("button", { name: "Add 4 photos to shortlist" }).click();
		await expect(decorator.getByText(/4 photos added/i).first()).toBeVisible();
		await expectNoSeriousViolations(decorator, "the continuity set builder with a proposal");

		// She holds two of them (the first one cleared for hero use, and another); a member of
		// another company sees the first "On hold".
		const links = await shortlistPhotoLinks(decorator, SHORTLIST);
		expect(links).toHaveLength(4);
		const cleared: string[] = [];
		for (const link of links) {
			const photo = await (await decorator.request.get(`/api/photos/${link.split("/").pop()}`)).json();
			if (photo.clearance === "hero" && (await exclusivelyLicensable(decorator, photo.id)))
				cleared.push(link);
		}
		const heldA = cleared[0];
		const heldB = links.find((link) => link !== heldA);
		expect(heldA, "a photo of the set cleared for hero use").toBeTruthy();
		for (const link of [heldA, heldB]) {
			await decorator.goto(link ?? "");
			await decorator.getByRole("button", { name: "Hold photo" }).click();
			await expect(decorator.getByText(new RegExp(`Held for ${production} until`))).toBeVisible();
		}
		await other.goto(heldA ?? "");
		const holdPanel = other.getByTestId("hold-panel");
		await expect(holdPanel.getByText("On hold", { exact: true })).toBeVisible();
		await expect(holdPanel.getByText(/can be licensed for background use, not hero use/)).toBeVisible();
		await expect(other.getByRole("radio", { name: /Hero usage/ })).toBeDisabled();

		// She licenses the first for hero use, exclusive for 6 months ...
		await decorator.goto(heldA ?? "");
		await decorator.getByRole("radio", { name: /Hero usage/ }).check();
		await decorator.getByRole("radio", { name: /Exclusive for 6 months/ }).check();
		await decorator.getByRole("button", { name: "Add to Cart", exact: true }).click();
		await expect(decorator.getByText(/added to your cart/i).first()).toBeVisible();

		// ... and upgrades the background licence to hero from My purchases, in the same order.
		await decorator.goto("/my-purchases");
		const upgrade = decorator.getByRole("button", { name: /^Upgrade to hero/ }).first();
		await upgrade.click();
		await expect(decorator.getByText(/cart/i).first()).toBeVisible();
		const { reference, orderId } = await checkOutAndSettle(decorator, admin, "Delia Park", "Eastside Films");

		// The order lists the exclusivity and the upgrade.
		await decorator.goto(`/orders/${orderId}`);
		await expect(decorator.getByText(/exclusive for 6 months/i).first()).toBeVisible();
		await expect(decorator.getByText(/Upgrades licence SSD-\d{6}-\d+/).first()).toBeVisible();
		// The other production can no longer take the photo for hero use.
		await other.goto(heldA ?? "");
		await expect(other.getByText(/exclusively until/).first()).toBeVisible();

		// Print files: an 8×10 crop of the exclusive photo, and the whole order as a ZIP.
		await decorator
			.getByRole("link", { name: /Print files/ })
			.first()
			.click();
		await expect(decorator).toHaveURL(/\/licences\/[0-9a-f-]{36}\/print/);
		await decorator.getByRole("radio", { name: /^8×10 in/ }).check();
		const cropDownload = decorator.waitForEvent("download");
		await decorator.getByRole("button", { name: "Download crop" }).click();
		const crop = await cropDownload;
		expect(crop.suggestedFilename()).toMatch(/8x10.*\.jpg$/);
		const cropBytes = readFileSync((await crop.path()) ?? "");
		expect(cropBytes.subarray(0, 2).toString("hex")).toBe("ffd8");
		await expectNoSeriousViolations(decorator, "the print files page");

		await decorator.goto(`/orders/${orderId}`);
		const zipDownload = decorator.waitForEvent("download");
		await decorator.getByRole("link", { name: "Download all (ZIP)" }).click();
		const zip = await zipDownload;
		const zipBytes = readFileSync((await zip.path()) ?? "");
		expect(zipBytes.subarray(0, 4).toString("hex")).toBe("504b0304");

		// The archive is shared by the other journeys: the hold is released and the order refunded,
		// which ends the exclusivity, so every photo can be licensed for hero use again.
		await decorator.goto(heldB ?? "");
		await decorator.getByRole("button", { name: "Release hold" }).click();
		await expect(decorator.getByRole("button", { name: "Hold photo" })).toBeVisible();
		await adminSettles(admin, reference, "refund", "End of the journey");
	});
});

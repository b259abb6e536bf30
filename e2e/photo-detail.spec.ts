import { NAVIGATION_MESSAGES } from "@core/navigation-text";
import { taxonomyTitle } from "@core/taxonomy";
import { expect, type Page, test } from "@playwright/test";
import { cli } from "./support/cli";
import { signUpByLink } from "./support/session";

const signIn = (page: Page) => signUpByLink(page, "Viewer");

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** '$1,234.50' as cents. */
function cents(price: string | null): number {
	return Math.round(Number((price ?? "").replace(/[$,]/g, "")) * 100);
}

/** The number of a seeded photo with identified people, read through the API as a member. */
async function photoWithFaces(page: Page): Promise<number> {
	const search = await (await page.request.get("/api/search?limit=60")).json();
	for (const { photoid } of search.photos as Array<{ photoid: number }>) {
		const photo = await (await page.request.get(`/api/photos/${photoid}`)).json();
		if (photo.face_ids.length > 0) return photoid;
	}
	throw new Error("no seeded photo has faces");
}

test.describe("photo page", () => {
	test.skip(({ isMobile }) => isMobile, "flows run once, on the desktop project; the phone test is below");

	test("a member opens a photo from /photos, changes the license, opens every tab and follows a tag", async ({
		page,
	}) => {
		await page.goto("/");
		await signIn(page);

		await page.goto("/photos");
		// A photo cleared for hero use (its card says so), as the license changes to hero usage below.
		const card = page
			.getByRole("list", { name: "All photos" })
			.getByRole("link", { name: /cleared for hero use/ })
			.first();
		await card.click();
		await expect(page).toHaveURL(/\/photo\/\d+$/);
		const title = page.getByRole("heading", { level: 1 });
		await expect(title).toBeVisible();

		// License: hero-usage is 5 times the background-dressing price.
		const price = page.getByTestId("license-price");
		await expect(page.getByRole("radio", { name: /Background dressing/ })).toBeChecked();
		const base = cents(await price.textContent());
		expect(base).toBeGreaterThan(0);
		await page.getByRole("radio", { name: /Hero usage/ }).check();
		await expect(price).toHaveText(usd.format((base * 5) / 100));
		await page.getByRole("radio", { name: /Background dressing/ }).check();
		expect(cents(await price.textContent())).toBe(base);

		// Tabs: similar photos (the default), then the details by keyboard.
		const tabs = page.getByRole("tablist", { name: "More about this photo" });
		const similar = tabs.getByRole("tab", { name: "Similar photos" });
		await expect(similar).toHaveAttribute("aria-selected", "true");
		const panel = page.getByRole("tabpanel");
		await expect(
			panel.getByRole("list", { name: "Similar photos" }).or(panel.getByText("No Similar Photos Found")),
		).toBeVisible();
		await page.getByRole("tab", { name: "Photo details" }).click();
		for (const group of ["Basic info", "Technical details", "People and emotions", "Style and mood"]) {
			await expect(panel.getByRole("heading", { name: group })).toBeVisible();
		}
		await expect(panel.getByText(/^[\d,]+ × [\d,]+ px$/)).toBeVisible();
		await page.getByRole("tab", { name: "Photo details" }).press("Home");
		await expect(similar).toHaveAttribute("aria-selected", "true");
		await expect(similar).toBeFocused();

		// A tag pill opens its taxonomy page.
		const tag = page.getByRole("list", { name: "Tags" }).getByRole("link").first();
		const tagName = (await tag.textContent()) ?? "";
		await tag.click();
		await expect(page).toHaveURL(new RegExp(`/taxonomy/tag/${encodeURIComponent(tagName)}$`));
		await expect(page.getByRole("heading", { level: 1, name: taxonomyTitle("tag", tagName) })).toBeVisible();
		await expect(
			page
				.getByRole("list", { name: taxonomyTitle("tag", tagName) })
				.getByRole("link")
				.first(),
		).toBeVisible();
	});

	test("a photo with people has the Similar people tab, and the zoom viewer works from the keyboard", async ({
		page,
	}) => {
		await page.goto("/");
		await signIn(page);
		const photoid = await photoWithFaces(page);

		await page.goto(`/photo/${photoid}`);
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
		const people = page.getByRole("tab", { name: "Similar people" });
		await people.click();
		await expect(people).toHaveAttribute("aria-selected", "true");
		const panel = page.getByRole("tabpanel");
		await expect(
			panel
				.getByRole("list", { name: "Photos with the same people" })
				.or(panel.getByText("No People Identified")),
		).toBeVisible();

		const zoom = page.getByRole("button", { name: /^Zoom: / });
		await zoom.focus();
		await page.keyboard.press("Enter");
		const viewer = page.getByRole("dialog", { name: /^Photo viewer: / });
		await expect(viewer).toBeVisible();
		await expect(viewer.getByText("100%")).toBeVisible();
		await page.keyboard.press("+");
		await expect(viewer.getByText("150%")).toBeVisible();
		await page.keyboard.press("Escape");
		await expect(viewer).toBeHidden();
		await expect(zoom).toBeFocused();
	});

	test("the buy box's price and Add to Cart are in the first screen at 1440×900 and 390×844, for wide and tall photos", async ({
		page,
	}) => {
		await page.goto("/");
		await signIn(page);
		const search = await (await page.request.get("/api/search?limit=60")).json();
		const rows = search.photos as Array<{ photoid: number; width: number | null; height: number | null }>;
		const wide = rows.find((p) => p.width && p.height && p.width / p.height > 1.05);
		const tall = rows.find((p) => p.width && p.height && p.width / p.height < 0.95);
		const photos = [wide, tall].filter((p) => p !== undefined);
		expect(photos.length).toBeGreaterThan(0);
		for (const viewport of [
			{ width: 1440, height: 900 },
			{ width: 390, height: 844 },
		]) {
			await page.setViewportSize(viewport);
			for (const { photoid } of photos) {
				await page.goto(`/photo/${photoid}`);
				const box = page.getByRole("region", { name: "License and buy" });
				const addToCart = box.getByRole("button", { name: "Add to Cart" });
				const price = box.getByTestId("license-price");
				await expect(addToCart).toBeVisible();
				await expect(box.getByText("Largest print at 300 dpi")).toBeVisible();
				const banner = page.getByRole("region", { name: "Announcement" });
				const bannerHeight = (await banner.isVisible()) ? ((await banner.boundingBox())?.height ?? 0) : 0;
				expect(await page.evaluate(() => window.scrollY)).toBe(0);
				for (const [name, element] of [
					["Add to Cart", addToCart],
					["price", price],
				] as const) {
					const bounds = await element.boundingBox();
					expect(bounds, name).not.toBeNull();
					expect(
						(bounds?.y ?? 0) + (bounds?.height ?? 0),
						`${name} of photo ${photoid} at ${viewport.width}×${viewport.height}`,
					).toBeLessThanOrEqual(viewport.height - bannerHeight);
				}
			}
		}
	});

	test("an id that is neither a number nor a uuid is 'Photo Not Found'", async ({ page }) => {
		await page.goto("/");
		await signIn(page);
		await page.goto("/photo/abc");
		await expect(page.getByRole("heading", { level: 1, name: "Photo Not Found" })).toBeVisible();
		await expect(
			page.getByText("The photo you are looking for does not exist or may have been moved."),
		).toBeVisible();

		// A well-formed number that no photo has is not found either.
		await page.goto("/photo/999999");
		await expect(page.getByRole("heading", { level: 1, name: "Photo Not Found" })).toBeVisible();
	});

	test("an admin toggles an issue flag on the Admin tab and finds it saved after a reload", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Curator");
		const me = await (await page.request.get("/api/me")).json();
		expect(await cli("grant-admin", me.user.email)).toContain("is now an admin");
		const search = await (await page.request.get("/api/search?limit=1")).json();
		const photoid = (search.photos as Array<{ photoid: number }>)[0]?.photoid;
		// The admin check is kept in the page's memory; a fresh load asks the server again.
		await page.goto(`/photo/${photoid}`);
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

		await page.getByRole("tab", { name: "Admin" }).click();
		const panel = page.getByRole("tabpanel", { name: "Admin" });
		await expect(panel.getByRole("heading", { name: "Click analytics" })).toBeVisible();
		await expect(panel.getByRole("heading", { name: "Sales" })).toBeVisible();
		await expect(panel.getByTestId("click-queue-count")).toHaveText(/^\d[\d,]*$/);

		// Other runs may have left the flag either way: flip whatever it is now.
		const flag = panel.getByRole("switch", { name: "Missing faces" });
		const before = (await flag.getAttribute("aria-checked")) === "true";
		const after = String(!before);
		await flag.focus();
		await page.keyboard.press("Space");
		await expect(flag).toHaveAttribute("aria-checked", after);
		await expect(page.getByText("Photo updated")).toBeVisible();
		await expect(page.getByText("Changes saved successfully")).toBeVisible();

		await page.reload();
		await page.getByRole("tab", { name: "Admin" }).click();
		await expect(panel.getByRole("switch", { name: "Missing faces" })).toHaveAttribute("aria-checked", after);
	});

	test("a guest opening a photo is sent to /auth", async ({ page }) => {
		await page.goto("/photo/1");
		await expect(page).toHaveURL(/\/auth$/);
		await expect(page.getByText(NAVIGATION_MESSAGES.authenticationRequired.title)).toBeVisible();
	});
});

test.describe("photo page on a phone", () => {
	test.skip(({ isMobile }) => !isMobile, "phone layout only");

	test("the page fits a phone's width and its tabs switch", async ({ page }) => {
		await page.goto("/");
		await signIn(page);
		await page.goto("/photos");
		// The tile's bottom-right corner: on a small tile the heart and cart buttons cover its middle
		// and top right, and the selection checkbox (issue 28) its bottom left.
		const tile = page
			.getByRole("list", { name: "All photos" })
			.getByRole("link", { name: /cleared for hero use/ })
			.first();
		const box = await tile.boundingBox();
		await tile.click({ position: { x: (box?.width ?? 16) - 8, y: (box?.height ?? 16) - 8 } });
		await expect(page).toHaveURL(/\/photo\//);
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
		await page.getByRole("radio", { name: /Hero usage/ }).check();
		await page.getByRole("tab", { name: "Photo details" }).click();
		await expect(page.getByRole("heading", { name: "Technical details" })).toBeVisible();
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
		expect(overflow).toBeLessThanOrEqual(0);
	});
});

import { expect, type Page, test } from "@playwright/test";
import { signUpByLink } from "./support/session";

/**
 * A page comes with the answers to the app's first requests (core/first-answers.ts): the app
 * draws the page from them without asking the API again. Proves the server names each request
 * exactly as the app makes it (a mismatch would show here as a request).
 */
test.describe("a page's first answers", () => {
	test.skip(({ isMobile }) => isMobile, "the same requests on a phone; run once");

	/**
	 * The API GETs (path and query) the page makes while it loads (tracking posts are not GETs): until it is ready
	 * and, unless it loads more on its own later (`settle: false`), until the network is quiet.
	 */
	async function apiGets(
		page: Page,
		url: string,
		ready: () => Promise<void>,
		{ settle = true }: { settle?: boolean } = {},
	): Promise<string[]> {
		// Whatever the previous page still had under way, or had yet to start (the photo page
		// prefetches Similar people a second after it opens), is not this page's: leave it first.
		await page.goto("about:blank");
		const asked: string[] = [];
		const listen = (request: { method(): string; url(): string }) => {
			const { pathname, search } = new URL(request.url());
			if (request.method() === "GET" && pathname.startsWith("/api/")) asked.push(pathname + search);
		};
		page.on("request", listen);
		await page.goto(url);
		await ready();
		if (settle) await page.waitForLoadState("networkidle");
		page.off("request", listen);
		return asked;
	}

	test("a guest's home, photos, search and taxonomy pages draw without asking the API", async ({ page }) => {
		const home = await apiGets(page, "/", async () => {
			const popular = page.getByRole("region", { name: "Popular photos" });
			await expect(popular.getByRole("link").first()).toBeVisible();
		});
		expect(home).toEqual([]);

		const search = await apiGets(page, "/search?q=birthday", async () => {
			const grid = page.getByRole("list", { name: "Results for birthday" });
			await expect(grid.getByRole("link").first()).toBeVisible();
		});
		expect(search).toEqual([]);

		const decades = (await (await page.request.get("/api/filter-options")).json()) as {
			decades: Array<{ value: string }>;
		};
		const decade = decades.decades[0]?.value;
		expect(decade).toBeTruthy();
		const photos = await apiGets(page, "/photos?decade=1970s", async () => {
			const grid = page.getByRole("list", { name: "All photos" });
			await expect(grid.getByRole("link").first()).toBeVisible();
		});
		expect(photos).toEqual([]);

		const taxonomy = await apiGets(page, `/taxonomy/decade/${decade}`, async () => {
			await expect(page.getByRole("main").getByRole("list").getByRole("link").first()).toBeVisible();
		});
		expect(taxonomy).toEqual([]);
	});

	test("a member's photo page and search page come with their session, cart and wishlists", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Answered");
		const first = (await (await page.request.get("/api/search?q=birthday&limit=1")).json()) as {
			photos: Array<{ id: string; photoid: number; title: string }>;
		};
		const photo = first.photos[0];
		expect(photo).toBeDefined();
		const photoPage = await apiGets(
			page,
			`/photo/${photo?.photoid}`,
			async () => {
				await expect(page.getByRole("heading", { level: 1, name: photo?.title })).toBeVisible();
				await expect(page.getByRole("link", { name: "Answered" })).toBeVisible();
				await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeEnabled();
			},
			{ settle: false },
		);
		// The related photos are not the page's first answers: their tab fetches them itself, and
		// then whether they are in a wishlist. The photo's own wishlist marks came with the page.
		const own = new URLSearchParams({ photo_ids: photo?.id ?? "" }).toString();
		// Below the first screen and loaded when scrolled near: similar photos, and the Clearance
		// section (issue 26), which sits right under the licence panel.
		const related = (url: string) =>
			url.includes("/similar?") ||
			url.endsWith("/clearance") ||
			(url.startsWith("/api/wishlists/membership?") && !url.endsWith(own));
		expect(photoPage.filter((url) => !related(url))).toEqual([]);
		expect(photoPage).not.toContain(`/api/wishlists/membership?${own}`);

		const search = await apiGets(page, "/search?q=birthday", async () => {
			const grid = page.getByRole("list", { name: "Results for birthday" });
			await expect(grid.getByRole("link").first()).toBeVisible();
			await expect(page.getByRole("link", { name: "Answered" })).toBeVisible();
		});
		expect(search).toEqual([]);
	});
});

import { expect, test } from "@playwright/test";

test.describe("home page", () => {
	test("shows the hero, the search box, the popular card, the studio strip and the footer", async ({
		page,
	}, testInfo) => {
		const errors: string[] = [];
		page.on("pageerror", (err) => errors.push(err.message));
		page.on("console", (msg) => {
			if (msg.type() === "error") errors.push(msg.text());
		});

		await page.goto("/");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText(
			"Cleared family photos used to be a real pain in the ass.",
		);
		await expect(
			page.getByText(
				"Access thousands of high-quality vintage family snapshots for your project, available 24/7.",
			),
		).toBeVisible();
		await expect(page.getByPlaceholder("Search for the perfect photo...")).toBeVisible();

		// The card shows the spec's empty texts until photos have been clicked; other tests view photos
		// on the same server, so either state may be the current one (e2e/tracking.spec.ts covers both).
		const popular = page.getByRole("region", { name: "Popular photos" });
		const empty = popular.getByText("No popular photos available yet.");
		await expect(empty.or(popular.getByRole("img").first())).toBeVisible();
		if (await empty.isVisible()) {
			await expect(popular.getByText("Check back soon as our collection grows!")).toBeVisible();
		}
		await expect(popular.getByRole("link", { name: /View all popular photos/ })).toHaveAttribute(
			"href",
			"/popular",
		);

		// The demo archive's invented studios (demo rows an admin manages at /admin/studio-logos).
		await expect(page.getByRole("heading", { name: "Trusted by leading studios" })).toBeVisible();
		const studios = page.getByRole("region", { name: "Trusted by leading studios" });
		await expect(studios.locator("ul:not([aria-hidden]) img[alt]")).toHaveCount(11);

		const footer = page.getByRole("contentinfo");
		// The seeded archive's live-photo count, formatted, replaces 'thousands of'.
		const health = await page.request.get("/api/photos/count");
		const { count } = (await health.json()) as { count: number };
		expect(count).toBeGreaterThan(100);
		await expect(
			footer.getByText(`Browse ${count.toLocaleString("en-US")} vintage family photos`),
		).toBeVisible();
		// No SOCIAL_*_URL is configured for this server: no social links, none invented.
		await expect(footer.getByRole("list", { name: "Social media" })).toHaveCount(0);
		for (const name of [
			"All photos",
			"Collections",
			"Pricing",
			"Popular photos",
			"New arrivals",
			"About us",
			"Contact",
			"Terms of service",
			"Privacy policy",
			"License",
			"Cookie policy",
		]) {
			await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
		}

		await page.screenshot({ path: testInfo.outputPath("home.png"), fullPage: true });
		expect(errors).toEqual([]);
	});

	test("searching from the home page goes to /search with the trimmed text", async ({ page }) => {
		await page.goto("/");
		const box = page.getByPlaceholder("Search for the perfect photo...");
		await box.fill("  birthday cake  ");
		await box.press("Enter");
		await expect(page).toHaveURL(/\/search\?q=birthday\+cake$|\/search\?q=birthday%20cake$/);
	});

	test("an unknown path shows the not-found page and the API answers JSON 404", async ({ page }) => {
		await page.goto("/no/such/page");
		await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
		await expect(page.getByText(/not found/i).first()).toBeVisible();
		const res = await page.request.get("/api/no-such-thing");
		expect(res.status()).toBe(404);
		expect(await res.json()).toEqual({
			error: { code: "NOT_FOUND", message: "No such endpoint: GET /api/no-such-thing" },
		});
	});

	test("a login-required page sends a guest to sign in", async ({ page }) => {
		await page.goto("/cart");
		await expect(page).toHaveURL(/\/auth/);
		await expect(page.getByText("Authentication Required")).toBeVisible();
	});
});

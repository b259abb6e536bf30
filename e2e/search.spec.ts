import { expect, test } from "@playwright/test";

test.describe("search", () => {
	test("a guest sees the first 24 results and the banner, and a card asks them to sign in", async ({
		page,
	}) => {
		await page.goto("/photos");
		await expect(page.getByRole("heading", { level: 1, name: "Photos" })).toBeVisible();
		const grid = page.getByRole("list", { name: "All photos" });
		await expect(grid.getByRole("link")).toHaveCount(24);
		const banner = page.getByRole("region", { name: "Sign in to see more" });
		await expect(banner.getByText(/^You're viewing 24 of \d+ results$/)).toBeVisible();
		await expect(
			banner.getByText("Sign in to access more photos and unlock our full collection"),
		).toBeVisible();
		await expect(banner.getByRole("link", { name: "Sign In" })).toBeVisible();
		await expect(banner.getByRole("link", { name: "Create Account" })).toBeVisible();
		// Scrolling further brings no 25th photo: the server stops at 24 for guests.
		await page.mouse.wheel(0, 20_000);
		await page.waitForTimeout(800);
		await expect(grid.getByRole("link")).toHaveCount(24);

		await grid.getByRole("link").first().click();
		await expect(page).toHaveURL(/\/auth$/);
	});

	test("the search page searches as the visitor types and keeps the query in the address", async ({
		page,
	}) => {
		await page.goto("/search");
		const box = page.getByRole("searchbox").first();
		await box.fill("birthday");
		await expect(page).toHaveURL(/\/search\?q=birthday/);
		await expect(
			page.getByRole("list", { name: "Results for birthday" }).getByRole("link").first(),
		).toBeVisible();
		await page.reload();
		await expect(page.getByRole("searchbox").first()).toHaveValue("birthday");
	});
});

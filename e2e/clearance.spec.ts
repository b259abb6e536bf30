import { HERO_NEEDS_RELEASES } from "@core/clearance";
import { expect, test } from "@playwright/test";
import { signUpByLink } from "./support/session";

test.describe("clearance", () => {
	test.skip(({ isMobile }) => isMobile, "the flow runs once, on the desktop project");

	test("a member filters 'Cleared for hero use', reads a photo's Clearance section and adds it for hero use", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Clea");

		await page.goto("/search");
		await page.getByRole("checkbox", { name: "Cleared for hero use" }).check();
		await expect(page).toHaveURL(/cleared=hero/);
		const results = page.getByRole("list", { name: /Results|All photos|Photos/ }).first();
		const card = results.getByRole("link", { name: /cleared for hero use/ }).first();
		await expect(card).toBeVisible();
		// Every card the filter shows is marked hero.
		const cards = results.getByRole("link");
		const shown = await cards.count();
		expect(await results.getByRole("link", { name: /cleared for hero use/ }).count()).toBe(shown);
		await card.click();
		await expect(page).toHaveURL(/\/photo\/\d+$/);

		const section = page.getByRole("region", { name: "Clearance" });
		await section.scrollIntoViewIfNeeded();
		await expect(section.getByText("Cleared for hero use")).toBeVisible();
		await expect(section.getByText(/Rights held by/)).toBeVisible();
		await expect(section.getByText(/R-\d{6}/).first()).toBeVisible();

		await page.getByRole("radio", { name: /Hero usage/ }).check();
		await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
		await expect(page.getByText("In your cart as Hero usage — change it in the cart")).toBeVisible();
	});

	test("hero usage is unavailable, with the reason, on a photo cleared for background use only", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Bea");
		const search = await (await page.request.get("/api/search?limit=100&sort=newest")).json();
		const background = (search.photos as Array<{ photoid: number; clearance: string }>).find(
			(photo) => photo.clearance === "background",
		);
		if (!background) throw new Error("the demo archive has photos cleared for background use");
		await page.goto(`/photo/${background.photoid}`);
		const hero = page.getByRole("radio", { name: /Hero usage/ });
		await expect(hero).toBeDisabled();
		await expect(page.getByText(`Unavailable: h${HERO_NEEDS_RELEASES.slice(1)}.`)).toBeVisible();
		// The server says the same to a request that skips the page.
		const origin = new URL(page.url()).origin;
		const res = await page.request.post("/api/cart", {
			headers: { origin },
			data: {
				photo_id: (await (await page.request.get(`/api/photos/${background.photoid}`)).json()).id,
				license_type: "hero-usage",
			},
		});
		expect(res.status()).toBe(422);
	});
});

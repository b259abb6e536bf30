import { expect, test } from "@playwright/test";
import { signUpByLink } from "./support/session";

test.describe("cart", () => {
	test("a member adds a photo from a card, prices it as hero usage on /cart, and reaches the 5% tier at 26 photos", async ({
		page,
	}) => {
		await page.goto("/");
		await signUpByLink(page, "Cato");
		// Photos cleared for hero use (issue 26): the licence below changes to hero usage.
		await page.goto("/search?cleared=hero");
		const grid = page.getByRole("list", { name: "Photos", exact: true });
		const card = grid.getByRole("listitem").first();
		await card.hover();
		await card.getByRole("button", { name: /^Add to Cart: / }).click();
		await expect(page.getByText("Photo added to your cart successfully")).toBeVisible();
		await expect(card.getByRole("button", { name: /^In Cart: / })).toBeVisible();

		// The card's button now leads to the cart.
		await card.hover();
		await card.getByRole("button", { name: /^In Cart: / }).click();
		await expect(page).toHaveURL(/\/cart$/);
		const lines = page.getByRole("list", { name: "Photos in your cart" });
		await expect(lines.getByRole("listitem")).toHaveCount(1);
		const summary = page.getByRole("region", { name: "Summary" });
		const totalBefore = await summary.getByText(/^\$/).last().textContent();
		await lines.getByLabel(/^License for /).selectOption("hero-usage");
		await expect(summary.getByText(/^\$/).last()).not.toHaveText(totalBefore ?? "");
		const price = (s: string | null) => Number((s ?? "").replace(/[^0-9.]/g, ""));
		await expect
			.poll(async () => price(await summary.getByText(/^\$/).last().textContent()))
			.toBeCloseTo(price(totalBefore) * 5, 2);
		await expect(page.getByText("Add 24 more photos to save 5%")).toBeVisible();

		// 25 more through the API the buttons use: the 5% tier and the hint for 10%.
		const res = await page.request.get("/api/search?sort=newest&limit=60");
		const ids = ((await res.json()).photos as Array<{ id: string }>).map((p) => p.id);
		const origin = new URL(page.url()).origin;
		let added = 0;
		for (const id of ids) {
			if (added === 25) break;
			const r = await page.request.post("/api/cart", { headers: { origin }, data: { photo_id: id } });
			if (r.status() === 201) added++;
		}
		expect(added).toBe(25);
		await page.reload();
		await expect(lines.getByRole("listitem")).toHaveCount(26);
		await expect(page.getByText("5% volume discount")).toBeVisible();
		await expect(page.getByText("Add 24 more photos to save 10%")).toBeVisible();

		// Clear, after a confirmation.
		await summary.getByRole("button", { name: "Clear cart" }).click();
		await page.getByRole("dialog").getByRole("button", { name: "Clear cart" }).click();
		await expect(page.getByText("All photos removed from your cart")).toBeVisible();
		await expect(page.getByText("Your cart is empty")).toBeVisible();
	});
});

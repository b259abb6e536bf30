import { PHOTO_DEFAULT_PRICE_CENTS } from "@core/contracts/catalogue";
import { DISCOUNT_TIERS } from "@core/pricing";
import { fullTitle } from "@core/site-name";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";

/** '$2,254.00', written out here rather than with the app's formatter. */
const usd = (cents: number) =>
	`$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function openPricing() {
	mockApi({ "/api/me": signedOut });
	renderApp("/pricing");
	await screen.findByRole("heading", { level: 1, name: "Pricing" });
	return within(screen.getByRole("main"));
}

/** A row's header and data cells, as read. */
const cells = (row: HTMLElement) =>
	Array.from(row.querySelectorAll("th, td"), (cell) => (cell.textContent ?? "").trim());

describe("/pricing", () => {
	it("has its title, its sections in order, and links to the licence and the photos", async () => {
		const main = await openPricing();
		await waitFor(() => expect(document.title).toBe(fullTitle("Pricing")));
		expect(main.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
			"Two licences, one price rule",
			"Volume discounts",
			"A worked example",
			"Paying",
		]);
		expect(main.getByRole("link", { name: "license" }).getAttribute("href")).toBe("/license");
		expect(main.getByRole("link", { name: "Browse the photos" }).getAttribute("href")).toBe("/photos");
	});

	it("prices hero usage at five times background dressing", async () => {
		const main = await openPricing();
		const rows = within(main.getByRole("region", { name: "Licence prices" }))
			.getAllByRole("row")
			.slice(1)
			.map(cells);
		expect(rows.map((r) => r.slice(1))).toEqual([
			["The photo's price", usd(PHOTO_DEFAULT_PRICE_CENTS)],
			["5 × the photo's price", usd(PHOTO_DEFAULT_PRICE_CENTS * 5)],
		]);
	});

	it("lists every volume tier of core's DISCOUNT_TIERS, with the range up to the next", async () => {
		const main = await openPricing();
		const table = within(main.getByRole("region", { name: "Volume discount tiers" }));
		const rows = table.getAllByRole("row").slice(1).map(cells);
		const first = DISCOUNT_TIERS[0]?.min_items;
		expect(rows).toEqual([
			[`Fewer than ${first} photos`, "None"],
			...DISCOUNT_TIERS.map((tier, i) => {
				const next = DISCOUNT_TIERS[i + 1];
				const range = next
					? `${tier.min_items} to ${next.min_items - 1} photos`
					: `${tier.min_items} or more photos`;
				return [range, `${tier.percent}%`];
			}),
		]);
	});

	it("works the example through: 30 photos at the starting price, 4 of them hero", async () => {
		const main = await openPricing();
		const price = PHOTO_DEFAULT_PRICE_CENTS;
		const background = 26 * price;
		const hero = 4 * price * 5;
		const subtotal = background + hero;
		const tier = [...DISCOUNT_TIERS].reverse().find((t) => 30 >= t.min_items);
		const next = DISCOUNT_TIERS.find((t) => 30 < t.min_items);
		if (!tier || !next) throw new Error("the example expects a tier reached and one above it");
		const discount = Math.round((subtotal * tier.percent) / 100);
		// Shared in proportion to value; both groups' shares are whole cents at these prices.
		const heroShare = Math.round((discount * hero) / subtotal);

		const example = within(main.getByRole("region", { name: "Worked example" }));
		expect(example.getAllByRole("row").slice(1).map(cells)).toEqual([
			[
				"Background dressing",
				"26",
				usd(price),
				usd(background),
				`−${usd(discount - heroShare)}`,
				usd(background - discount + heroShare),
			],
			["Hero usage", "4", usd(price * 5), usd(hero), `−${usd(heroShare)}`, usd(hero - heroShare)],
			["Cart", "30", "", usd(subtotal), `−${usd(discount)}`, usd(subtotal - discount)],
		]);

		const summary = within(main.getByText("Tier reached").closest("dl") as HTMLElement);
		const pairs = summary
			.getAllByRole("term")
			.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
		expect(pairs).toEqual([
			["Subtotal (30 photos)", usd(subtotal)],
			["Tier reached", `${tier.percent}% volume discount (${tier.min_items} or more photos)`],
			["Discount", `−${usd(discount)}`],
			["Total", usd(subtotal - discount)],
			["Next tier", `Add ${next.min_items - 30} more photos to save ${next.percent}%`],
		]);
	});
});

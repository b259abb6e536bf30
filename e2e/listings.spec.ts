import { END_TITLE } from "@core/listing-text";
import { ROUTE_TAXONOMY_TYPES, type RouteTaxonomyType, taxonomyTitle } from "@core/taxonomy";
import { expect, type Page, test } from "@playwright/test";
import { signUpByLink } from "./support/session";

type Facet = { value: string; count: number };
type FilterOptions = {
	decades: Facet[];
	ethnicities: Facet[];
	age_groups: Facet[];
	countries: Facet[];
	states: Facet[];
	cities: Facet[];
};

const signIn = (page: Page) => signUpByLink(page, "Lister");

async function total(page: Page, query: Record<string, string>): Promise<number> {
	const res = await page.request.get(`/api/search?${new URLSearchParams({ ...query, limit: "1" })}`);
	return (await res.json()).total_count as number;
}

/** The first value of a list that has live photos for the filter. */
async function firstWithPhotos(page: Page, key: string, values: readonly string[]): Promise<string> {
	for (const value of values) if ((await total(page, { [key]: value })) > 0) return value;
	throw new Error(`no ${key} with photos among ${values.join(", ")}`);
}

test.describe("browsing", () => {
	test.skip(({ isMobile }) => isMobile, "flows run once, on the desktop project; the phone test is below");

	test("a member filters /photos by decade and country, scrolls to the end, and reloads with the filters", async ({
		page,
	}) => {
		await page.goto("/");
		await signIn(page);
		const options = (await (await page.request.get("/api/filter-options")).json()) as FilterOptions;
		// The pair with the most photos, so the grid has something to scroll through.
		let best = { decade: "", country: "", n: 0 };
		for (const decade of options.decades.slice(0, 5)) {
			for (const country of options.countries.slice(0, 3)) {
				const n = await total(page, { decade: decade.value, country: country.value });
				if (n > best.n) best = { decade: decade.value, country: country.value, n };
			}
		}
		expect(best.n).toBeGreaterThan(0);

		await page.goto("/photos");
		const panel = page.getByRole("region", { name: "Filters" });
		await panel.getByLabel("Decade").selectOption(best.decade);
		await panel.getByLabel("Country").selectOption(best.country);
		await expect(page).toHaveURL(
			new RegExp(`decade=${best.decade}.*country=${encodeURIComponent(best.country).replace(/%20/g, "\\+")}`),
		);
		const grid = page.getByRole("list", { name: "All photos" });
		const end = page.getByText(END_TITLE);
		await expect(async () => {
			await page.mouse.wheel(0, 5000);
			await expect(end).toBeVisible({ timeout: 1000 });
		}).toPass({ timeout: 15_000 });
		await expect(grid.getByRole("link")).toHaveCount(best.n);
		await expect(page.getByText(`Showing all ${best.n} photos`)).toBeVisible();

		await page.reload();
		await expect(panel.getByLabel("Decade")).toHaveValue(best.decade);
		await expect(panel.getByLabel("Country")).toHaveValue(best.country);
		await expect(page.getByText(new RegExp(`^Showing 1-\\d+ of ${best.n} photos$`))).toBeVisible();

		// Back undoes the last filter.
		await page.goBack();
		await expect(panel.getByLabel("Country")).toHaveValue("");
		await expect(panel.getByLabel("Decade")).toHaveValue(best.decade);
		await panel.getByRole("button", { name: "Clear filters" }).click();
		await expect(page).toHaveURL(/\/photos$/);
	});

	test("every taxonomy type's page shows its title and photos", async ({ page }) => {
		await page.goto("/");
		const options = (await (await page.request.get("/api/filter-options")).json()) as FilterOptions;
		const first = (await (await page.request.get("/api/search?limit=1")).json()).photos[0];
		const values: Record<RouteTaxonomyType, [id: string, name: string]> = {
			creator: [first.user_id, first.storefront_name],
			tag: ["", ""],
			decade: [options.decades[0]?.value ?? "", ""],
			ethnicity: [options.ethnicities[0]?.value ?? "", ""],
			age_group: [options.age_groups[0]?.value ?? "", ""],
			location: [options.states[0]?.value ?? "", ""],
			city: [options.cities[0]?.value ?? "", ""],
			state: [options.states[0]?.value ?? "", ""],
			country: [options.countries[0]?.value ?? "", ""],
			image_style: [
				await firstWithPhotos(page, "image_style", [
					"Black and white",
					"Sepia",
					"Vivid colour",
					"Kodachrome",
				]),
				"",
			],
			color_and_mood: [
				await firstWithPhotos(page, "color_and_mood", [
					"Warm and nostalgic",
					"Cool and calm",
					"High contrast",
				]),
				"",
			],
		};
		values.tag = [await firstWithPhotos(page, "tag", ["family", "vintage", "snapshot", "outdoors"]), ""];

		for (const type of ROUTE_TAXONOMY_TYPES) {
			const [id, name] = values[type];
			const title = taxonomyTitle(type, name || id);
			await page.goto(`/taxonomy/${type}/${encodeURIComponent(id)}`);
			await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
			await expect(page.getByRole("list", { name: title }).getByRole("link").first()).toBeVisible();
			await expect(page.getByText(/^\d+ of \d+ photos$/)).toBeVisible();
			await expect(
				page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Photos" }),
			).toBeVisible();
		}
	});

	test("/events opens an event's photos, and /collections opens a collection", async ({ page }) => {
		await page.goto("/events");
		const events = page.getByRole("list", { name: "Events" });
		const event = events
			.getByRole("link")
			.filter({ hasText: /[1-9]\d* photos?$/ })
			.first();
		const eventName = (await event.getByRole("heading").textContent()) ?? "";
		await event.click();
		await expect(page).toHaveURL(/\/search\?event_ids=[0-9a-f-]{36}$/);
		await expect(page.getByRole("list", { name: "Photos" }).getByRole("link").first()).toBeVisible();
		await expect(
			page.getByRole("region", { name: "Filters" }).getByRole("checkbox", { name: new RegExp(eventName) }),
		).toBeChecked();

		await page.goto("/collections");
		const collection = page.getByRole("list", { name: "Collections" }).getByRole("link").first();
		const title = (await collection.getByRole("heading").textContent()) ?? "";
		await collection.click();
		await expect(page).toHaveURL(/\/collections\/[0-9a-f-]{36}$/);
		await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
		await expect(
			page
				.getByRole("list", { name: `Photos in ${title}` })
				.getByRole("link")
				.first(),
		).toBeVisible();
	});
});

test.describe("browsing on a phone", () => {
	test.skip(({ isMobile }) => !isMobile, "phone layout only");

	test("the filters open as a sheet whose Show results button applies them, and a chip removes one", async ({
		page,
	}) => {
		await page.goto("/photos");
		const toggle = page.getByRole("button", { name: /^Filters/ });
		await toggle.click();
		const sheet = page.getByRole("dialog", { name: "Filters" });
		await expect(sheet).toBeVisible();
		await sheet.getByLabel("Orientation").selectOption("vertical");
		// The choice waits in the sheet until applied; the button counts what it would show.
		await expect(page).not.toHaveURL(/orientation=vertical/);
		const show = sheet.getByRole("button", { name: /^Show \d[\d,]* results?$/ });
		await expect(show).toBeVisible();
		await show.click();
		await expect(sheet).toBeHidden();
		await expect(page).toHaveURL(/orientation=vertical/);
		await expect(toggle).toContainText("1");
		await expect(page.getByRole("list", { name: "All photos" }).getByRole("link").first()).toBeVisible();
		// The active filter shows as a chip that removes itself.
		await page.getByRole("button", { name: "Remove filter Orientation: Vertical" }).click();
		await expect(page).not.toHaveURL(/orientation=vertical/);
		await expect(page.getByRole("list", { name: "Active filters" })).toBeHidden();
	});
});

import { BOOT_VIEW_TILES, listingBootView } from "@core/boot-view";
import { describe, expect, it } from "vitest";
import { PhotoGrid } from "@/components/photo-listing/photo-grid";
import { mockApi, signedOut } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { photoFixture } from "@/test/search-fixtures";

/**
 * The server paints the search page's first photos before the app runs (core/boot-view.ts).
 * Each tile it paints must have the size the page's grid then gives it (a larger tile later
 * would be a new largest paint), so the loading view's grid is built like PhotoGrid's.
 */
const shapes = [
	{ width: 600, height: 400 },
	{ width: 400, height: 600 },
	{ width: 5000, height: 500 },
	{ width: null, height: null },
	{ width: 800, height: 800 },
];
const photos = Array.from({ length: 30 }, (_, n) =>
	photoFixture(n + 1, {
		...shapes[n % shapes.length],
		...(n === 3 ? { thumbnail_url: null, preview_url: "/media/previews/p.webp" } : {}),
	}),
);

function pageGrid() {
	mockApi({ "/api/me": signedOut });
	const { container } = renderWithProviders(
		<PhotoGrid label="Photos" photos={photos.slice(0, BOOT_VIEW_TILES)} signedIn={false} />,
	);
	return container.querySelector("ul") as HTMLUListElement;
}

const viewGrid = () =>
	new DOMParser()
		.parseFromString(listingBootView(photos), "text/html")
		.body.querySelector("ul") as HTMLUListElement;

describe("the search page's loading view", () => {
	it("lays out its grid as the page's grid: the same classes, row heights and tile shares", () => {
		const [page, view] = [pageGrid(), viewGrid()];
		expect(view.className).toBe(page.className);
		for (const name of ["--row-h-sm", "--row-h-md", "--row-h-lg"])
			expect(view.style.getPropertyValue(name), name).toBe(page.style.getPropertyValue(name));
		const tiles = (list: HTMLUListElement) => [...list.children] as HTMLElement[];
		// The page's first page of photos, tile for tile, and the spacer after them.
		expect(tiles(view)).toHaveLength(BOOT_VIEW_TILES + 1);
		expect(tiles(view)).toHaveLength(tiles(page).length);
		expect(tiles(page)[0]?.style.getPropertyValue("flex-basis")).toBe("calc(var(--row-h) * 1.5)");
		expect((tiles(page)[1]?.firstElementChild as HTMLElement | null)?.style.paddingBottom).toBe("150%");
		tiles(page).forEach((tile, index) => {
			const copy = tiles(view)[index];
			for (const property of ["flex-grow", "flex-basis"])
				expect(copy?.style.getPropertyValue(property), `${index} ${property}`).toBe(
					tile.style.getPropertyValue(property),
				);
			expect(copy?.className).toBe(tile.className);
			expect((copy?.firstElementChild as HTMLElement | null)?.style.paddingBottom).toBe(
				(tile.firstElementChild as HTMLElement | null)?.style.paddingBottom,
			);
		});
	});

	it("shows each tile's picture as the page's card does: the same file, choice of sizes and box", () => {
		const [page, view] = [pageGrid(), viewGrid()];
		const pictures = (list: HTMLUListElement) => [...list.querySelectorAll("img")];
		expect(pictures(view)).toHaveLength(BOOT_VIEW_TILES);
		pictures(page).forEach((img, index) => {
			const copy = pictures(view)[index];
			for (const attribute of ["src", "srcset", "sizes", "width", "height"])
				expect(copy?.getAttribute(attribute), `${index} ${attribute}`).toBe(img.getAttribute(attribute));
			for (const name of copy?.classList ?? []) expect(img.classList, `${index} ${name}`).toContain(name);
			for (const name of copy?.parentElement?.classList ?? [])
				expect(img.parentElement?.classList, `${index} ${name}`).toContain(name);
		});
		// The first row is fetched first; tiles far down wait until scrolled near.
		expect(pictures(view)[0]?.getAttribute("fetchpriority")).toBe("high");
		expect(pictures(view).at(-1)?.getAttribute("loading")).toBe("lazy");
	});

	it("paints nothing for an empty listing", () => {
		expect(listingBootView([])).toBe("");
	});
});

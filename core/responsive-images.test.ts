import { describe, expect, it } from "vitest";
import { derivativeWidth, previewImage, thumbnailSrcSet, variantUrl } from "./responsive-images";

describe("derivativeWidth", () => {
	it("scales the long side down to the limit, never up", () => {
		expect(derivativeWidth(3000, 2000, 400)).toBe(400);
		expect(derivativeWidth(2000, 3000, 400)).toBe(267);
		expect(derivativeWidth(300, 200, 400)).toBe(300);
	});
});

describe("variantUrl", () => {
	it("puts a thumbnail's twin in the folder beside it, and refuses anything else", () => {
		expect(variantUrl("/media/thumbs/p000023.webp", "thumbs-sm")).toBe("/media/thumbs-sm/p000023.webp");
		expect(variantUrl("/media/previews/p000023.webp", "thumbs-sm")).toBeNull();
		expect(variantUrl("https://cdn.example/thumbs/x.webp", "thumbs-sm")).toBeNull();
		expect(variantUrl("/media/thumbs/../originals/x.webp", "thumbs-sm")).toBeNull();
		expect(variantUrl("/media/thumbs/x.jpg", "thumbs-sm")).toBeNull();
	});
});

describe("thumbnailSrcSet", () => {
	it("lists the twin and the thumbnail at the widths the files have", () => {
		expect(thumbnailSrcSet("/media/thumbs/a.webp", { width: 3000, height: 2000 })).toBe(
			"/media/thumbs-sm/a.webp 280w, /media/thumbs/a.webp 400w",
		);
		expect(thumbnailSrcSet("/media/thumbs/b.webp", { width: 1600, height: 2000 })).toBe(
			"/media/thumbs-sm/b.webp 224w, /media/thumbs/b.webp 320w",
		);
	});

	it("gives none without a size, for a small original, or for another URL", () => {
		expect(thumbnailSrcSet("/media/thumbs/a.webp", { width: null, height: 200 })).toBeNull();
		expect(thumbnailSrcSet("/media/thumbs/a.webp", { width: 260, height: 200 })).toBeNull();
		expect(thumbnailSrcSet(null, { width: 3000, height: 2000 })).toBeNull();
		expect(thumbnailSrcSet("/media/previews/a.webp", { width: 3000, height: 2000 })).toBeNull();
	});
});

describe("previewImage", () => {
	it("offers the preview's 800 px twin, no wider than the screen or the full preview", () => {
		expect(previewImage("/media/previews/a.webp", { width: 4000, height: 3000 })).toEqual({
			srcSet: "/media/previews-md/a.webp 800w, /media/previews/a.webp 1200w",
			sizes: "min(1200px, 100vw)",
		});
		expect(previewImage("/media/previews/b.webp", { width: 2000, height: 3000 })?.sizes).toBe(
			"min(800px, 100vw)",
		);
	});

	it("gives none for a small original or a URL not of ours", () => {
		expect(previewImage("/media/previews/a.webp", { width: 700, height: 500 })).toBeNull();
		expect(previewImage("/media/thumbs/a.webp", { width: 4000, height: 3000 })).toBeNull();
	});
});

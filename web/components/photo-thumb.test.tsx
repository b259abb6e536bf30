import type { PhotoSummary } from "@core/contracts/photos";
import { tileImageSizes } from "@core/listing-grid";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PhotoThumb } from "./photo-thumb";

const photo = {
	thumbnail_url: "/media/thumbs/p000001.webp",
	preview_url: "/media/previews/p000001.webp",
	width: 3000,
	height: 2000,
} as PhotoSummary;

describe("PhotoThumb", () => {
	it("offers the thumbnail and its smaller twin with their widths when told the shown width", () => {
		render(<PhotoThumb photo={photo} alt="Birthday" sizes={tileImageSizes(photo)} />);
		const img = screen.getByRole("img", { name: "Birthday" });
		expect(img.getAttribute("src")).toBe("/media/thumbs/p000001.webp");
		expect(img.getAttribute("srcset")).toBe(
			"/media/thumbs-sm/p000001.webp 280w, /media/thumbs/p000001.webp 400w",
		);
		expect(img.getAttribute("sizes")).toBe("(min-width: 1024px) 300px, (min-width: 768px) 240px, 180px");
	});

	it("keeps to one file without a shown width, or when it shows the preview", () => {
		const { rerender } = render(<PhotoThumb photo={photo} alt="Birthday" />);
		expect(screen.getByRole("img").hasAttribute("srcset")).toBe(false);
		rerender(<PhotoThumb photo={{ ...photo, thumbnail_url: null }} alt="Birthday" sizes="100px" />);
		expect(screen.getByRole("img").getAttribute("src")).toBe("/media/previews/p000001.webp");
		expect(screen.getByRole("img").hasAttribute("srcset")).toBe(false);
	});
});

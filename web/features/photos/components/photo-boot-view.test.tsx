import { photoBootView } from "@core/boot-view";
import type { PhotoDetail } from "@core/contracts/photos";
import { PHOTO_LAYOUT, photoLayout } from "@core/photo-page-layout";
import { previewImage } from "@core/responsive-images";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { photoDetail } from "@/test/photo-detail-fixtures";
import { PhotoImage } from "./photo-image";
import { PhotoHeading } from "./photo-summary";

/**
 * The server paints a member's photo page before the app runs (core/boot-view.ts). The
 * picture it paints must have the size the page then gives it: a larger one later would be a
 * new largest paint, a different place would make the page jump. So the loading view's frame,
 * picture and heading are built like the components'.
 */
const shapes = {
	horizontal: { width: 1200, height: 800 },
	vertical: { width: 1350, height: 1800 },
	square: { width: 1800, height: 1800 },
	unknown: { width: null, height: null },
};

function bootView(photo: PhotoDetail) {
	const image = { href: photo.preview_url as string, ...previewImage(photo.preview_url, photo) };
	const html = photoBootView({
		photoid: photo.photoid,
		title: photo.title,
		width: photo.width,
		height: photo.height,
		image,
	});
	return new DOMParser().parseFromString(html, "text/html").body;
}

describe("the photo page's loading view", () => {
	for (const [shape, size] of Object.entries(shapes)) {
		it(`frames a ${shape} photo as the page does`, () => {
			const photo = photoDetail({ ...size, title: 'The "Nowak" <kitchen> & porch' }) as PhotoDetail;
			const page = render(
				<PhotoImage
					photo={photo}
					src={photo.preview_url ?? undefined}
					onError={() => {}}
					onOpen={() => {}}
					className={PHOTO_LAYOUT[photoLayout(photo.width, photo.height)].image}
				/>,
			).container;
			const view = bootView(photo);
			const frame = page.querySelector("button");
			const viewFrame = view.querySelector("img")?.parentElement;
			// The button adds only what a button needs (focus ring, cursor); every class that sizes it is the view's too.
			for (const name of viewFrame?.classList ?? []) expect(frame?.classList, name).toContain(name);
			expect((viewFrame as HTMLElement | null | undefined)?.style.getPropertyValue("--photo-ratio")).toBe(
				frame?.style.getPropertyValue("--photo-ratio"),
			);
			const [img, viewImg] = [page.querySelector("img"), view.querySelector("img")];
			for (const attribute of ["src", "srcset", "sizes", "width", "height", "class"])
				expect(viewImg?.getAttribute(attribute), attribute).toBe(img?.getAttribute(attribute));
			// Escaped, and the title as the page writes it.
			const heading = render(<PhotoHeading photo={photo} />).container;
			expect(view.querySelector("h1")?.textContent).toBe(heading.querySelector("h1")?.textContent);
			expect(view.querySelector("h1")?.className).toBe(heading.querySelector("h1")?.className);
			expect(view.querySelector("h1")?.previousElementSibling?.textContent).toBe(
				heading.querySelector("p")?.textContent,
			);
		});
	}

	it("gives a photo of known proportions its width before it has loaded", () => {
		const frame = bootView(photoDetail(shapes.vertical) as PhotoDetail).querySelector("img")?.parentElement;
		expect(frame?.getAttribute("style")).toBe("--photo-ratio:0.7500");
		expect(frame?.className).toContain("w-[min(100%,calc(var(--photo-max-h)*var(--photo-ratio)))]");
		expect(frame?.className).toContain("md:[--photo-max-h:80vh]");
	});
});

import type { PrintInfo } from "@core/contracts/prints";
import { PRINT_FRAMES, printCrop } from "@core/print-frames";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, captchaOff, mockApi, never, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { CROP_AREA_LABEL } from "./crop-preview";

const ITEM = "5d1f8c2e-7a3b-4c9d-8e2f-1a2b3c4d5e6f";
const PHOTO = { width: 2400, height: 1600 };

/** The server's answer for a 2400 × 1600 photo, made with the same core rules the server uses. */
function printInfo(): PrintInfo {
	const fitOf = (bleed: boolean, frame: (typeof PRINT_FRAMES)[number]["id"]) => {
		const crop = printCrop(PHOTO, frame, { bleed });
		return {
			orientation: crop.orientation,
			width_in: crop.width_in,
			height_in: crop.height_in,
			crop_width: crop.width,
			crop_height: crop.height,
			dpi: crop.dpi,
			level: crop.level,
			sentence: crop.sentence,
		};
	};
	return {
		item_id: ITEM,
		licence_number: "SSD-000042-01",
		order_id: "0c1d2e3f-4a5b-4c6d-9e7f-8a9b0c1d2e3f",
		photo: {
			id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
			photoid: 1042,
			title: "Picnic at the lake",
			...PHOTO,
			preview_url: "/media/previews/1042.webp",
		},
		sizes: PRINT_FRAMES.map((frame) => ({
			frame: frame.id,
			label: frame.label,
			kind: frame.kind,
			plain: fitOf(false, frame.id),
			bleed: fitOf(true, frame.id),
		})),
	};
}

function renderPrint(answer: unknown = printInfo(), session: unknown = signedInMember) {
	const fetchMock = mockApi({
		"/api/me": session,
		"/api/cart/count": { count: 0 },
		"/api/auth-options": captchaOff,
		[`/api/licences/${ITEM}/print`]: answer,
	});
	return { fetchMock, ...renderApp(`/licences/${ITEM}/print`) };
}

/** The anchors the page clicks to download, recorded instead of followed. */
function recordDownloads(): string[] {
	const clicked: string[] = [];
	vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
		clicked.push(this.getAttribute("href") ?? "");
	});
	return clicked;
}

const rectangle = () => screen.getByRole("application", { name: CROP_AREA_LABEL });

describe("/licences/:itemId/print", () => {
	it("lists each frame size with its resolution in words, colour and a sentence", async () => {
		renderPrint();
		expect(await screen.findByRole("heading", { level: 1, name: "Print files" })).toBeTruthy();
		const group = screen.getByRole("group", { name: "Frame size" });
		const radios = within(group).getAllByRole("radio");
		expect(radios).toHaveLength(PRINT_FRAMES.length);
		const sharp = within(group).getByRole("radio", { name: "4×6 in" });
		expect(sharp.getAttribute("aria-describedby")).toBeTruthy();
		expect(within(group).getByText("Prints sharp at 4×6 in (400 dpi).")).toBeTruthy();
		expect(within(group).getByText("Sharp · 400 dpi")).toBeTruthy();
		expect(within(group).getByText("Acceptable · 200 dpi")).toBeTruthy();
		expect(within(group).getByText("Too small · 145 dpi")).toBeTruthy();
		// 8×10 is chosen first.
		expect((within(group).getByRole("radio", { name: "8×10 in" }) as HTMLInputElement).checked).toBe(true);
		expect(
			screen.getByText("Acceptable for a background print at 8×10 in (200 dpi); close-ups may look soft.", {
				selector: "p[aria-live] *, p[aria-live]",
				exact: false,
			}),
		).toBeTruthy();
	});

	it("draws the chosen size's crop, moves it by arrow keys and drag, and downloads that crop", async () => {
		const downloads = recordDownloads();
		renderPrint();
		await screen.findByRole("heading", { level: 1, name: "Print files" });
		const crop = rectangle();
		// 8×10 landscape of 2400 × 1600: 2000 × 1600 px, centred.
		expect(crop.style.width).toBe(`${(100 * 2000) / 2400}%`);
		expect(crop.style.left).toBe(`${(100 * 200) / 2400}%`);
		expect(crop.tabIndex).toBe(0);
		// A visible focus ring, drawn inside the crop so the photo's edge cannot clip it.
		expect(crop.className).toContain("focus-visible:outline-4");

		fireEvent.keyDown(crop, { key: "ArrowLeft", shiftKey: true });
		fireEvent.keyDown(crop, { key: "ArrowLeft", shiftKey: true });
		expect(rectangle().style.left).toBe("0%");
		fireEvent.keyDown(rectangle(), { key: "ArrowRight" });
		expect(rectangle().style.left).toBe(`${(100 * 20) / 2400}%`);

		fireEvent.click(screen.getByRole("radio", { name: "4×6 in" }));
		// 4×6 takes the whole 3:2 photo: nothing to move.
		expect(rectangle().style.width).toBe("100%");
		fireEvent.click(screen.getByRole("checkbox", { name: "Add 1/8 in bleed" }));
		const bleed = printCrop(PHOTO, "4x6", { bleed: true });
		expect(rectangle().style.width).toBe(`${(100 * bleed.width) / 2400}%`);

		fireEvent.click(screen.getByRole("button", { name: "Download crop" }));
		expect(downloads).toEqual([`/api/licences/${ITEM}/crop?frame=4x6&bleed=1&x=0.5&y=0.5`]);

		// A drag to the right by the whole preview's width moves the crop to the far side.
		fireEvent.click(screen.getByRole("radio", { name: "8×10 in" }));
		const box = rectangle().parentElement;
		if (!box) throw new Error("no preview");
		vi.spyOn(box, "getBoundingClientRect").mockReturnValue({
			x: 0,
			y: 0,
			left: 0,
			top: 0,
			width: 600,
			height: 400,
			right: 600,
			bottom: 400,
			toJSON: () => ({}),
		});
		fireEvent.pointerDown(rectangle(), { clientX: 100, clientY: 100, pointerId: 1 });
		fireEvent.pointerMove(rectangle(), { clientX: 700, clientY: 100, pointerId: 1 });
		fireEvent.pointerUp(rectangle(), { pointerId: 1 });
		const far = printCrop(PHOTO, "8x10", { bleed: true, offset: { x: 1, y: 0.5 } });
		expect(rectangle().style.left).toBe(`${(100 * far.left) / 2400}%`);
		fireEvent.click(screen.getByRole("button", { name: "Download crop" }));
		expect(downloads[1]).toBe(`/api/licences/${ITEM}/crop?frame=8x10&bleed=1&x=1&y=0.5`);
	});

	it("says so when the licence is not the caller's or not paid", async () => {
		renderPrint(apiError(404, "NOT_FOUND", "Licence not found"));
		expect(await screen.findByRole("heading", { level: 1, name: "Licence not found" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Go to My purchases" })).toBeTruthy();
	});

	it("offers to try again when the sizes cannot load", async () => {
		vi.spyOn(console, "error").mockImplementation(() => {});
		renderPrint(apiError(500, "INTERNAL", "Something went wrong"));
		expect(
			await screen.findByText("We could not load this licence's print sizes.", {}, { timeout: 4000 }),
		).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("shows a loading state", async () => {
		renderPrint(never());
		expect(await screen.findByText("Loading the print sizes…")).toBeTruthy();
	});

	it("sends a signed-out visitor to sign in", async () => {
		const { router } = renderPrint(printInfo(), signedOut);
		await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
	});

	it("answers not found for a malformed licence id", async () => {
		mockApi({ "/api/me": signedInMember, "/api/cart/count": { count: 0 } });
		renderApp("/licences/not-a-uuid/print");
		expect(await screen.findByText(/Invalid UUID format for parameter: itemId/)).toBeTruthy();
	});
});

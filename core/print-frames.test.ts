import { describe, expect, it } from "vitest";
import {
	cropFileName,
	levelOf,
	PRINT_FRAMES,
	printCrop,
	printFrame,
	printSentence,
	safeFileName,
} from "./print-frames";

describe("print frames", () => {
	it("lists the standard sizes and the mat openings of common frames", () => {
		expect(PRINT_FRAMES.map((f) => f.id)).toEqual([
			"4x6",
			"5x7",
			"8x10",
			"11x14",
			"a4",
			"a3",
			"mat-5x7-4x6",
			"mat-8x10-5x7",
			"mat-11x14-8x10",
			"mat-16x20-11x14",
		]);
		expect(printFrame("a4").short_in * 25.4).toBeCloseTo(210);
		expect(printFrame("a3").long_in * 25.4).toBeCloseTo(420);
		expect(printFrame("mat-8x10-5x7")).toMatchObject({ short_in: 4.5, long_in: 6.5, kind: "mat" });
	});

	it("turns the frame to the photo and takes the largest region of its aspect", () => {
		const landscape = printCrop({ width: 3000, height: 2000 }, "8x10");
		expect(landscape).toMatchObject({ orientation: "landscape", width_in: 10, height_in: 8 });
		expect([landscape.width, landscape.height]).toEqual([2500, 2000]);
		expect([landscape.left, landscape.top]).toEqual([250, 0]);
		expect(landscape.dpi).toBe(250);

		const portrait = printCrop({ width: 2000, height: 3000 }, "8x10");
		expect(portrait).toMatchObject({ orientation: "portrait", width_in: 8, height_in: 10 });
		expect([portrait.width, portrait.height]).toEqual([2000, 2500]);
		expect([portrait.left, portrait.top]).toEqual([0, 250]);

		const wide = printCrop({ width: 4000, height: 1000 }, "4x6");
		expect([wide.width, wide.height]).toEqual([1500, 1000]);
		const tall = printCrop({ width: 1000, height: 1200 }, "4x6");
		expect([tall.width, tall.height]).toEqual([800, 1200]);
	});

	it("adds 1/8 in on every side with bleed", () => {
		const crop = printCrop({ width: 3000, height: 2000 }, "8x10", { bleed: true });
		expect([crop.width_in, crop.height_in]).toEqual([10.25, 8.25]);
		expect([crop.width, crop.height]).toEqual([Math.round(2000 * (10.25 / 8.25)), 2000]);
		expect(crop.dpi).toBe(Math.floor(2000 / 8.25));
	});

	it("places the crop by the offset in the free room, clamped, centred by default", () => {
		const photo = { width: 3000, height: 2000 };
		expect(printCrop(photo, "8x10", { offset: { x: 0, y: 0 } }).left).toBe(0);
		expect(printCrop(photo, "8x10", { offset: { x: 1, y: 1 } }).left).toBe(500);
		expect(printCrop(photo, "8x10", { offset: { x: 7, y: -2 } }).left).toBe(500);
		expect(printCrop(photo, "8x10", { offset: { x: 1, y: 1 } }).top).toBe(0);
	});

	it("never takes more than the photo has, even for a photo smaller than the print", () => {
		for (const frame of PRINT_FRAMES)
			for (const photo of [
				{ width: 37, height: 23 },
				{ width: 23, height: 37 },
				{ width: 500, height: 500 },
				{ width: 6000, height: 4000 },
			]) {
				for (const bleed of [false, true]) {
					const crop = printCrop(photo, frame.id, { bleed, offset: { x: 1, y: 1 } });
					expect(crop.left + crop.width).toBeLessThanOrEqual(photo.width);
					expect(crop.top + crop.height).toBeLessThanOrEqual(photo.height);
					expect(Math.abs(crop.width / crop.height - crop.width_in / crop.height_in)).toBeLessThan(0.05);
				}
			}
	});

	it("grades the effective resolution with a sentence each", () => {
		expect([levelOf(300), levelOf(299), levelOf(150), levelOf(149)]).toEqual([
			"green",
			"amber",
			"amber",
			"red",
		]);
		const frame = printFrame("8x10");
		expect(printSentence(frame, 412)).toBe("Prints sharp at 8×10 in (412 dpi).");
		expect(printSentence(frame, 210)).toBe(
			"Acceptable for a background print at 8×10 in (210 dpi); close-ups may look soft.",
		);
		expect(printSentence(frame, 96)).toBe(
			"Too small for 8×10 in (96 dpi): it will look blurry; choose a smaller size.",
		);
		expect(printSentence(printFrame("mat-8x10-5x7"), 500)).toBe(
			"Prints sharp at the 4.5×6.5 in mat opening (500 dpi).",
		);
	});

	it("names files safely", () => {
		expect(cropFileName("SSD-000042-03", "8x10", true)).toBe("SSD-000042-03 8x10 bleed.jpg");
		expect(safeFileName('../Picnic: "Aunt Rose"\n at the lake?')).toBe("Picnic Aunt Rose at the lake");
		expect(safeFileName("...")).toBe("photo");
	});
});

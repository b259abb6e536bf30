import { describe, expect, it } from "vitest";
import {
	canMovePhoto,
	PHOTO_STATUSES,
	publishProblems,
	publishProblemsOf,
	statusChangeProblem,
} from "./photo-status";

const ready = {
	title: "Picnic at the lake",
	price_cents: 4900,
	thumbnail_url: "/media/t.webp",
	preview_url: "/media/p.webp",
	decade_taken: "1960s",
};

describe("photo status", () => {
	it("moves along the designed paths only", () => {
		expect(canMovePhoto("draft", "review")).toBe(true);
		expect(canMovePhoto("review", "live")).toBe(true);
		expect(canMovePhoto("live", "archived")).toBe(true);
		expect(canMovePhoto("archived", "draft")).toBe(true);
		expect(canMovePhoto("draft", "live")).toBe(false);
		expect(canMovePhoto("live", "draft")).toBe(false);
		for (const status of PHOTO_STATUSES) expect(canMovePhoto(status, status)).toBe(true);
	});

	it("publishes only a photo a buyer can see and judge", () => {
		expect(publishProblems(ready)).toEqual([]);
		expect(
			publishProblems({
				title: " ",
				price_cents: 0,
				thumbnail_url: null,
				preview_url: null,
				decade_taken: null,
			}),
		).toEqual([
			"It needs a title",
			"It needs a price",
			"Its image has not been processed",
			"It needs the decade it was taken",
		]);
	});

	it("names the field of each missing part, with what a live photo would lose", () => {
		expect(
			publishProblemsOf({ ...ready, title: "", decade_taken: null }).map(({ field, liveMessage }) => [
				field,
				liveMessage,
			]),
		).toEqual([
			["title", "A live photo needs a title"],
			["decade_taken", "A live photo needs the decade it was taken"],
		]);
	});

	it("says why a change is refused", () => {
		expect(statusChangeProblem("review", "live", ready)).toBeNull();
		expect(statusChangeProblem("draft", "live", ready)).toBe("A draft photo cannot become live");
		expect(statusChangeProblem("review", "live", { ...ready, decade_taken: null })).toBe(
			"Cannot publish: it needs the decade it was taken",
		);
		// Archiving never needs anything.
		expect(statusChangeProblem("live", "archived", { ...ready, title: null })).toBeNull();
	});
});

import { PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_TEXT } from "@core/contracts/catalogue";
import { describe, expect, it } from "vitest";
import {
	fileProblem,
	nextToStart,
	summarise,
	summaryText,
	type UploadItem,
	uploadQueueReducer,
} from "./upload-queue";

const FAMILY = "5f0c2b1e-8d4a-4c3b-9e2f-000000000001";
const file = (name: string, type = "image/jpeg", size = 10) => new File(["x".repeat(size)], name, { type });

function added(files: File[]): UploadItem[] {
	return uploadQueueReducer([], { type: "add", files, family: FAMILY, keyOf: (f) => f.name });
}

describe("upload queue", () => {
	it("refuses, before sending, files of the wrong type, empty files and files over the limit", () => {
		expect(fileProblem({ type: "image/gif", size: 10 })).toBe(PHOTO_UPLOAD_TEXT.wrongType);
		expect(fileProblem({ type: "image/png", size: PHOTO_UPLOAD_MAX_BYTES + 1 })).toBe(
			PHOTO_UPLOAD_TEXT.tooLarge,
		);
		expect(fileProblem({ type: "image/tiff", size: 0 })).toBe(PHOTO_UPLOAD_TEXT.broken);
		expect(fileProblem({ type: "image/webp", size: PHOTO_UPLOAD_MAX_BYTES })).toBeNull();

		const items = added([file("a.jpg"), file("b.gif", "image/gif")]);
		expect(items.map((item) => [item.state, item.message, item.retryable])).toEqual([
			["queued", null, false],
			["refused", PHOTO_UPLOAD_TEXT.wrongType, false],
		]);
	});

	it("starts two at a time, oldest first, and the next one when a slot frees", () => {
		let items = added([file("1.jpg"), file("2.jpg"), file("3.jpg")]);
		expect(nextToStart(items).map((item) => item.key)).toEqual(["1.jpg", "2.jpg"]);
		items = uploadQueueReducer(items, { type: "start", key: "1.jpg" });
		items = uploadQueueReducer(items, { type: "start", key: "2.jpg" });
		expect(nextToStart(items)).toEqual([]);
		items = uploadQueueReducer(items, {
			type: "done",
			key: "1.jpg",
			photo: { id: "p", photoid: 7, title: "t" },
		});
		expect(nextToStart(items).map((item) => item.key)).toEqual(["3.jpg"]);
	});

	it("tracks each file's progress and lets a server refusal, not a local one, be retried", () => {
		let items = added([file("1.jpg"), file("2.bmp", "image/bmp")]);
		items = uploadQueueReducer(items, { type: "start", key: "1.jpg" });
		items = uploadQueueReducer(items, { type: "progress", key: "1.jpg", share: 0.42 });
		expect(items[0]?.progress).toBe(0.42);
		items = uploadQueueReducer(items, { type: "refused", key: "1.jpg", message: "Busy", retryable: true });
		expect(summaryText(summarise(items))).toBe("0 of 2 uploaded · 2 refused");

		items = uploadQueueReducer(items, { type: "retry", key: "1.jpg" });
		items = uploadQueueReducer(items, { type: "retry", key: "2.bmp" });
		expect(items.map((item) => item.state)).toEqual(["queued", "refused"]);
		expect(summaryText(summarise(items))).toBe("0 of 2 uploaded · 1 waiting · 1 refused");

		items = uploadQueueReducer(items, { type: "clear-finished" });
		expect(items.map((item) => item.key)).toEqual(["1.jpg"]);
	});
});

import { describe, expect, it } from "vitest";
import { COLLECTION_PUBLISH_TEXT, collectionPublishProblem } from "./collection-publish";

describe("collectionPublishProblem", () => {
	it("allows a titled collection with a live photo", () => {
		expect(collectionPublishProblem({ title: "Summer", liveCount: 1 })).toBeNull();
	});

	it("asks for a title first, then for a live photo", () => {
		expect(collectionPublishProblem({ title: "  ", liveCount: 0 })).toBe(COLLECTION_PUBLISH_TEXT.noTitle);
		expect(collectionPublishProblem({ title: "Summer", liveCount: 0 })).toBe(
			COLLECTION_PUBLISH_TEXT.noLivePhoto,
		);
	});
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { resetTracking, trackCreator, trackTag } from "./tracker";

afterEach(() => {
	resetTracking();
});

describe("trackClick", () => {
	it("adds the referrer and the page path, and never a user or session id (the server's cookies say who)", async () => {
		window.history.pushState({}, "", "/search?q=cake");
		const fetchMock = mockApi({ "/api/track-events": byMethod({ POST: json({ accepted: 1 }, 202) }) });
		trackTag("birthday");
		trackCreator("0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f");
		await vi.waitFor(() => expect(sentBodies(fetchMock, "/api/track-events")).toHaveLength(2));
		const [first, second] = sentBodies(fetchMock, "/api/track-events") as Array<{
			events: Array<Record<string, unknown>>;
		}>;
		expect(first?.events).toEqual([
			{
				event_type: "tag_click",
				entity_type: "tag",
				entity_id: "birthday",
				taxonomy_type: "tag",
				referrer: "/search?q=cake",
				metadata: { path: "/search?q=cake" },
			},
		]);
		expect(second?.events[0]).toMatchObject({ event_type: "creator_click" });
		expect(JSON.stringify([first, second])).not.toContain("user_id");
		expect(JSON.stringify([first, second])).not.toContain("session_id");
	});
});

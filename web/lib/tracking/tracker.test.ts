import { TRACKING_SESSION_ID } from "@core/tracking";
import { afterEach, describe, expect, it, vi } from "vitest";
import { byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { TRACKING_SESSION_KEY, trackingSessionId } from "./session-id";
import { resetTracking, trackCreator, trackTag } from "./tracker";

afterEach(() => {
	resetTracking();
	window.sessionStorage.clear();
});

describe("trackClick", () => {
	it("adds this tab's session, the referrer and the page path, and never a user id", async () => {
		window.history.pushState({}, "", "/search?q=cake");
		const fetchMock = mockApi({ "/api/track-events": byMethod({ POST: json({ accepted: 1 }, 202) }) });
		trackTag("birthday");
		trackCreator("0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f");
		await vi.waitFor(() => expect(sentBodies(fetchMock, "/api/track-events")).toHaveLength(2));
		const [first, second] = sentBodies(fetchMock, "/api/track-events") as Array<{
			events: Array<Record<string, unknown>>;
		}>;
		const session = window.sessionStorage.getItem(TRACKING_SESSION_KEY);
		expect(session).toMatch(TRACKING_SESSION_ID);
		expect(first?.events).toEqual([
			{
				event_type: "tag_click",
				entity_type: "tag",
				entity_id: "birthday",
				taxonomy_type: "tag",
				session_id: session,
				referrer: "/search?q=cake",
				metadata: { path: "/search?q=cake" },
			},
		]);
		expect(second?.events[0]).toMatchObject({ event_type: "creator_click", session_id: session });
		expect(JSON.stringify([first, second])).not.toContain("user_id");
	});

	it("keeps one session id per tab, even when storage is blocked", () => {
		const id = trackingSessionId();
		expect(trackingSessionId()).toBe(id);

		window.sessionStorage.clear();
		vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
			throw new DOMException("blocked", "SecurityError");
		});
		vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
			throw new DOMException("blocked", "SecurityError");
		});
		const fallback = trackingSessionId();
		expect(fallback).toMatch(TRACKING_SESSION_ID);
		expect(trackingSessionId()).toBe(fallback);
	});
});

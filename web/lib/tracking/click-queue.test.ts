import { TrackEvent, type TrackEventInput } from "@core/contracts/analytics";
import { TRACKING } from "@core/tracking";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BEACON_CONTENT_TYPE, type ClickQueueOptions, createClickQueue } from "./click-queue";

const URL_ = "/api/track-events";

function view(n: number): TrackEventInput {
	return {
		event_type: "photo_view",
		entity_type: "photo",
		entity_id: `5c1e9d3a-8b7f-4a2e-9c6d-${n.toString(16).padStart(12, "0")}`,
		taxonomy_type: null,
		referrer: "/photos",
		metadata: { path: "/photo/1" },
	};
}

function tag(text: string): TrackEventInput {
	return {
		event_type: "tag_click",
		entity_type: "tag",
		entity_id: text,
		taxonomy_type: "tag",
	};
}

function taxonomy(type: "decade" | "city", value: string): TrackEventInput {
	return {
		event_type: "taxonomy_click",
		entity_type: "taxonomy",
		entity_id: value,
		taxonomy_type: type,
	};
}

type FetchAnswer = number | Error;

/** A queue on fake timers; `answers` are the statuses (or failures) fetch gives, in turn, then 202. */
function setup(answers: FetchAnswer[] = [], overrides: Partial<ClickQueueOptions> = {}) {
	const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
		const answer = answers.shift() ?? 202;
		if (answer instanceof Error) throw answer;
		return new Response(JSON.stringify({ accepted: 1 }), { status: answer });
	});
	const report = vi.fn();
	const queue = createClickQueue({
		url: URL_,
		fetch,
		now: () => Date.now(),
		timers: { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) },
		report,
		check: (event) => {
			const checked = TrackEvent.safeParse(event);
			return checked.success ? null : checked.error.issues;
		},
		...overrides,
	});
	const sentBatches = () =>
		fetch.mock.calls.map(
			([, init]) => (JSON.parse(String(init.body)) as { events: TrackEventInput[] }).events,
		);
	return { queue, fetch, report, sentBatches };
}

beforeEach(() => {
	vi.useFakeTimers();
});

afterEach(() => {
	vi.useRealTimers();
});

describe("click queue: when a batch goes", () => {
	it("waits 1000 ms after the first queued event, then posts them together", async () => {
		const { queue, fetch, sentBatches } = setup();
		queue.enqueue(view(1));
		await vi.advanceTimersByTimeAsync(600);
		queue.enqueue(view(2));
		await vi.advanceTimersByTimeAsync(399);
		expect(fetch).not.toHaveBeenCalled();

		await vi.advanceTimersByTimeAsync(1);
		expect(fetch).toHaveBeenCalledTimes(1);
		const [url, init] = fetch.mock.calls[0] ?? [];
		expect(url).toBe(URL_);
		expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "same-origin" });
		expect(sentBatches()).toEqual([[view(1), view(2)]]);
		expect(queue.size).toBe(0);
	});

	it("goes at once at 10 events", async () => {
		const { queue, fetch, sentBatches } = setup();
		for (let n = 1; n <= 9; n++) queue.enqueue(view(n));
		await vi.advanceTimersByTimeAsync(0);
		expect(fetch).not.toHaveBeenCalled();

		queue.enqueue(view(10));
		await vi.advanceTimersByTimeAsync(0);
		expect(sentBatches()).toEqual([Array.from({ length: 10 }, (_, i) => view(i + 1))]);
		// Nothing left for the debounce to send.
		await vi.advanceTimersByTimeAsync(TRACKING.clickDebounceMs);
		expect(fetch).toHaveBeenCalledTimes(1);
	});

	it.each([
		["tag_click", tag("birthday")],
		["taxonomy_click", taxonomy("decade", "1970s")],
		[
			"creator_click",
			{
				event_type: "creator_click",
				entity_type: "taxonomy",
				entity_id: "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f",
				taxonomy_type: "creator",
			} satisfies TrackEventInput,
		],
	])("sends a %s at once, with whatever was waiting", async (_type, event) => {
		const { queue, sentBatches } = setup();
		queue.enqueue(view(1));
		queue.enqueue(event);
		await vi.advanceTimersByTimeAsync(0);
		expect(sentBatches()).toEqual([[view(1), event]]);
	});

	it("waits for an event click like a photo view", async () => {
		const { queue, fetch } = setup();
		queue.enqueue({
			event_type: "event_click",
			entity_type: "event",
			entity_id: "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d",
			taxonomy_type: "event",
		});
		await vi.advanceTimersByTimeAsync(999);
		expect(fetch).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(1);
		expect(fetch).toHaveBeenCalledTimes(1);
	});
});

describe("click queue: de-duplication", () => {
	it("ignores the same event for the same entity for 5 s", async () => {
		const { queue, sentBatches } = setup();
		expect(queue.enqueue(tag("birthday"))).toBe(true);
		await vi.advanceTimersByTimeAsync(4999);
		expect(queue.enqueue(tag("birthday"))).toBe(false);
		// Another entity, or the same value under another taxonomy type, is not a duplicate.
		expect(queue.enqueue(tag("porch"))).toBe(true);
		expect(queue.enqueue(taxonomy("city", "1970s"))).toBe(true);
		expect(queue.enqueue(taxonomy("decade", "1970s"))).toBe(true);
		await vi.advanceTimersByTimeAsync(1);
		expect(queue.enqueue(tag("birthday"))).toBe(true);
		await vi.advanceTimersByTimeAsync(0);
		expect(
			sentBatches()
				.flat()
				.map((e) => `${e.taxonomy_type}:${e.entity_id}`),
		).toEqual(["tag:birthday", "tag:porch", "city:1970s", "decade:1970s", "tag:birthday"]);
	});
});

describe("click queue: failures", () => {
	it("tries a failed batch twice more, then reports and drops it", async () => {
		const { queue, fetch, report } = setup([500, new TypeError("Failed to fetch"), 503]);
		queue.enqueue(tag("birthday"));
		await vi.advanceTimersByTimeAsync(10_000);
		expect(fetch).toHaveBeenCalledTimes(1 + TRACKING.retries);
		expect(report).toHaveBeenCalledTimes(1);
		expect(String(report.mock.calls[0]?.[0])).toContain("dropped 1 event");
		// Dropped: the next batch carries only its own event.
		queue.enqueue(tag("porch"));
		await vi.advanceTimersByTimeAsync(0);
		expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1].body))).toEqual({ events: [tag("porch")] });
	});

	it("delivers on a retry without reporting anything", async () => {
		const { queue, fetch, report } = setup([429]);
		queue.enqueue(tag("birthday"));
		await vi.advanceTimersByTimeAsync(10_000);
		expect(fetch).toHaveBeenCalledTimes(2);
		expect(report).not.toHaveBeenCalled();
	});

	it("does not retry a refused batch (400)", async () => {
		const { queue, fetch, report } = setup([400]);
		queue.enqueue(tag("birthday"));
		await vi.advanceTimersByTimeAsync(10_000);
		expect(fetch).toHaveBeenCalledTimes(1);
		expect(report).toHaveBeenCalledTimes(1);
	});

	it("never throws into the caller", async () => {
		const { queue, report } = setup([], {
			fetch: () => {
				throw new Error("fetch exploded");
			},
			sendBeacon: () => {
				throw new Error("beacon exploded");
			},
		});
		expect(() => queue.enqueue(tag("birthday"))).not.toThrow();
		await vi.advanceTimersByTimeAsync(10_000);
		expect(() => queue.enqueue(view(1))).not.toThrow();
		expect(() => queue.flushWithBeacon()).not.toThrow();
		await expect(queue.flush()).resolves.toBeUndefined();
		expect(report).toHaveBeenCalled();
	});

	it("refuses an event the server would refuse, so it cannot spoil a batch", async () => {
		const { queue, fetch, report } = setup();
		const bad = { ...tag("birthday"), entity_type: "photo" } as TrackEventInput;
		expect(queue.enqueue(bad)).toBe(false);
		expect(queue.enqueue({ ...view(1), entity_id: "   " })).toBe(false);
		expect(report).toHaveBeenCalledTimes(2);
		await vi.advanceTimersByTimeAsync(10_000);
		expect(fetch).not.toHaveBeenCalled();
	});
});

describe("click queue: page hide", () => {
	function page() {
		const win = new EventTarget();
		const doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
		return { win, doc };
	}

	async function beaconBodies(sendBeacon: { mock: { calls: Array<[string, Blob]> } }) {
		return Promise.all(
			sendBeacon.mock.calls.map(async ([url, blob]) => ({
				url,
				type: blob.type,
				body: JSON.parse(await blob.text()),
			})),
		);
	}

	it("sends the queued events as a text/plain beacon on pagehide", async () => {
		const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
		const { queue, fetch } = setup([], { sendBeacon });
		const { win, doc } = page();
		queue.listen(win, doc);
		queue.enqueue(view(1));
		queue.enqueue(view(2));

		win.dispatchEvent(new Event("pagehide"));
		expect(await beaconBodies(sendBeacon)).toEqual([
			{ url: URL_, type: BEACON_CONTENT_TYPE.toLowerCase(), body: { events: [view(1), view(2)] } },
		]);
		await vi.advanceTimersByTimeAsync(TRACKING.clickDebounceMs);
		expect(fetch).not.toHaveBeenCalled();
		expect(queue.size).toBe(0);
	});

	it("sends them when the page becomes hidden, not when it becomes visible", async () => {
		const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
		const { queue } = setup([], { sendBeacon });
		const { win, doc } = page();
		const stop = queue.listen(win, doc);
		queue.enqueue(view(1));

		doc.dispatchEvent(new Event("visibilitychange"));
		expect(sendBeacon).not.toHaveBeenCalled();
		doc.visibilityState = "hidden";
		doc.dispatchEvent(new Event("visibilitychange"));
		expect((await beaconBodies(sendBeacon))[0]?.body).toEqual({ events: [view(1)] });

		// Nothing queued: no empty beacon. After the undo: no listener.
		doc.dispatchEvent(new Event("visibilitychange"));
		stop();
		queue.enqueue(view(2));
		win.dispatchEvent(new Event("pagehide"));
		expect(sendBeacon).toHaveBeenCalledTimes(1);
	});

	it("falls back to a keepalive fetch when the beacon is refused or missing", async () => {
		const refused = setup([], { sendBeacon: () => false });
		refused.queue.enqueue(view(1));
		refused.queue.flushWithBeacon();
		expect(refused.fetch).toHaveBeenCalledTimes(1);
		expect(refused.fetch.mock.calls[0]?.[1]).toMatchObject({ method: "POST", keepalive: true });
		expect(refused.sentBatches()).toEqual([[view(1)]]);

		const missing = setup([], { sendBeacon: undefined });
		missing.queue.enqueue(view(2));
		missing.queue.flushWithBeacon();
		expect(missing.sentBatches()).toEqual([[view(2)]]);
	});

	it("sends a batch waiting for its retry with the beacon instead", async () => {
		const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
		const { queue, fetch } = setup([503], { sendBeacon });
		queue.enqueue(tag("birthday"));
		await vi.advanceTimersByTimeAsync(0);
		expect(fetch).toHaveBeenCalledTimes(1);

		queue.enqueue(view(1));
		queue.flushWithBeacon();
		expect((await beaconBodies(sendBeacon))[0]?.body).toEqual({ events: [view(1), tag("birthday")] });
		await vi.advanceTimersByTimeAsync(10_000);
		expect(fetch).toHaveBeenCalledTimes(1);
	});
});

/**
 * The browser's click queue (spec sections 4 and 9, "Click tracking"): events wait up to 1000 ms
 * after the first one, go at once at 10 or for taxonomy, tag and creator clicks, the same event
 * for the same entity counts once in 5 s, a failed batch is tried twice more, and whatever is
 * queued when the page is hidden or left goes out as a beacon.
 *
 * Tracking must never cost the visitor anything: nothing here throws into a caller, nothing is
 * awaited by a click handler, and a batch that keeps failing is reported and dropped.
 * Everything the browser provides (fetch, sendBeacon, the clock, timers, the page's events) is
 * passed in, so the rules are tested without a browser.
 */
import type { TrackEventInput } from "@core/contracts/analytics";
import { clickDedupeKey, IMMEDIATE_EVENT_TYPES, RecentKeys, TRACKING } from "@core/tracking";

export type Timers = {
	setTimeout: (callback: () => void, ms: number) => unknown;
	clearTimeout: (handle: unknown) => void;
};

export type ClickQueueOptions = {
	/** POST /api/track-events. */
	url: string;
	fetch: (url: string, init: RequestInit) => Promise<Response>;
	/** navigator.sendBeacon; false (or missing) falls back to a keepalive fetch. */
	sendBeacon?: (url: string, data: Blob) => boolean;
	now: () => number;
	timers: Timers;
	/** Where failures go (never thrown): a dropped batch, an event the contract refuses. */
	report: (message: string, detail?: unknown) => void;
	/**
	 * The contract's check of one event: its problems, or null when the server will take it. One
	 * refused event would make the server refuse its whole batch, so a refused one is left out.
	 */
	check?: (event: TrackEventInput) => unknown[] | null;
	/** The wait before retry n (1, 2 ...); short, so a retry still happens on this page. */
	retryDelayMs?: (retry: number) => number;
};

export type ClickQueue = {
	/** Queues one event; false when it was a duplicate inside the 5 s window or invalid. */
	enqueue: (event: TrackEventInput) => boolean;
	/** Sends everything queued now; resolves once each batch was delivered or dropped. */
	flush: () => Promise<void>;
	/** Page hide: everything queued (and any batch waiting to retry) goes out as beacons. */
	flushWithBeacon: () => void;
	/** Sends by beacon on `pagehide` and on `visibilitychange` to hidden; returns the undo. */
	listen: (win: EventTarget, doc: EventTarget & { visibilityState: string }) => () => void;
	/** Events waiting to be sent. */
	readonly size: number;
	/** Forgets everything (queue, timers, the de-duplication memory). */
	reset: () => void;
};

/** The beacon's body type: text/plain needs no CORS preflight; the server reads it as JSON. */
export const BEACON_CONTENT_TYPE = "text/plain;charset=UTF-8";

const defaultRetryDelay = (retry: number) => 500 * 2 ** (retry - 1);

/**
 * The de-duplication memory holds this many events at most. The server applies the same rule per
 * visitor (issue 24); this one spares the requests.
 */
const DEDUPE_MEMORY = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
	const out: T[][] = [];
	for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
	return out;
}

/** A status a retry cannot change: a 4xx other than 429 means the batch itself is refused. */
function isPermanent(status: number): boolean {
	return status >= 400 && status < 500 && status !== 429;
}

class HttpStatusError extends Error {
	constructor(readonly status: number) {
		super(`Tracking request failed with status ${status}`);
	}
}

type Waiting = { batch: TrackEventInput[]; handle: unknown; wake: () => void; taken: boolean };

export function createClickQueue(options: ClickQueueOptions): ClickQueue {
	const { url, timers, now, report } = options;
	const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
	let queue: TrackEventInput[] = [];
	let debounce: unknown;
	const recent = new RecentKeys(TRACKING.clickDedupeMs, DEDUPE_MEMORY);
	const waiting = new Set<Waiting>();

	function clearDebounce() {
		if (debounce !== undefined) timers.clearTimeout(debounce);
		debounce = undefined;
	}

	const isDuplicate = (event: TrackEventInput) => !recent.admit(clickDedupeKey(event), now());

	function wait(batch: TrackEventInput[], ms: number): Promise<Waiting> {
		return new Promise((resolve) => {
			const entry: Waiting = { batch, handle: undefined, wake: () => {}, taken: false };
			entry.wake = () => {
				waiting.delete(entry);
				resolve(entry);
			};
			entry.handle = timers.setTimeout(entry.wake, ms);
			waiting.add(entry);
		});
	}

	async function post(batch: TrackEventInput[]): Promise<void> {
		const response = await options.fetch(url, {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ events: batch }),
			keepalive: true,
			credentials: "same-origin",
		});
		if (!response.ok) throw new HttpStatusError(response.status);
	}

	async function deliver(batch: TrackEventInput[]): Promise<void> {
		for (let attempt = 0; ; attempt++) {
			try {
				await post(batch);
				return;
			} catch (error) {
				const permanent = error instanceof HttpStatusError && isPermanent(error.status);
				if (permanent || attempt >= TRACKING.retries) {
					report(`Tracking: dropped ${batch.length} event(s)`, error);
					return;
				}
			}
			const entry = await wait(batch, retryDelay(attempt + 1));
			// The page was hidden meanwhile: the beacon took the batch.
			if (entry.taken) return;
		}
	}

	function flush(): Promise<void> {
		clearDebounce();
		const batch = queue;
		queue = [];
		if (batch.length === 0) return Promise.resolve();
		return Promise.all(chunks(batch, TRACKING.maxEventsPerRequest).map(deliver)).then(
			() => undefined,
			(error: unknown) => report("Tracking: sending failed", error),
		);
	}

	function beacon(batch: TrackEventInput[]) {
		const json = JSON.stringify({ events: batch });
		let sent = false;
		try {
			sent = options.sendBeacon?.(url, new Blob([json], { type: BEACON_CONTENT_TYPE })) ?? false;
		} catch {
			sent = false;
		}
		if (sent) return;
		// No beacon, or the browser refused it (too large, queue full): a keepalive request
		// outlives the page the same way.
		try {
			options
				.fetch(url, {
					method: "POST",
					headers: { "content-type": BEACON_CONTENT_TYPE },
					body: json,
					keepalive: true,
					credentials: "same-origin",
				})
				.catch((error: unknown) => report("Tracking: page-hide send failed", error));
		} catch (error) {
			report("Tracking: page-hide send failed", error);
		}
	}

	function flushWithBeacon() {
		try {
			clearDebounce();
			const pending = [...queue];
			queue = [];
			for (const entry of [...waiting]) {
				timers.clearTimeout(entry.handle);
				entry.taken = true;
				pending.push(...entry.batch);
				entry.wake();
			}
			for (const batch of chunks(pending, TRACKING.maxEventsPerRequest)) beacon(batch);
		} catch (error) {
			report("Tracking: page-hide send failed", error);
		}
	}

	function enqueue(event: TrackEventInput): boolean {
		try {
			const problems = options.check?.(event) ?? null;
			if (problems) {
				report("Tracking: event refused by the contract", problems);
				return false;
			}
			if (isDuplicate(event)) return false;
			queue.push(event);
			if (queue.length > TRACKING.maxQueuedEvents) queue.splice(0, queue.length - TRACKING.maxQueuedEvents);
			if (IMMEDIATE_EVENT_TYPES.includes(event.event_type) || queue.length >= TRACKING.clickBatchSize) {
				void flush();
			} else if (debounce === undefined) {
				debounce = timers.setTimeout(() => {
					debounce = undefined;
					void flush();
				}, TRACKING.clickDebounceMs);
			}
			return true;
		} catch (error) {
			report("Tracking: could not queue an event", error);
			return false;
		}
	}

	function listen(win: EventTarget, doc: EventTarget & { visibilityState: string }) {
		const onPageHide = () => flushWithBeacon();
		const onVisibilityChange = () => {
			if (doc.visibilityState === "hidden") flushWithBeacon();
		};
		win.addEventListener("pagehide", onPageHide);
		doc.addEventListener("visibilitychange", onVisibilityChange);
		return () => {
			win.removeEventListener("pagehide", onPageHide);
			doc.removeEventListener("visibilitychange", onVisibilityChange);
		};
	}

	function reset() {
		clearDebounce();
		queue = [];
		recent.clear();
		for (const entry of [...waiting]) {
			timers.clearTimeout(entry.handle);
			entry.taken = true;
			entry.wake();
		}
	}

	return {
		enqueue,
		flush,
		flushWithBeacon,
		listen,
		get size() {
			return queue.length;
		},
		reset,
	};
}

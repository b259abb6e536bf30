/**
 * The app's one click queue and the calls pages make: `trackPhotoView`, `trackTag`,
 * `trackTaxonomy`, `trackCreator`, `trackEvent`. Each returns at once; sending happens later
 * and never throws (spec section 8: tracking failures are reported and navigation continues).
 */
import type { TrackEventInput } from "@core/contracts/analytics";
import { EVENT_ENTITY, TRACKING, type TrackedTaxonomyType } from "@core/tracking";
import { apiPaths } from "@/lib/paths";
import type { ClickQueue } from "./click-queue";

/**
 * What a page says about a click; the referrer and page path are added here. The session is the
 * server's own cookie, sent with the request: the events name none.
 */
export type Click = Pick<TrackEventInput, "event_type" | "entity_id" | "taxonomy_type">;

/** The longest page path kept in an event's metadata (the metadata limit is 2000 bytes). */
const MAX_PATH_LENGTH = 500;

/** Tracking problems are logged, never shown: the visitor has nothing to do about them. */
export function reportTrackingFailure(message: string, detail?: unknown): void {
	console.warn(message, detail);
}

let queue: ClickQueue | undefined;
let removeListeners: (() => void) | undefined;
let listening = false;

/**
 * The contract (zod) is fetched after the first event, once the browser is idle, rather than
 * with the page: it is 27 KB and about 20 ms of a phone's main thread to start, which a page
 * that tracks its own view (the photo page) would otherwise pay while it loads. The events
 * queued before it arrives are checked by the server alone.
 */
let contract: typeof import("@core/contracts/analytics") | undefined;
let contractLoading = false;

/** When the browser has nothing else to do (at the latest after 3 s). */
function whenIdle(task: () => void): void {
	if (typeof window !== "undefined" && typeof window.requestIdleCallback === "function")
		window.requestIdleCallback(task, { timeout: 3000 });
	else globalThis.setTimeout(task, 0);
}

function loadContract(): void {
	import("@core/contracts/analytics").then(
		(loaded) => {
			contract = loaded;
		},
		(error: unknown) => {
			contractLoading = false;
			reportTrackingFailure("Tracking: could not load the event contract", error);
		},
	);
}

function checkEvent(event: TrackEventInput): unknown[] | null {
	if (!contract) {
		if (!contractLoading) {
			contractLoading = true;
			whenIdle(loadContract);
		}
		return null;
	}
	const checked = contract.TrackEvent.safeParse(event);
	return checked.success ? null : checked.error.issues;
}

type ClickQueueModule = typeof import("./click-queue");

function createQueue({ createClickQueue }: ClickQueueModule): ClickQueue {
	return createClickQueue({
		url: apiPaths.trackEvents,
		// Looked up at each call, so a replaced fetch (tests, extensions) is the one used.
		fetch: (url, init) => globalThis.fetch(url, init),
		sendBeacon: (url, data) =>
			typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function"
				? navigator.sendBeacon(url, data)
				: false,
		now: () => Date.now(),
		timers: {
			setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
			clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
		},
		report: reportTrackingFailure,
		check: checkEvent,
	});
}

/**
 * The queue's code (batching, retries, beacons) is fetched with the first click or once the page
 * has loaded, not with the page; what happens before it arrives waits here, in order.
 */
let waiting: Array<(queue: ClickQueue) => void> = [];
let queueLoading = false;

function withQueue(task: (queue: ClickQueue) => void): void {
	if (queue) {
		task(queue);
		return;
	}
	waiting.push(task);
	if (queueLoading) return;
	queueLoading = true;
	import("./click-queue").then(
		(loaded) => {
			queue ??= createQueue(loaded);
			listenOnce(queue);
			const tasks = waiting;
			waiting = [];
			for (const run of tasks) run(queue);
		},
		(error: unknown) => {
			// What waits stays queued: the next click asks for the code again.
			queueLoading = false;
			reportTrackingFailure("Tracking: could not load the click queue", error);
		},
	);
}

function currentPath(): string {
	if (typeof window === "undefined") return "";
	const { pathname, search } = window.location;
	return `${pathname}${search}`.slice(0, MAX_PATH_LENGTH);
}

/** The complete event: the click plus the referrer and the page it happened on. */
export function clickEvent(click: Click): TrackEventInput {
	const path = currentPath();
	const referrer = (typeof document !== "undefined" && document.referrer) || path;
	return {
		event_type: click.event_type,
		entity_type: EVENT_ENTITY[click.event_type],
		entity_id: click.entity_id.trim().slice(0, TRACKING.maxEntityIdLength),
		taxonomy_type: click.taxonomy_type ?? null,
		referrer: referrer.slice(0, TRACKING.maxReferrerLength),
		metadata: { path },
	};
}

/** Queues a click; never throws, never waits. */
export function trackClick(click: Click): void {
	try {
		if (click.entity_id.trim() === "") return;
		const event = clickEvent(click);
		withQueue((queue) => queue.enqueue(event));
	} catch (error) {
		reportTrackingFailure("Tracking: could not record a click", error);
	}
}

export const photoViewClick = (photoId: string): Click => ({
	event_type: "photo_view",
	entity_id: photoId,
	taxonomy_type: null,
});
export const tagClick = (tag: string): Click => ({
	event_type: "tag_click",
	entity_id: tag,
	taxonomy_type: "tag",
});
export const taxonomyClick = (type: TrackedTaxonomyType, value: string): Click => ({
	event_type: "taxonomy_click",
	entity_id: value,
	taxonomy_type: type,
});
export const creatorClick = (userId: string): Click => ({
	event_type: "creator_click",
	entity_id: userId,
	taxonomy_type: "creator",
});
export const eventClick = (eventId: string): Click => ({
	event_type: "event_click",
	entity_id: eventId,
	taxonomy_type: "event",
});

export const trackPhotoView = (photoId: string) => trackClick(photoViewClick(photoId));
export const trackTag = (tag: string) => trackClick(tagClick(tag));
export const trackTaxonomy = (type: TrackedTaxonomyType, value: string) =>
	trackClick(taxonomyClick(type, value));
export const trackCreator = (userId: string) => trackClick(creatorClick(userId));
export const trackEvent = (eventId: string) => trackClick(eventClick(eventId));

/**
 * Sends the queue as a beacon when the page is hidden or left. Called once at app start; later
 * calls do nothing.
 */
export function installTracking(): void {
	if (listening || typeof window === "undefined") return;
	listening = true;
	// The queue's code is fetched once the page is idle, or with the first click if that is sooner;
	// the beacon listeners are installed as soon as it is here.
	if (queue) listenOnce(queue);
	else whenIdle(() => withQueue(listenOnce));
}

function listenOnce(loaded: ClickQueue): void {
	if (listening && !removeListeners && typeof window !== "undefined")
		removeListeners = loaded.listen(window, document);
}

/** Tests: forget queued events, timers, listeners and the de-duplication memory. */
export function resetTracking(): void {
	queue?.reset();
	waiting = [];
	removeListeners?.();
	removeListeners = undefined;
	listening = false;
}

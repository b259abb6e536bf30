/**
 * The tracking session: one random id per browser tab, kept in sessionStorage so a reload keeps
 * it and a new tab gets a new one. It names no one (no user id, no cookie): the server takes the
 * signed-in user from the session cookie, never from the events.
 */
import { TRACKING_SESSION_ID } from "@core/tracking";

export const TRACKING_SESSION_KEY = "trackingSessionId";

/** Used when sessionStorage is blocked (private modes, sandboxed frames): the id lasts this page load. */
let fallbackId: string | undefined;

function randomId(): string {
	const cryptoApi = globalThis.crypto;
	// randomUUID exists in secure contexts only (https, localhost); getRandomValues everywhere.
	if (typeof cryptoApi?.randomUUID === "function") return cryptoApi.randomUUID();
	if (typeof cryptoApi?.getRandomValues === "function") {
		const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
		return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
	}
	return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 32).padEnd(12, "0");
}

function readStored(): string | undefined {
	try {
		const value = window.sessionStorage.getItem(TRACKING_SESSION_KEY);
		return value !== null && TRACKING_SESSION_ID.test(value) ? value : undefined;
	} catch {
		return undefined;
	}
}

/** This tab's tracking session id (8 to 64 letters, digits, '-' or '_'). */
export function trackingSessionId(): string {
	const stored = readStored();
	if (stored) return stored;
	if (fallbackId) return fallbackId;
	const id = randomId();
	try {
		window.sessionStorage.setItem(TRACKING_SESSION_KEY, id);
	} catch {
		fallbackId = id;
	}
	return id;
}

import { announce, generationOf } from "../cluster/bus";
import type { Database } from "../db/client";

/**
 * When the public lists last changed. Admin and family writes, and a release signed from its
 * link, announce it after they answer (so after their transaction committed); the listings'
 * server-side caches reload on the next request instead of serving their copy until it expires,
 * on every instance (server/cluster/bus.ts).
 */
export function listingsChanged(database: Database): Promise<void> {
	// Never rejects (failures are retried and logged by the bus): a caller about to close its
	// pool (the CLI's seed) awaits it; a request's hook need not.
	return announce(database, "listings");
}

export function listingsGeneration(database: Database): number {
	return generationOf(database, "listings");
}

/**
 * The writes that may change what the public lists show: an admin's; a family's (a photo
 * withdrawn, a storefront renamed or closed, a face that changes a clearance); and a release
 * signed from its emailed link, which can put an approved photo live.
 */
const LISTINGS_WRITERS = ["/api/admin/", "/api/family/", "/api/release-requests/"];

export function isListingsWrite(method: string, url: string, statusCode: number): boolean {
	return (
		method !== "GET" &&
		method !== "HEAD" &&
		statusCode < 400 &&
		LISTINGS_WRITERS.some((prefix) => url.startsWith(prefix))
	);
}

/**
 * Keeps one value for `ttlMs`, or until an admin write changes the lists; concurrent callers
 * share the same pending load.
 */
export function cached<T>(database: Database, ttlMs: number, load: () => Promise<T>): () => Promise<T> {
	let entry: { at: number; generation: number; value: Promise<T> } | undefined;
	return () => {
		const now = Date.now();
		const generation = listingsGeneration(database);
		if (!entry || now - entry.at > ttlMs || entry.generation !== generation) {
			const value = load();
			entry = { at: now, generation, value };
			// A failed load is not kept: the next caller tries again.
			value.catch(() => {
				if (entry?.value === value) entry = undefined;
			});
		}
		return entry.value;
	};
}

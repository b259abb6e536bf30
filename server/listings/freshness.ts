/**
 * When the public lists last changed. Admin writes bump it after they answer (so after their
 * transaction committed); the listings' server-side cache reloads on the next request instead of
 * serving its copy until it expires.
 */
let generation = 0;

export function listingsChanged(): void {
	generation++;
}

export function listingsGeneration(): number {
	return generation;
}

/** Any successful admin write may change what the public lists show. */
export function isListingsWrite(method: string, url: string, statusCode: number): boolean {
	return method !== "GET" && method !== "HEAD" && url.startsWith("/api/admin/") && statusCode < 400;
}

/**
 * Keeps one value for `ttlMs`, or until an admin write changes the lists; concurrent callers
 * share the same pending load.
 */
export function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
	let entry: { at: number; generation: number; value: Promise<T> } | undefined;
	return () => {
		const now = Date.now();
		const generation = listingsGeneration();
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

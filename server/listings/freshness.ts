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

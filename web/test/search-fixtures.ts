import { json, type mockApi } from "./api-mock";

/** A photo summary as GET /api/search returns it; `n` makes ids and numbers distinct. */
export function photoFixture(n: number, overrides: Record<string, unknown> = {}) {
	const hex = n.toString(16).padStart(12, "0");
	return {
		id: `5c1e9d3a-8b7f-4a2e-9c6d-${hex}`,
		photoid: 1000 + n,
		title: `Snapshot ${n}`,
		thumbnail_url: `/media/thumbs/${1000 + n}.webp`,
		preview_url: null,
		width: 600,
		height: 400,
		price: 4900,
		user_id: "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f",
		storefront_name: "The Hendersons",
		decade_taken: "1970s",
		event_names: [],
		clearance: "hero" as const,
		...overrides,
	};
}

type Catalogue = {
	/** How many photos match. */
	total: number;
	/** Signed-out callers are cut at 24, as the server does. */
	guest?: boolean;
	totalCapped?: boolean;
	expanded?: string[];
	corrected?: Array<[string, string]>;
};

/** A stand-in for GET /api/search over `total` photos, paging by `offset` and `limit`. */
export function searchAnswer({
	total,
	guest = false,
	totalCapped = false,
	expanded = [],
	corrected = [],
}: Catalogue) {
	return (url: URL) => {
		const offset = Number(url.searchParams.get("offset") ?? 0);
		const limit = Number(url.searchParams.get("limit") ?? 24);
		const end = Math.min(total, guest ? 24 : total, offset + limit);
		const photos = [];
		for (let i = offset; i < end; i++) photos.push(photoFixture(i + 1));
		const moreExist = offset + photos.length < total;
		return json({
			photos,
			total_count: total,
			total_capped: totalCapped,
			total_estimated: false,
			sort: url.searchParams.get("sort") ?? "random",
			method: url.searchParams.get("q") ? "exact" : null,
			expanded_terms: expanded,
			corrected_terms: corrected,
			offset,
			limit,
			has_more: moreExist && !guest,
			guest_limited: guest && moreExist,
			took_ms: 3,
		});
	};
}

/** The query strings of the search requests, in order. */
export function searchRequests(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
	return fetchMock.mock.calls
		.map(([input]) => new URL(String(input), "http://localhost"))
		.filter((url) => url.pathname === "/api/search")
		.map((url) => url.searchParams);
}

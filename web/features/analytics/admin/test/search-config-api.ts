import {
	ClickAnalyticsResponse,
	type ClickAnalyticsRow,
	SearchAnalyticsResponse,
	type Synonym,
	SynonymCreate,
	TRACKING_TEXT,
} from "@core/contracts/analytics";
import { problemsByField } from "@/lib/form-checks";
import { apiError, byMethod, json, type MockAnswer, signedInAdmin } from "@/test/api-mock";

/**
 * A stand-in for the admin search configuration API (server/analytics/admin-routes.ts): the
 * synonyms kept in memory with the server's 400 and 409 answers, and analytics answers checked
 * against the contracts the page parses them with.
 */

export const synonymId = (n: number) => `5c1e8a20-6b3d-4f7e-9a21-${n.toString(16).padStart(12, "0")}`;

export function synonymsStore(pairs: Array<[string, string]>) {
	let next = pairs.length + 1;
	const synonyms: Synonym[] = pairs.map(([term, synonym_of], i) => ({
		id: synonymId(i + 1),
		term,
		synonym_of,
		created_at: new Date(Date.UTC(2025, 2, i + 1, 9)).toISOString(),
	}));

	const clash = (term: string, synonymOf: string, exceptId?: string) =>
		synonyms.some(
			(s) =>
				s.id !== exceptId &&
				((s.term === term && s.synonym_of === synonymOf) || (s.term === synonymOf && s.synonym_of === term)),
		);

	function parseBody(init?: RequestInit) {
		const parsed = SynonymCreate.safeParse(JSON.parse(String(init?.body ?? "{}")));
		if (!parsed.success) {
			return { error: apiError(400, "VALIDATION_ERROR", "Invalid request", problemsByField(parsed.error)) };
		}
		return { data: parsed.data };
	}

	const exists = () =>
		apiError(409, "CONFLICT", TRACKING_TEXT.synonymExists, { synonym_of: TRACKING_TEXT.synonymExists });

	const listSynonyms = (url: URL) => {
		const q = (url.searchParams.get("q") ?? "").toLowerCase();
		const shown = q ? synonyms.filter((s) => s.term.includes(q) || s.synonym_of.includes(q)) : synonyms;
		return json({ synonyms: [...shown].sort((a, b) => a.term.localeCompare(b.term)) });
	};
	const addSynonym = (_url: URL, init?: RequestInit) => {
		const { data, error } = parseBody(init);
		if (error) return error;
		if (clash(data.term, data.synonym_of)) return exists();
		const synonym: Synonym = {
			id: synonymId(next++),
			...data,
			created_at: new Date(Date.UTC(2025, 3, 1, 9)).toISOString(),
		};
		synonyms.push(synonym);
		table[`/api/admin/synonyms/${synonym.id}`] = one;
		return json({ synonym }, 201);
	};
	const list = byMethod({ GET: listSynonyms, POST: addSynonym });

	const editSynonym = (url: URL, init?: RequestInit) => {
		const id = url.pathname.split("/").at(-1) ?? "";
		const { data, error } = parseBody(init);
		if (error) return error;
		const synonym = synonyms.find((s) => s.id === id);
		if (!synonym) return apiError(404, "NOT_FOUND", TRACKING_TEXT.synonymNotFound);
		if (clash(data.term, data.synonym_of, id)) return exists();
		Object.assign(synonym, data);
		return json({ synonym });
	};
	const removeSynonym = (url: URL) => {
		const id = url.pathname.split("/").at(-1) ?? "";
		const index = synonyms.findIndex((s) => s.id === id);
		if (index < 0) return apiError(404, "NOT_FOUND", TRACKING_TEXT.synonymNotFound);
		synonyms.splice(index, 1);
		return new Response(null, { status: 204 });
	};
	const one = byMethod({ PATCH: editSynonym, DELETE: removeSynonym });

	const table: Record<string, MockAnswer> = { "/api/admin/synonyms": list };
	for (const synonym of synonyms) table[`/api/admin/synonyms/${synonym.id}`] = one;
	return { synonyms, table };
}

/** Days from `from` to `to` (YYYY-MM-DD), both included. */
export function daysOf(from: string, to: string): string[] {
	const days: string[] = [];
	for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
		days.push(new Date(t).toISOString().slice(0, 10));
	}
	return days;
}

/** GET /api/admin/search-analytics for a range: a few busy days, some searches that found nothing. */
export function searchAnalyticsFixture(from: string, to: string): SearchAnalyticsResponse {
	const over_time = daysOf(from, to).map((day, i) => ({
		day,
		searches: i === 1 ? 120 : 10 + i,
		no_results: i === 1 ? 12 : 1,
	}));
	const searches = over_time.reduce((sum, d) => sum + d.searches, 0);
	const none = over_time.reduce((sum, d) => sum + d.no_results, 0);
	return SearchAnalyticsResponse.parse({
		from,
		to,
		totals: { searches, unique_terms: 48, no_result_searches: none, sessions: 77 },
		top_searches: [
			{ term: "wedding", searches: 64, avg_results: 212.5, last_searched_at: `${to}T10:15:00.000Z` },
			{ term: "1970s kitchen", searches: 31, avg_results: 18, last_searched_at: `${to}T09:00:00.000Z` },
		],
		no_result_searches: [
			{ term: "kid", searches: 9, last_searched_at: `${to}T08:30:00.000Z` },
			{ term: "polaroid", searches: 4, last_searched_at: `${from}T12:00:00.000Z` },
		],
		over_time,
		methods: [
			{ method: "partial", searches: searches - 20 },
			{ method: "exact", searches: 12 },
			{ method: "fuzzy", searches: 5 },
			{ method: "fallback", searches: 3 },
		],
		synonym_expanded_searches: 14,
	});
}

const photoUuid = "3a2b1c0d-9e8f-4a7b-8c6d-0000000003e9";
const eventUuid = "8d7c6b5a-4e3f-4a2b-9c1d-00000000000e";

export const clickRows: ClickAnalyticsRow[] = [
	{
		entity_id: photoUuid,
		entity_type: "photo",
		taxonomy_type: null,
		total_clicks: 310,
		unique_users: 40,
		unique_sessions: 95,
		unique_visitors: 90,
		clicks_in_range: 120,
		last_clicked_at: "2025-03-09T10:00:00.000Z",
		entity_name: "Backyard barbecue",
	},
	{
		entity_id: "1970s",
		entity_type: "taxonomy",
		taxonomy_type: "decade",
		total_clicks: 150,
		unique_users: 30,
		unique_sessions: 60,
		unique_visitors: 55,
		clicks_in_range: 80,
		last_clicked_at: "2025-03-08T10:00:00.000Z",
		entity_name: "1970s",
	},
	{
		entity_id: eventUuid,
		entity_type: "event",
		taxonomy_type: "event",
		total_clicks: 40,
		unique_users: 12,
		unique_sessions: 20,
		unique_visitors: 18,
		clicks_in_range: 22,
		last_clicked_at: null,
		entity_name: "Graduation",
	},
	{
		entity_id: "joyful",
		entity_type: "taxonomy",
		taxonomy_type: "emotion",
		total_clicks: 9,
		unique_users: 3,
		unique_sessions: 4,
		unique_visitors: 4,
		clicks_in_range: 5,
		last_clicked_at: "2025-03-01T10:00:00.000Z",
		entity_name: "Joyful",
	},
];

/**
 * GET /api/admin/click-analytics: the rows above filtered by entity and taxonomy type, paged,
 * or, with `total`, that many made-up tag rows.
 */
export function clickAnalyticsAnswer({ total }: { total?: number } = {}) {
	return (url: URL) => {
		const p = url.searchParams;
		const entity = p.get("entity_type");
		const taxonomy = p.get("taxonomy_type");
		const rows = clickRows.filter(
			(row) => (!entity || row.entity_type === entity) && (!taxonomy || row.taxonomy_type === taxonomy),
		);
		const from = p.get("from") ?? "2025-03-01";
		const to = p.get("to") ?? "2025-03-30";
		const all = total ?? rows.length;
		const limit = Number(p.get("limit") ?? 50);
		const offset = Number(p.get("offset") ?? 0);
		const page = Array.from({ length: Math.max(0, Math.min(limit, all - offset)) }, (_, i) => ({
			...(clickRows[0] as ClickAnalyticsRow),
			entity_type: "tag" as const,
			taxonomy_type: "tag",
			entity_id: `tag ${offset + i + 1}`,
			entity_name: `tag ${offset + i + 1}`,
		}));
		return json(
			ClickAnalyticsResponse.parse({
				rows: total === undefined ? rows.slice(offset, offset + limit) : page,
				total: all,
				over_time: daysOf(from, to).map((day, i) => ({ day, clicks: i % 3 === 0 ? 5 : 2 })),
				by_entity_type: [
					{ entity_type: "photo", clicks: 120 },
					{ entity_type: "taxonomy", clicks: 85 },
					{ entity_type: "event", clicks: 22 },
				],
				unprocessed: 3,
			}),
		);
	};
}

/** The session and admin check of a signed-in admin. */
export const adminSession: Record<string, MockAnswer> = {
	"/api/me": signedInAdmin,
	"/api/me/is-admin": { is_admin: true },
	"/api/cart/count": { count: 0 },
};

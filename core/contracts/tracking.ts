/**
 * Requests and responses of tracking and analytics: POST /api/track-events, search analytics,
 * popular content, the trending strip, and the admin search configuration screen.
 */
import { z } from "zod";
import { SEARCH_METHODS } from "../search-query";
import {
	CLICK_ENTITY_TYPES,
	CLICK_EVENT_TYPES,
	EVENT_ENTITY,
	TRACKED_TAXONOMY_TYPES,
	TRACKING,
	TRACKING_SESSION_ID,
} from "../tracking";
import { PhotoSummary } from "./catalogue";

export const TRACKING_TEXT = {
	sessionId: "session_id must be 8 to 64 letters, digits, '-' or '_'",
	entityMismatch: (eventType: string, entityType: string) =>
		`event_type ${eventType} is about entity_type ${EVENT_ENTITY[eventType as keyof typeof EVENT_ENTITY] ?? "?"}, not ${entityType}`,
	creatorTaxonomy: "creator_click needs taxonomy_type 'creator'",
	metadataTooLarge: `metadata must be at most ${TRACKING.maxMetadataBytes} bytes of JSON`,
	synonymSame: "A term cannot be a synonym of itself",
	synonymExists: "This synonym already exists",
	synonymNotFound: "Synonym not found",
	dateOrder: "The start date must be on or before the end date",
	rangeTooLong: `The date range can be at most ${TRACKING.analyticsMaxDays} days`,
} as const;

const SessionId = z.string().regex(TRACKING_SESSION_ID, TRACKING_TEXT.sessionId);
const Iso = z.string();

/**
 * One click event as the browser sends it: the click_events fields without user_id (the server
 * takes the user from the session, never from the body; a body naming one is refused).
 */
export const TrackEvent = z
	.object({
		event_type: z.enum(CLICK_EVENT_TYPES),
		entity_id: z.string().trim().min(1).max(TRACKING.maxEntityIdLength),
		entity_type: z.enum(CLICK_ENTITY_TYPES),
		taxonomy_type: z.enum(TRACKED_TAXONOMY_TYPES).nullable().optional(),
		session_id: SessionId,
		user_agent: z.string().max(TRACKING.maxUserAgentLength).nullable().optional(),
		referrer: z.string().max(TRACKING.maxReferrerLength).nullable().optional(),
		metadata: z
			.record(z.string().max(100), z.unknown())
			.optional()
			.refine((m) => m === undefined || JSON.stringify(m).length <= TRACKING.maxMetadataBytes, {
				message: TRACKING_TEXT.metadataTooLarge,
			}),
	})
	.strict()
	.superRefine((event, ctx) => {
		if (EVENT_ENTITY[event.event_type] !== event.entity_type) {
			ctx.addIssue({
				code: "custom",
				path: ["entity_type"],
				message: TRACKING_TEXT.entityMismatch(event.event_type, event.entity_type),
			});
		}
		if (event.event_type === "creator_click" && event.taxonomy_type !== "creator") {
			ctx.addIssue({ code: "custom", path: ["taxonomy_type"], message: TRACKING_TEXT.creatorTaxonomy });
		}
	});
export type TrackEvent = z.infer<typeof TrackEvent>;
export type TrackEventInput = z.input<typeof TrackEvent>;

export const TrackEventsBody = z
	.object({ events: z.array(TrackEvent).min(1).max(TRACKING.maxEventsPerRequest) })
	.strict();
export type TrackEventsBody = z.infer<typeof TrackEventsBody>;

/** 202: stored unprocessed; the aggregator folds them into click_analytics. */
export const TrackEventsResponse = z.object({ accepted: z.number().int() });

/**
 * A search to record (after 400 ms of quiet in the browser). The server lower-cases and trims
 * the term, applies the term rules and duplicate suppression, labels the method itself, and
 * never stores the address.
 */
export const SearchRecord = z
	.object({
		search_term: z.string().max(200),
		session_id: SessionId,
		result_count: z.number().int().min(0).max(100_000_000),
		/** The synonyms the search used (the search response's expanded_terms). */
		expanded_terms: z.array(z.string().max(80)).max(40).default([]),
	})
	.strict();
export type SearchRecordInput = z.input<typeof SearchRecord>;

export const SearchRecordResponse = z.object({
	recorded: z.boolean(),
	/** Why not: the term rules of section 5, or a duplicate inside the 30 s window. */
	reason: z.enum(["term_rules", "duplicate"]).optional(),
});
export type SearchRecordResponse = z.infer<typeof SearchRecordResponse>;

/** get_popular_by_clicks rows (spec section 3, "Popular-content rows"). */
export const PopularContentRow = z.object({
	entity_id: z.string(),
	entity_type: z.enum(CLICK_ENTITY_TYPES),
	taxonomy_type: z.string().nullable(),
	total_clicks: z.number().int(),
	unique_users: z.number().int(),
	last_clicked_at: Iso.nullable(),
	entity_name: z.string(),
});
export type PopularContentRow = z.infer<typeof PopularContentRow>;

export const PopularContentQuery = z.object({
	entity_type: z.enum(CLICK_ENTITY_TYPES),
	taxonomy_type: z.enum(TRACKED_TAXONOMY_TYPES).optional(),
	limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const PopularContentResponse = z.object({ items: z.array(PopularContentRow) });
export type PopularContentResponse = z.infer<typeof PopularContentResponse>;

/** /popular: pages of 24 out of a pool of 240; guests see the first 24 only. */
export const PopularPhotosPageQuery = z.object({
	limit: z.coerce.number().int().min(1).max(100).default(TRACKING.popularPhotosPageSize),
	offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const PopularPhotosPage = z.object({
	photos: z.array(PhotoSummary),
	offset: z.number().int(),
	limit: z.number().int(),
	has_more: z.boolean(),
	/** True when a guest reached the first-24 cap and signing in would show more. */
	guest_limited: z.boolean(),
});
export type PopularPhotosPage = z.infer<typeof PopularPhotosPage>;

export const TrendingChip = z.object({
	kind: z.enum(["event", "taxonomy"]),
	taxonomy_type: z.string(),
	id: z.string(),
	label: z.string(),
	total_clicks: z.number().int(),
});
export const TrendingResponse = z.object({ chips: z.array(TrendingChip) });
export type TrendingResponse = z.infer<typeof TrendingResponse>;

// ---------------------------------------------------------------- admin

const SynonymWord = z
	.string()
	.trim()
	.min(1, "Required")
	.max(60, "At most 60 characters")
	.transform((s) => s.toLowerCase().replace(/\s+/g, " "));

export const Synonym = z.object({ id: z.uuid(), term: z.string(), synonym_of: z.string(), created_at: Iso });
export type Synonym = z.infer<typeof Synonym>;

export const SynonymCreate = z
	.object({ term: SynonymWord, synonym_of: SynonymWord })
	.strict()
	.refine((s) => s.term !== s.synonym_of, { path: ["synonym_of"], message: TRACKING_TEXT.synonymSame });
export type SynonymCreateInput = z.input<typeof SynonymCreate>;
export const SynonymUpdate = SynonymCreate;

export const SynonymListQuery = z.object({ q: z.string().trim().max(60).optional() });
export const SynonymListResponse = z.object({ synonyms: z.array(Synonym) });
export type SynonymListResponse = z.infer<typeof SynonymListResponse>;
export const SynonymResponse = z.object({ synonym: Synonym });

/** YYYY-MM-DD, both ends included; the default range is the last 30 days. */
const Day = z.iso.date();
export const DateRangeQuery = z
	.object({ from: Day.optional(), to: Day.optional() })
	.refine((r) => !r.from || !r.to || r.from <= r.to, { path: ["from"], message: TRACKING_TEXT.dateOrder });

export const SearchAnalyticsResponse = z.object({
	from: Day,
	to: Day,
	totals: z.object({
		searches: z.number().int(),
		unique_terms: z.number().int(),
		no_result_searches: z.number().int(),
		sessions: z.number().int(),
	}),
	top_searches: z.array(
		z.object({
			term: z.string(),
			searches: z.number().int(),
			avg_results: z.number(),
			last_searched_at: Iso,
		}),
	),
	no_result_searches: z.array(
		z.object({ term: z.string(), searches: z.number().int(), last_searched_at: Iso }),
	),
	over_time: z.array(z.object({ day: Day, searches: z.number().int(), no_results: z.number().int() })),
	methods: z.array(z.object({ method: z.enum(SEARCH_METHODS), searches: z.number().int() })),
	synonym_expanded_searches: z.number().int(),
});
export type SearchAnalyticsResponse = z.infer<typeof SearchAnalyticsResponse>;

export const ClickAnalyticsQuery = z
	.object({
		entity_type: z.enum(CLICK_ENTITY_TYPES).optional(),
		taxonomy_type: z.enum(TRACKED_TAXONOMY_TYPES).optional(),
		entity_id: z.string().max(TRACKING.maxEntityIdLength).optional(),
		from: Day.optional(),
		to: Day.optional(),
		limit: z.coerce.number().int().min(1).max(200).default(50),
		offset: z.coerce.number().int().min(0).default(0),
	})
	.refine((r) => !r.from || !r.to || r.from <= r.to, { path: ["from"], message: TRACKING_TEXT.dateOrder });

export const ClickAnalyticsRow = PopularContentRow.extend({
	unique_sessions: z.number().int(),
	/** Clicks inside the date range (from the daily roll-up); total_clicks when no range is set. */
	clicks_in_range: z.number().int(),
});
export type ClickAnalyticsRow = z.infer<typeof ClickAnalyticsRow>;

export const ClickAnalyticsResponse = z.object({
	rows: z.array(ClickAnalyticsRow),
	total: z.number().int(),
	over_time: z.array(z.object({ day: Day, clicks: z.number().int() })),
	by_entity_type: z.array(z.object({ entity_type: z.enum(CLICK_ENTITY_TYPES), clicks: z.number().int() })),
	unprocessed: z.number().int(),
});
export type ClickAnalyticsResponse = z.infer<typeof ClickAnalyticsResponse>;

export const ClickQueueResponse = z.object({ unprocessed: z.number().int() });

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
} from "../tracking";
import { PhotoSummary } from "./photos";

export const TRACKING_TEXT = {
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

const Iso = z.string();

/**
 * One click event as the browser sends it: the click_events fields without user_id and session_id
 * (the server takes both from cookies, never from the body; a body naming a user is refused).
 */
export const TrackEvent = z
	.object({
		event_type: z.enum(CLICK_EVENT_TYPES),
		entity_id: z.string().trim().min(1).max(TRACKING.maxEntityIdLength),
		entity_type: z.enum(CLICK_ENTITY_TYPES),
		taxonomy_type: z.enum(TRACKED_TAXONOMY_TYPES).nullable().optional(),
		/** Ignored: pages loaded before issue 24 still send their tab's id; the tracking cookie decides. */
		session_id: z.string().max(64).optional(),
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

/**
 * 202: the events stored unprocessed for the aggregator; a repeat of one of the visitor's events
 * inside the 5 s window is not stored, so `accepted` can be less than the events sent.
 */
export const TrackEventsResponse = z.object({ accepted: z.number().int() });

/** get_popular_by_clicks rows (spec section 3, "Popular-content rows"). */
export const PopularContentRow = z.object({
	entity_id: z.string(),
	entity_type: z.enum(CLICK_ENTITY_TYPES),
	taxonomy_type: z.string().nullable(),
	total_clicks: z.number().int(),
	unique_users: z.number().int(),
	/**
	 * Distinct visitors (a member's account, a guest's network address): what popularity ranks by,
	 * since one visitor's burst of clicks moves it by one (issue 24).
	 */
	unique_visitors: z.number().int(),
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
	/** Distinct visitors who clicked it: what the strip ranks by. */
	unique_visitors: z.number().int(),
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

import { z } from "zod";
import { CLEARANCES } from "../clearance";
import type { PhotoFlag } from "../photo-flags";
import { SIMILAR_CANDIDATE_LIMIT } from "../similar-photos";

/** A photo as listing pages and cards need it. Prices are integer US cents. */
export const PhotoSummary = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
	preview_url: z.string().nullable(),
	width: z.number().int().nullable(),
	height: z.number().int().nullable(),
	price: z.number().int(),
	user_id: z.uuid(),
	storefront_name: z.string().nullable(),
	decade_taken: z.string().nullable(),
	event_names: z.array(z.string()),
	/** What the clearance ledger clears the photo for (issue 26): the card's badge. */
	clearance: z.enum(CLEARANCES),
});
export type PhotoSummary = z.infer<typeof PhotoSummary>;

export const PhotoCountResponse = z.object({ count: z.number().int().nonnegative() });
export type PhotoCountResponse = z.infer<typeof PhotoCountResponse>;

export const BackgroundImagesResponse = z.object({ images: z.array(z.string()) });
export type BackgroundImagesResponse = z.infer<typeof BackgroundImagesResponse>;

export const HealthResponse = z.object({
	status: z.enum(["ok", "error"]),
	database: z.enum(["ok", "error"]),
	driver: z.enum(["pglite", "postgres"]),
	uptime_s: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * What the server is still preparing after it started to serve: on a first start with the demo
 * archive enabled, the archive's photos drawn so far (null once complete, and always in production).
 */
export const SiteStatusResponse = z.object({
	demo_archive: z
		.object({ photos_done: z.number().int().nonnegative(), photos_total: z.number().int().nonnegative() })
		.nullable(),
});
export type SiteStatusResponse = z.infer<typeof SiteStatusResponse>;

/** Ready: nothing is being prepared any more (readiness probes and the browser suite wait for it). */
/** How one part readiness depends on answered: "off" for a part not configured (Redis without REDIS_URL). */
export const ReadinessCheck = z.enum(["ok", "error", "off"]);
export type ReadinessCheck = z.infer<typeof ReadinessCheck>;

/**
 * Readiness (issue 31): ready only when the database, the media storage and Redis (when
 * configured) answer, the first start's demo archive is complete, and the server is not shutting
 * down. The parts say which one held it back.
 */
export const ReadinessResponse = z.object({
	ready: z.boolean(),
	checks: z.object({ database: ReadinessCheck, storage: ReadinessCheck, redis: ReadinessCheck }),
	/** The demo archive is still being drawn (a first start). */
	preparing: z.boolean(),
	/** The server received SIGTERM and drains: the balancer should send its requests elsewhere. */
	shutting_down: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;

export const PhotoIdParams = z.object({ id: z.uuid("not a photo id") });

export const SimilarPhotosQuery = z.object({
	offset: z.coerce.number().int().min(0).max(SIMILAR_CANDIDATE_LIMIT).default(0),
});
export type SimilarPhotosQuery = z.infer<typeof SimilarPhotosQuery>;
export const SimilarPhoto = PhotoSummary.extend({ relevance: z.number() });
export const SimilarPhotosResponse = z.object({
	photos: z.array(SimilarPhoto),
	/** How many similar photos there are in all (at most SIMILAR_CANDIDATE_LIMIT). */
	total: z.number().int().nonnegative(),
	offset: z.number().int().nonnegative(),
	has_more: z.boolean(),
});
export type SimilarPhotosResponse = z.infer<typeof SimilarPhotosResponse>;

/** A photo's page: the photos_details row, with its events as links. */
export const PhotoDetail = PhotoSummary.extend({
	description: z.string().nullable(),
	tags: z.array(z.string()),
	orientation: z.string().nullable(),
	people_count: z.number().int().nullable(),
	file_size: z.number().int().nullable(),
	friendly_print_size: z.string().nullable(),
	events: z.array(z.object({ id: z.uuid(), name: z.string() })),
	photo_status: z.string(),
	location_city: z.string().nullable(),
	location_state_province: z.string().nullable(),
	location_country: z.string().nullable(),
	date_taken: z.string().nullable(),
	ethnicities: z.array(z.string()),
	age_groups: z.array(z.string()),
	emotions: z.array(z.string()),
	image_style: z.string().nullable(),
	color_and_mood: z.string().nullable(),
	people_composition: z.string().nullable(),
	created_at: z.string(),
	featured: z.boolean(),
	face_ids: z.array(z.uuid()),
});
export type PhotoDetail = z.infer<typeof PhotoDetail>;

/** A photo named by its number (as /photo/{photoid}) or its uuid (as /photo-uuid/{id}). */
export const PhotoRefParams = z.object({
	ref: z.union([z.uuid(), z.string().regex(/^[0-9]{1,9}$/)], "not a photo number or id"),
});

export const SimilarPeopleResponse = z.object({
	photos: z.array(PhotoSummary.extend({ shared_people: z.number().int().positive() })),
	total: z.number().int().nonnegative(),
	offset: z.number().int().nonnegative(),
	has_more: z.boolean(),
});
export type SimilarPeopleResponse = z.infer<typeof SimilarPeopleResponse>;
export const SimilarPeopleQuery = z.object({
	offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** The photo issue flags (spec section 3, photos_issues). */
export const PhotoFlags = z.object({
	photoshop: z.boolean(),
	info_missing: z.boolean(),
	missing_faces: z.boolean(),
} satisfies Record<PhotoFlag, z.ZodBoolean>);
export type PhotoFlags = z.infer<typeof PhotoFlags>;

/** One or more flags to set. */
export const PhotoFlagsUpdate = PhotoFlags.partial().refine((flags) => Object.keys(flags).length > 0, {
	message: "Name at least one flag to change",
});
export type PhotoFlagsUpdate = z.infer<typeof PhotoFlagsUpdate>;

export const PhotoClickQueue = z.object({
	/** Click events on the photo not yet counted into its analytics. */
	unprocessed_clicks: z.number().int().nonnegative(),
});
export type PhotoClickQueue = z.infer<typeof PhotoClickQueue>;

/** What the photo page's Admin tab shows. */
export const PhotoInsights = PhotoClickQueue.extend({
	clicks: z.object({
		total_clicks: z.number().int().nonnegative(),
		unique_users: z.number().int().nonnegative(),
		unique_sessions: z.number().int().nonnegative(),
		/** Distinct visitors: the photo's popularity (issue 24). */
		unique_visitors: z.number().int().nonnegative(),
		last_clicked_at: z.string().nullable(),
	}),
	/** Purchases of the photo that are not deleted: how many, and what they brought in (US cents). */
	sales: z.object({ count: z.number().int().nonnegative(), revenue_cents: z.number().int().nonnegative() }),
	flags: PhotoFlags,
});
export type PhotoInsights = z.infer<typeof PhotoInsights>;

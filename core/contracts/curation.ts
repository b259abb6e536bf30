import { z } from "zod";
import { PHOTO_STATUSES } from "../photo-status";
import { pagedList, pageQuery } from "./paging";

/**
 * Curation for admins (issue 9): events (named happenings photos show, merged when two names
 * mean the same one) and collections (hand-picked, ordered sets published to /collections).
 */

/** Text that may be left out: blank is stored as null. */
const optionalText = (max: number) =>
	z
		.string()
		.trim()
		.max(max, `At most ${max} characters`)
		.nullable()
		.transform((value) => (value ? value : null));

const listPaging = pageQuery(50);

/** A photo as the curation screens show it: a thumbnail and enough to recognise it. */
export const CuratedPhoto = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
	width: z.number().int().nullable(),
	height: z.number().int().nullable(),
	photo_status: z.enum(PHOTO_STATUSES),
});
export type CuratedPhoto = z.infer<typeof CuratedPhoto>;

/** A request naming photos: every one must exist, none twice. */
const photoIds = (max: number, min: number) =>
	z
		.array(z.uuid("Each photo is named by its uuid"))
		.min(min, "Choose at least one photo")
		.max(max, `At most ${max} photos at once`)
		.refine((ids) => new Set(ids).size === ids.length, "A photo is listed twice");

// ------------------------------------------------------------------ events

export const EVENT_NAME_MAX = 200;
export const EVENT_SORTS = ["name", "photos", "created"] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

export const CURATION_TEXT = {
	eventNotFound: "Event not found",
	mergeTargetNotFound: "The event to merge into does not exist",
	mergeSelf: "Choose another event to merge into",
	duplicateEventName: "An event with this name already exists",
	unknownPhotos: (n: number) =>
		n === 1 ? "One of the photos does not exist" : `${n} of the photos do not exist`,
	collectionNotFound: "Collection not found",
	coverNotMember: "The cover must be one of the collection's photos",
} as const;

/** GET /api/admin/events: a page of events, searched by name, with their photo counts. */
export const AdminEventListQuery = z.object({
	q: z.string().trim().max(200).optional(),
	sort: z.enum(EVENT_SORTS).default("name"),
	dir: z.enum(["asc", "desc"]).default("asc"),
	...listPaging,
});
export type AdminEventListQuery = z.input<typeof AdminEventListQuery>;

export const AdminEvent = z.object({
	id: z.uuid(),
	name: z.string(),
	description: z.string().nullable(),
	/** Every photo tagged with the event, whatever its status. */
	photo_count: z.number().int().nonnegative(),
	/** The ones the public sees. */
	live_count: z.number().int().nonnegative(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type AdminEvent = z.infer<typeof AdminEvent>;

export const AdminEventListResponse = pagedList("events", AdminEvent);
export type AdminEventListResponse = z.infer<typeof AdminEventListResponse>;
export const AdminEventResponse = z.object({ event: AdminEvent });
export type AdminEventResponse = z.infer<typeof AdminEventResponse>;

const eventFields = {
	name: z
		.string("Name the event")
		.trim()
		.min(1, "Name the event")
		.max(EVENT_NAME_MAX, `At most ${EVENT_NAME_MAX} characters`),
	description: optionalText(2000),
};

/** POST /api/admin/events. Names are unique whatever their case. */
export const EventCreate = z
	.object({ ...eventFields, description: eventFields.description.optional() })
	.strict();
export type EventCreate = z.input<typeof EventCreate>;

/** PATCH /api/admin/events/:id: a new name, a new description, or both. */
export const EventUpdate = z
	.object(eventFields)
	.partial()
	.strict()
	.refine((update) => Object.keys(update).length > 0, { message: "Change at least one field" });
export type EventUpdate = z.input<typeof EventUpdate>;

export const EVENT_PHOTOS_PAGE_SIZE = 48;

/** GET /api/admin/events/:id: the event and one page of its photos, newest first. */
export const AdminEventDetailQuery = z.object({
	...pageQuery(EVENT_PHOTOS_PAGE_SIZE),
});
export type AdminEventDetailQuery = z.input<typeof AdminEventDetailQuery>;
export const AdminEventDetail = z.object({
	event: AdminEvent,
	photos: z.array(CuratedPhoto),
	page: z.number().int().min(1),
	page_size: z.number().int().min(1),
});
export type AdminEventDetail = z.infer<typeof AdminEventDetail>;

/** POST /api/admin/events/:id/merge: this event's photos go to `into`, then this event goes. */
export const EventMerge = z.object({ into: z.uuid("Choose the event to merge into") }).strict();
export type EventMerge = z.infer<typeof EventMerge>;
export const EventMergeResponse = z.object({
	/** The event that stays, with its new counts. */
	event: AdminEvent,
	/** Photos that gained the event (those that had both already are not counted). */
	moved: z.number().int().nonnegative(),
});
export type EventMergeResponse = z.infer<typeof EventMergeResponse>;

/** POST (attach) and DELETE (detach) /api/admin/events/:id/photos. */
export const EventPhotosChange = z.object({ photo_ids: photoIds(500, 1) }).strict();
export type EventPhotosChange = z.infer<typeof EventPhotosChange>;
export const EventPhotosResponse = z.object({
	event: AdminEvent,
	/** Links made (attach) or removed (detach); already so counts nothing. */
	changed: z.number().int().nonnegative(),
});
export type EventPhotosResponse = z.infer<typeof EventPhotosResponse>;

// ------------------------------------------------------------------ collections

export const COLLECTION_MAX_PHOTOS = 500;

/** GET /api/admin/collections: every collection, published or not, the last changed first. */
export const AdminCollectionListQuery = z.object({
	q: z.string().trim().max(200).optional(),
	...listPaging,
});
export type AdminCollectionListQuery = z.input<typeof AdminCollectionListQuery>;

export const AdminCollection = z.object({
	id: z.uuid(),
	title: z.string(),
	description: z.string().nullable(),
	is_public: z.boolean(),
	/** The chosen cover, or null when the public side picks its first live photo. */
	cover_photo_id: z.uuid().nullable(),
	/** What the list shows: the chosen cover, else the first photo in order. */
	cover: CuratedPhoto.nullable(),
	photo_count: z.number().int().nonnegative(),
	live_count: z.number().int().nonnegative(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type AdminCollection = z.infer<typeof AdminCollection>;

export const AdminCollectionListResponse = pagedList("collections", AdminCollection);
export type AdminCollectionListResponse = z.infer<typeof AdminCollectionListResponse>;
export const AdminCollectionResponse = z.object({ collection: AdminCollection });
export type AdminCollectionResponse = z.infer<typeof AdminCollectionResponse>;

/** GET /api/admin/collections/:id: the collection and its photos in their order. */
export const AdminCollectionDetail = z.object({
	collection: AdminCollection,
	photos: z.array(CuratedPhoto),
});
export type AdminCollectionDetail = z.infer<typeof AdminCollectionDetail>;

const collectionFields = {
	title: z
		.string("Give the collection a title")
		.trim()
		.min(1, "Give the collection a title")
		.max(200, "At most 200 characters"),
	description: optionalText(4000),
};

/** POST /api/admin/collections: a new collection starts unpublished and empty. */
export const CollectionCreate = z
	.object({ ...collectionFields, description: collectionFields.description.optional() })
	.strict();
export type CollectionCreate = z.input<typeof CollectionCreate>;

/**
 * PATCH /api/admin/collections/:id. The cover must be one of its photos (null: the first live
 * one); publishing needs a live photo (core/collection-publish.ts).
 */
export const CollectionUpdate = z
	.object({
		...collectionFields,
		cover_photo_id: z.uuid("Choose one of the collection's photos").nullable(),
		is_public: z.boolean(),
	})
	.partial()
	.strict()
	.refine((update) => Object.keys(update).length > 0, { message: "Change at least one field" });
export type CollectionUpdate = z.input<typeof CollectionUpdate>;

/** PUT /api/admin/collections/:id/photos: the whole list in its new order (empty empties it). */
export const CollectionPhotosSet = z.object({ photo_ids: photoIds(COLLECTION_MAX_PHOTOS, 0) }).strict();
export type CollectionPhotosSet = z.infer<typeof CollectionPhotosSet>;

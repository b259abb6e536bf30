import type { PhotoDetail, PhotoSummary } from "@core/contracts/photos";
import type { photos_details } from "../db/schema";

/**
 * A photos_details row as raw SQL reads it, its types taken from the view's schema (db/rows.ts's
 * Columns picks from tables only), so a renamed or retyped column of the view fails the build.
 */
type DetailsColumns = typeof photos_details.$inferSelect;

/** The photos_details columns a card needs; a row becomes a response only through this mapper. */
export type PhotoSummaryRow = Pick<
	DetailsColumns,
	| "id"
	| "photoid"
	| "title"
	| "thumbnail_url"
	| "preview_url"
	| "width"
	| "height"
	| "price"
	| "user_id"
	| "storefront_name"
	| "decade_taken"
	| "event_names"
	| "clearance"
>;

export const toPhotoSummary = (row: PhotoSummaryRow): PhotoSummary => ({
	id: row.id,
	photoid: Number(row.photoid),
	title: row.title,
	thumbnail_url: row.thumbnail_url,
	preview_url: row.preview_url,
	width: row.width,
	height: row.height,
	price: Number(row.price),
	user_id: row.user_id,
	storefront_name: row.storefront_name,
	decade_taken: row.decade_taken,
	event_names: row.event_names ?? [],
	clearance: row.clearance,
});

/** A photos_details row (every column) with its events, as the photo page reads it. */
export type PhotoDetailRow = Omit<DetailsColumns, "created_at" | "file_size"> & {
	/** Raw SQL answers a timestamp as a Date or as text, depending on the driver. */
	created_at: Date | string;
	/** A bigint, which the driver may answer as text. */
	file_size: number | string | null;
	events: Array<{ id: string; name: string }> | null;
};

export const toPhotoDetail = (row: PhotoDetailRow): PhotoDetail => ({
	...toPhotoSummary(row),
	description: row.description,
	tags: row.tags,
	orientation: row.orientation,
	people_count: row.people_count,
	file_size: row.file_size === null ? null : Number(row.file_size),
	friendly_print_size: row.friendly_print_size,
	events: row.events ?? [],
	photo_status: row.photo_status,
	location_city: row.location_city,
	location_state_province: row.location_state_province,
	location_country: row.location_country,
	date_taken: row.date_taken,
	ethnicities: row.ethnicities,
	age_groups: row.age_groups,
	emotions: row.emotions,
	image_style: row.image_style,
	color_and_mood: row.color_and_mood,
	people_composition: row.people_composition,
	created_at: new Date(row.created_at).toISOString(),
	featured: row.featured,
	face_ids: row.face_ids,
});

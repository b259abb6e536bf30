import type { PhotoDetail, PhotoSummary } from "@core/contracts/photos";

/** The photos_details columns a card needs; a row becomes a response only through this mapper. */
export type PhotoSummaryRow = {
	id: string;
	photoid: number;
	title: string;
	thumbnail_url: string | null;
	preview_url: string | null;
	width: number | null;
	height: number | null;
	price: number;
	user_id: string;
	storefront_name: string | null;
	decade_taken: string | null;
	event_names: string[] | null;
};

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
});

/** A photos_details row with its events, as the photo page reads it. */
export type PhotoDetailRow = PhotoSummaryRow & {
	description: string | null;
	tags: string[];
	orientation: string | null;
	people_count: number | null;
	file_size: number | string | null;
	friendly_print_size: string | null;
	events: Array<{ id: string; name: string }> | null;
	photo_status: string;
	location_city: string | null;
	location_state_province: string | null;
	location_country: string | null;
	date_taken: string | null;
	ethnicities: string[];
	age_groups: string[];
	emotions: string[];
	image_style: string | null;
	color_and_mood: string | null;
	people_composition: string | null;
	created_at: Date | string;
	featured: boolean;
	face_ids: string[];
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

import type { PhotoSummary } from "@core/contracts/catalogue";

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

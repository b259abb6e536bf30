import type { AdminPhotoRow } from "@core/contracts/catalogue";
import type { PhotoStatus } from "@core/photo-status";
import { sql } from "drizzle-orm";
import { isoTime } from "../db/executor";

/** A list row as the database answers it, before the family is nested and times are ISO. */
export type AdminRowRecord = Omit<AdminPhotoRow, "family" | "created_at" | "updated_at" | "photo_status"> & {
	photo_status: PhotoStatus;
	family_id: string;
	family_email: string;
	storefront_name: string | null;
	created_at: Date | string;
	updated_at: Date | string;
};

/** The photo's own columns of a list row, from photos `p`. */
export const PHOTO_COLUMNS = sql`p.id, p.user_id, p.photoid, p.title, p.thumbnail_url, p.photo_status, p.decade_taken,
	p.price_cents, p.original_filename, p.width, p.height, p.featured, p.photoshop, p.info_missing,
	p.missing_faces, p.created_at, p.updated_at`;
/** The columns of a list row, from photos `p`, users `u` and profiles `pr`. */
export const ADMIN_ROW_COLUMNS = sql`${PHOTO_COLUMNS}, u.id as family_id, u.email as family_email, pr.storefront_name`;

export function toAdminRow(row: AdminRowRecord): AdminPhotoRow {
	return {
		id: row.id,
		photoid: row.photoid,
		title: row.title,
		thumbnail_url: row.thumbnail_url,
		photo_status: row.photo_status,
		family: { id: row.family_id, email: row.family_email, storefront_name: row.storefront_name },
		decade_taken: row.decade_taken,
		price_cents: row.price_cents,
		original_filename: row.original_filename,
		width: row.width,
		height: row.height,
		featured: row.featured,
		photoshop: row.photoshop,
		info_missing: row.info_missing,
		missing_faces: row.missing_faces,
		created_at: isoTime(row.created_at),
		updated_at: isoTime(row.updated_at),
	};
}

import type { AdminPhotoRow } from "@core/contracts/catalogue";
import { isoTime } from "../db/executor";
import type { AdminRowRecord } from "./queries/admin-rows";

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

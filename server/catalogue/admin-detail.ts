import type { AdminPhotoDetail } from "@core/contracts/catalogue";
import { publishProblems } from "@core/photo-status";
import type { Executor } from "../db/executor";
import { NotFoundError } from "../errors";
import { toAdminRow } from "./mappers";
import { adminPhotoDetailRow } from "./queries/admin-rows";

export const photoNotFound = () => new NotFoundError("Photo not found");

/**
 * Everything the editor shows of one photo, whatever its status; null when there is none. Takes
 * an executor so a transaction can read what it has just written.
 */
export async function findAdminPhoto(executor: Executor, id: string): Promise<AdminPhotoDetail | null> {
	const row = await adminPhotoDetailRow(executor, id);
	if (!row) return null;
	return {
		...toAdminRow(row),
		description: row.description,
		preview_url: row.preview_url,
		file_size: row.file_size === null ? null : Number(row.file_size),
		friendly_print_size: row.friendly_print_size,
		dominant_color: row.dominant_color,
		orientation: row.orientation,
		people_count: row.people_count,
		people_composition: row.people_composition,
		location_city: row.location_city,
		location_state_province: row.location_state_province,
		location_country: row.location_country,
		date_taken: row.date_taken,
		tags: row.tags,
		ethnicities: row.ethnicities,
		age_groups: row.age_groups,
		emotions: row.emotions,
		image_style: row.image_style,
		color_and_mood: row.color_and_mood,
		events: row.events,
		face_count: row.face_count,
		publish_problems: publishProblems({
			title: row.title,
			price_cents: row.price_cents,
			thumbnail_url: row.thumbnail_url,
			preview_url: row.preview_url,
			decade_taken: row.decade_taken,
		}),
	};
}

export async function getAdminPhoto(executor: Executor, id: string): Promise<AdminPhotoDetail> {
	const photo = await findAdminPhoto(executor, id);
	if (!photo) throw photoNotFound();
	return photo;
}

import type { AdminPhotoDetail } from "@core/contracts/catalogue";
import { publishProblems } from "@core/photo-status";
import type { ORIENTATION_OPTIONS } from "@core/search-options";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";
import { NotFoundError } from "../errors";
import { ADMIN_ROW_COLUMNS, type AdminRowRecord, toAdminRow } from "./mappers";

export const photoNotFound = () => new NotFoundError("Photo not found");

type DetailRecord = AdminRowRecord & {
	description: string | null;
	preview_url: string | null;
	file_size: number | string | null;
	friendly_print_size: string | null;
	dominant_color: string | null;
	orientation: (typeof ORIENTATION_OPTIONS)[number] | null;
	people_count: number | null;
	people_composition: string | null;
	location_city: string | null;
	location_state_province: string | null;
	location_country: string | null;
	date_taken: string | null;
	tags: string[];
	ethnicities: string[];
	age_groups: string[];
	emotions: string[];
	image_style: string | null;
	color_and_mood: string | null;
	events: { id: string; name: string }[];
	face_count: number;
};

/**
 * Everything the editor shows of one photo, whatever its status; null when there is none. Takes
 * an executor so a transaction can read what it has just written.
 */
export async function findAdminPhoto(executor: Executor, id: string): Promise<AdminPhotoDetail | null> {
	const [row] = await rowsOf<DetailRecord>(
		executor,
		sql`
		select ${ADMIN_ROW_COLUMNS}, p.description, p.preview_url, p.file_size,
			-- The print size as the public photo page words it (one expression, in the view).
			d.friendly_print_size, p.dominant_color, p.orientation, p.people_count, p.people_composition,
			p.location_city, p.location_state_province, p.location_country, p.date_taken::text as date_taken,
			p.tags, p.ethnicities, p.age_groups, p.emotions, p.image_style, p.color_and_mood,
			coalesce((
				select json_agg(json_build_object('id', e.id, 'name', e.name) order by e.name, e.id)
				from photo_events pe join events e on e.id = pe.event_id where pe.photo_id = p.id
			), '[]'::json) as events,
			(select count(*)::int from faces f where f.photo_id = p.id) as face_count
		from photos p
		join users u on u.id = p.user_id
		left join profiles pr on pr.id = p.user_id
		join photos_details d on d.id = p.id
		where p.id = ${id}`,
	);
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

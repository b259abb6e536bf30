import {
	type AdminStudioLogo,
	STUDIO_LOGO_TEXT,
	type StudioLogo,
	type StudioLogoSave,
} from "@core/contracts/site";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { isoTime, rowsOf } from "../db/executor";
import { sqlArray } from "../db/sql";
import { ConflictError, NotFoundError } from "../errors";
import { MEDIA_URL_PREFIX, type MediaStorage } from "../media/storage";
import { contentKey, uploadedImageWebp } from "../media/uploaded-image";

/** The public media folder of the logos; each file is named by its row and content. */
export const STUDIO_LOGO_FOLDER = "studio-logos";
/**
 * Logos are kept at most this size, as WebP: twice what the strip draws (about 170 × 44 CSS px),
 * for sharp screens, and no larger than the upload itself.
 */
const LOGO_FIT = { width: 480, height: 160, fit: "inside", withoutEnlargement: true } as const;

type Row = {
	id: string;
	name: string;
	link_url: string | null;
	logo_url: string | null;
	position: number;
	is_demo: boolean;
	created_at: Date | string;
	updated_at: Date | string;
};

const COLUMNS = sql`id, name, link_url, logo_url, position, is_demo, created_at, updated_at`;
const ORDER = sql`order by position, created_at, id`;

const toAdmin = (row: Row): AdminStudioLogo => ({
	...row,
	created_at: isoTime(row.created_at),
	updated_at: isoTime(row.updated_at),
});

const notFound = () => new NotFoundError("Studio logo not found");

/** The media key of a stored logo's URL, or null for one that is not ours to remove. */
function mediaKey(url: string | null): string | null {
	return url?.startsWith(`${MEDIA_URL_PREFIX}${STUDIO_LOGO_FOLDER}/`)
		? url.slice(MEDIA_URL_PREFIX.length)
		: null;
}

/** Removes a file no row points at any more; a failure leaves a stray file, never a broken row. */
async function forget(storage: MediaStorage, url: string | null): Promise<void> {
	const key = mediaKey(url);
	if (key) await storage.deletePublic(key).catch(() => undefined);
}

/** What the home page's strip shows: the logos that have an image, first placed first. */
export async function publicStudioLogos(database: Database): Promise<StudioLogo[]> {
	return database.query<StudioLogo>(sql`
		select id, name, link_url, logo_url from studio_logos where logo_url is not null ${ORDER}`);
}

export async function listStudioLogos(database: Database): Promise<AdminStudioLogo[]> {
	return (await database.query<Row>(sql`select ${COLUMNS} from studio_logos ${ORDER}`)).map(toAdmin);
}

async function getStudioLogo(database: Database, id: string): Promise<Row> {
	const [row] = await database.query<Row>(sql`select ${COLUMNS} from studio_logos where id = ${id}`);
	if (!row) throw notFound();
	return row;
}

/** A new studio goes last; it shows on the site once it has an image. */
export async function createStudioLogo(
	database: Database,
	save: z.output<typeof StudioLogoSave> & { is_demo?: boolean },
): Promise<AdminStudioLogo> {
	const [row] = await database.query<Row>(sql`
		insert into studio_logos (name, link_url, is_demo, position)
		values (${save.name}, ${save.link_url}, ${save.is_demo ?? false},
			(select coalesce(max(position) + 1, 0) from studio_logos))
		returning ${COLUMNS}`);
	if (!row) throw new Error("studio logo insert returned no row");
	return toAdmin(row);
}

export async function updateStudioLogo(
	database: Database,
	id: string,
	save: z.output<typeof StudioLogoSave>,
): Promise<AdminStudioLogo> {
	const [row] = await database.query<Row>(sql`
		update studio_logos set name = ${save.name}, link_url = ${save.link_url}, updated_at = now()
		where id = ${id} returning ${COLUMNS}`);
	if (!row) throw notFound();
	return toAdmin(row);
}

/**
 * Reads the upload with sharp (refusing what is not an image), keeps the WebP it writes under a
 * name that changes with the content, points the row at it and removes the file it replaces.
 */
export async function setStudioLogoImage(
	database: Database,
	storage: MediaStorage,
	id: string,
	image: Buffer,
): Promise<AdminStudioLogo> {
	const before = await getStudioLogo(database, id);
	const webp = await uploadedImageWebp(image, { resize: () => LOGO_FIT, quality: 90 });
	const url = await storage.putPublic(contentKey(STUDIO_LOGO_FOLDER, id, webp), webp);
	const [row] = await database.query<Row>(sql`
		update studio_logos set logo_url = ${url}, updated_at = now() where id = ${id} returning ${COLUMNS}`);
	if (!row) {
		// Deleted while the image was being read: nothing points at the new file.
		await forget(storage, url);
		throw notFound();
	}
	if (before.logo_url !== url) await forget(storage, before.logo_url);
	return toAdmin(row);
}

/** The studio stays, off the site until a new image is uploaded. */
export async function clearStudioLogoImage(
	database: Database,
	storage: MediaStorage,
	id: string,
): Promise<void> {
	const before = await getStudioLogo(database, id);
	const rows = await database.query<{ id: string }>(sql`
		update studio_logos set logo_url = null, updated_at = now() where id = ${id} returning id`);
	if (rows.length === 0) throw notFound();
	await forget(storage, before.logo_url);
}

export async function deleteStudioLogo(database: Database, storage: MediaStorage, id: string): Promise<void> {
	const [row] = await database.query<{ logo_url: string | null }>(
		sql`delete from studio_logos where id = ${id} returning logo_url`,
	);
	if (!row) throw notFound();
	await forget(storage, row.logo_url);
}

/**
 * Puts the logos in the order given: every logo's id, once. A list that is not exactly the
 * logos there are (another admin added or removed one meanwhile) changes nothing: 409.
 */
export async function orderStudioLogos(
	database: Database,
	ids: readonly string[],
): Promise<AdminStudioLogo[]> {
	await database.db.transaction(async (tx) => {
		// Two admins reordering at once take turns instead of interleaving their positions.
		await tx.execute(sql`lock table studio_logos in share row exclusive mode`);
		const current = await rowsOf<{ id: string }>(tx, sql`select id from studio_logos`);
		const given = new Set(ids);
		if (given.size !== ids.length || given.size !== current.length || current.some((r) => !given.has(r.id)))
			throw new ConflictError(STUDIO_LOGO_TEXT.orderMismatch);
		if (ids.length === 0) return;
		await tx.execute(sql`
			update studio_logos s set position = o.position - 1, updated_at = now()
			from unnest(${sqlArray(ids)}::uuid[]) with ordinality as o(id, position)
			where s.id = o.id and s.position <> o.position - 1`);
	});
	return listStudioLogos(database);
}

import { createRandom } from "@core/random";
import { sql } from "drizzle-orm";
import { renderStudioLogo } from "../../media/brand-assets";
import { makeDerivatives } from "../../media/derivatives";
import { renderSnapshot } from "../../media/render-snapshot";
import type { MediaStorage } from "../../media/storage";
import { countPhotos } from "../../photos/service";
import { createStudioLogo, setStudioLogoImage } from "../../studio-logos/service";
import type { Database } from "../client";
import {
	collection_photos,
	collections,
	events,
	faces,
	person_aliases,
	persons,
	photo_events,
	photos,
	profiles,
	site_banners,
	synonyms,
	tags,
	users,
} from "../schema";
import {
	buildEvents,
	buildFamily,
	buildPhoto,
	DEMO_EMAIL_DOMAIN,
	type FamilyDraft,
	type ImageSpec,
	type PhotoDraft,
} from "./factories";
import { COLLECTIONS, DEMO_STUDIO_NAMES, GENERIC_TAGS, SYNONYMS } from "./vocabulary";

export type SeedOptions = {
	photos: number;
	/** The random seed: the same seed and count give the same archive. */
	seed?: number;
	/** Up to this many photos each get their own image; above it, images are shared by look. */
	uniqueImageLimit?: number;
	onProgress?: (stage: string, done: number, total: number) => void;
};

export type SeedResult = { photos: number; families: number; images: number; ms: number };

export class CatalogueNotEmptyError extends Error {
	constructor(count: number) {
		super(`the catalogue already holds ${count} photos; pass --reset to replace it with a new demo archive`);
		this.name = "CatalogueNotEmptyError";
	}
}

const BATCH = 500;
/** A fixed clock so the same seed gives the same created_at values. */
const SEED_NOW = new Date("2026-11-01T12:00:00Z");

/**
 * Removes the catalogue (photos and everything hanging off them, events, tags, synonyms,
 * collections, analytics, banners, cart lines, orders and their purchases, the photos in wishlists), the demo families' accounts
 * and the demo studio logos. Real accounts and the studio logos admins added stay.
 * Identities restart so a reseed numbers photos exactly as a fresh one would.
 */
export async function resetCatalogue(database: Database): Promise<void> {
	await database.db.transaction(async (tx) => {
		await tx.execute(sql`truncate photos, photo_events, faces, persons, person_aliases, events, tags, synonyms,
			collections, collection_photos, click_events, click_analytics, click_visitors, click_daily, search_analytics, site_banners, cart_items,
			purchases, wishlist_items, order_items, orders, order_events, payment_events
			restart identity`);
		await tx.execute(sql`delete from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`}`);
		await tx.execute(sql`delete from studio_logos where is_demo`);
	});
}

/** Above the unique-image limit, photos of the same look share one drawing (benchmark archives). */
function imageKey(photo: PhotoDraft, index: number, shared: boolean): string {
	if (!shared) return `p${String(index).padStart(6, "0")}`;
	const s = photo.image;
	const people = s.peopleCount <= 2 ? String(s.peopleCount) : s.peopleCount <= 4 ? "3-4" : "5+";
	return `${s.colorStyle}-${s.scene}-${people}-${photo.orientation}`;
}

async function mapPool<T>(
	items: readonly T[],
	concurrency: number,
	fn: (item: T, i: number) => Promise<void>,
) {
	let next = 0;
	const worker = async () => {
		while (next < items.length) {
			const i = next++;
			await fn(items[i] as T, i);
		}
	};
	await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

type RenderedImage = { thumbnail_url: string; preview_url: string; original_key: string; file_size: number };

async function renderImages(
	storage: MediaStorage,
	specs: Map<string, ImageSpec>,
	onProgress: SeedOptions["onProgress"],
): Promise<Map<string, RenderedImage>> {
	const out = new Map<string, RenderedImage>();
	const entries = [...specs.entries()];
	let done = 0;
	await mapPool(entries, 3, async ([key, spec]) => {
		const original = await renderSnapshot(spec);
		const d = await makeDerivatives(original);
		const [thumbnail_url, preview_url] = await Promise.all([
			storage.putPublic(`thumbs/${key}.webp`, d.thumbnail),
			storage.putPublic(`previews/${key}.webp`, d.preview),
			storage.putPrivate(`${key}.jpg`, original),
		]);
		out.set(key, { thumbnail_url, preview_url, original_key: `${key}.jpg`, file_size: d.fileSize });
		done++;
		if (done % 25 === 0 || done === entries.length) onProgress?.("images", done, entries.length);
	});
	return out;
}

async function insertBatched<T>(items: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
	for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
}

/** Generates the demo archive: families, events, photos with drawn images, faces, synonyms, collections. */
export async function seedDemo(
	database: Database,
	storage: MediaStorage,
	options: SeedOptions,
): Promise<SeedResult> {
	const started = Date.now();
	const existing = await countPhotos(database);
	if (existing > 0) throw new CatalogueNotEmptyError(existing);

	const r = createRandom(options.seed ?? 1);
	const familyCount = Math.max(4, Math.min(2000, Math.round(options.photos / 12)));
	const families: FamilyDraft[] = Array.from({ length: familyCount }, (_, i) => buildFamily(r, i));
	const eventDrafts = buildEvents(r);
	const drafts = Array.from({ length: options.photos }, (_, index) =>
		buildPhoto(r, { family: r.pick(families), events: eventDrafts, index, now: SEED_NOW }),
	);

	const shared = options.photos > (options.uniqueImageLimit ?? 600);
	const specs = new Map<string, ImageSpec>();
	const keys = drafts.map((p, i) => {
		const key = imageKey(p, i, shared);
		const first = specs.get(key);
		if (!first) specs.set(key, p.image);
		else {
			// A shared drawing: the row describes the file it points at.
			p.width = first.width;
			p.height = first.height;
			p.image = first;
		}
		return key;
	});
	const images = await renderImages(storage, specs, options.onProgress);

	const allPersons = families.flatMap((f) => f.persons);
	const aliasPairs = families.flatMap((f) => f.aliases);

	const tagNames = [...new Set(drafts.flatMap((p) => p.tags))].sort();
	const generic = new Set<string>(GENERIC_TAGS);

	await database.db.transaction(async (tx) => {
		await insertBatched(families, (b) => tx.insert(users).values(b.map((f) => f.user)));
		await insertBatched(families, (b) => tx.insert(profiles).values(b.map((f) => f.profile)));
		await insertBatched(allPersons, (b) =>
			tx.insert(persons).values(b.map((p) => ({ id: p.id, name: p.name }))),
		);
		if (aliasPairs.length > 0) await tx.insert(person_aliases).values(aliasPairs);
		await tx.insert(events).values(eventDrafts.map((e) => ({ id: e.id, name: e.name })));
		await insertBatched(tagNames, (b) =>
			tx.insert(tags).values(b.map((name) => ({ name, is_generic: generic.has(name) }))),
		);
		await tx.insert(synonyms).values(SYNONYMS.map(([term, synonym_of]) => ({ term, synonym_of })));
		let inserted = 0;
		await insertBatched(
			drafts.map((p, i) => ({ p, image: images.get(keys[i] ?? "") })),
			async (batch) => {
				await tx.insert(photos).values(
					batch.map(({ p, image }) => {
						const { eventIds: _e, faces: _f, image: _i, ...row } = p;
						return { ...row, ...image };
					}),
				);
				inserted += batch.length;
				options.onProgress?.("photos", inserted, drafts.length);
			},
		);
		await insertBatched(
			drafts.flatMap((p) => p.eventIds.map((event_id) => ({ photo_id: p.id, event_id }))),
			(b) => tx.insert(photo_events).values(b),
		);
		await insertBatched(
			drafts.flatMap((p) => p.faces.map((f) => ({ ...f, photo_id: p.id }))),
			(b) => tx.insert(faces).values(b),
		);
		for (const c of COLLECTIONS) {
			const members = drafts.filter((p) => p.photo_status === "live" && p.tags.includes(c.tag)).slice(0, 40);
			const id = r.uuid();
			await tx
				.insert(collections)
				.values({ id, title: c.title, description: c.description, cover_photo_id: members[0]?.id ?? null });
			if (members.length > 0)
				await tx
					.insert(collection_photos)
					.values(members.map((p, position) => ({ collection_id: id, photo_id: p.id, position })));
		}
		await tx.insert(site_banners).values({
			id: r.uuid(),
			content:
				'<strong>New this month:</strong> Christmas mornings from six decades. <a href="/collections">Browse the collections</a>.',
			is_active: true,
		});
	});
	await seedDemoStudios(database, storage);
	return { photos: drafts.length, families: families.length, images: images.size, ms: Date.now() - started };
}

/**
 * The home page's studio strip for the demo: invented studios, marked as demo rows, with drawn
 * logos stored the way an admin's upload is. Only into an empty table: a site whose admins
 * manage their own logos gets no invented ones beside them.
 */
async function seedDemoStudios(database: Database, storage: MediaStorage): Promise<void> {
	const [existing] = await database.query<{ n: number }>(sql`select count(*)::int as n from studio_logos`);
	if ((existing?.n ?? 0) > 0) return;
	const drawn = await Promise.all(DEMO_STUDIO_NAMES.map((name, index) => renderStudioLogo(name, index)));
	// One after the other: each goes to the end of the list, so they keep the list's order.
	for (const [index, name] of DEMO_STUDIO_NAMES.entries()) {
		const logo = await createStudioLogo(database, { name, link_url: null, is_demo: true });
		const image = drawn[index];
		if (image) await setStudioLogoImage(database, storage, logo.id, image);
	}
}

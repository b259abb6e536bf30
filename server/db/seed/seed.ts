import os from "node:os";
import { and, eq, sql } from "drizzle-orm";
import { foldClickBatch } from "../../analytics/queries/clicks";
import { releasePdf, statementPdf } from "../../clearance/release-pdf";
import { recomputeClearances } from "../../clearance/service";
import { listingsChanged } from "../../listings/freshness";
import { renderStudioLogo } from "../../media/brand-assets";
import { makeDerivatives } from "../../media/derivatives";
import { differenceHash } from "../../media/phash";
import { renderSnapshot } from "../../media/render-snapshot";
import type { MediaStorage } from "../../media/storage";
import { recordNearDuplicates } from "../../near-duplicates/service";
import { countPhotos } from "../../photos/service";
import { createStudioLogo, setStudioLogoImage } from "../../studio-logos/service";
import type { Database } from "../client";
import { type Executor, uniqueViolation } from "../executor";
import { DEMO_EMAIL_DOMAIN, type ImageSpec } from "../factories/demo";
import { collectionRow, eventRow, faceRow, personRow, photoRow, tagRow } from "../factories/rows";
import {
	click_events,
	collection_photos,
	collections,
	demo_seed,
	events,
	faces,
	person_aliases,
	persons,
	photo_events,
	photo_rights,
	photos,
	profiles,
	releases,
	site_banners,
	synonyms,
	tags,
	users,
} from "../schema";
import { batchHistory, DEMO_CLICK_METADATA } from "./history";
import {
	heartbeat,
	newOwner,
	readDemoSeed,
	releaseDemoSeed,
	SeedInProgressError,
	takeOverDemoSeed,
} from "./marker";
import { type DemoParameters, type DemoPlan, planDemo } from "./plan";
import { DEMO_STUDIO_NAMES, GENERIC_TAGS, SYNONYMS } from "./vocabulary";

export { SeedInProgressError } from "./marker";

export type SeedOptions = {
	photos: number;
	/** The random seed: the same seed and count give the same archive. */
	seed?: number;
	/** Up to this many photos each get their own image; above it, images are shared by look. */
	uniqueImageLimit?: number;
	/**
	 * After each batch of photos is in the catalogue (stage "photos"). The seed waits for what it
	 * returns before the next batch.
	 */
	onProgress?: (stage: string, done: number, total: number) => void | Promise<void>;
	/** Stops the seed before its next batch; a later seed resumes where it stopped. */
	signal?: AbortSignal;
	/** Images drawn at once; by default one per core, at most 3. */
	concurrency?: number;
};

export type SeedResult = {
	photos: number;
	families: number;
	/** Images drawn by this run. */
	images: number;
	ms: number;
	/** How many photos an earlier, interrupted seed had written (0 for a new seed). */
	resumedFrom: number;
	/** Stopped by its signal before the archive was complete. */
	stopped: boolean;
};

export class CatalogueNotEmptyError extends Error {
	constructor(count: number) {
		super(`the catalogue already holds ${count} photos; pass --reset to replace it with a new demo archive`);
		this.name = "CatalogueNotEmptyError";
	}
}

const BATCH = 500;
const DEFAULT_UNIQUE_IMAGE_LIMIT = 600;

/**
 * Photos a batch commits at once: about fifteen batches for the default archive, so the catalogue
 * fills visibly while it is drawn, and at most BATCH rows for the large ones.
 */
const photoBatchSize = (total: number) => Math.max(10, Math.min(BATCH, Math.ceil(total / 15)));

/** Databases this process is seeding now, with the seed's progress. */
const seeding = new WeakMap<object, { done: number; total: number }>();

/** Refuses when a seed is writing the archive now: in this process, or in another one holding its claim. */
async function assertNotSeeding(database: Database): Promise<void> {
	const here = seeding.get(database.db);
	if (here) throw new SeedInProgressError(here.done, here.total);
	const marker = await readDemoSeed(database);
	if (marker?.state === "running" && marker.held)
		throw new SeedInProgressError(marker.photosDone, marker.photos);
}

/**
 * Removes the catalogue (photos and everything hanging off them, events, tags, synonyms,
 * collections, analytics, banners, cart lines, orders and their purchases, the photos in
 * wishlists, the demo seed's marker; the family side's royalties, payouts, submissions, reviews,
 * release requests and background jobs, which hang off those), the demo families' accounts and
 * the demo studio logos.
 * Real accounts and the studio logos admins added stay.
 * Identities restart so a reseed numbers photos exactly as a fresh one would. Refused while a
 * seed is writing.
 */
export async function resetCatalogue(database: Database): Promise<void> {
	await assertNotSeeding(database);
	await database.db.transaction(async (tx) => {
		await tx.execute(sql`truncate photos, photo_near_duplicates, photo_reviews, royalties, release_requests, photo_events, faces, persons, person_aliases, photo_rights, releases, ledger_events, events, tags, synonyms,
			collections, collection_photos, click_events, click_analytics, click_visitors, click_daily, search_analytics, site_banners, cart_items,
			purchases, wishlist_items, wishlist_item_comments, production_activity, order_items, order_riders, orders, order_events, payment_events, demo_seed,
			payouts, submissions, jobs, photo_holds
			restart identity`);
		await tx.execute(sql`delete from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`}`);
		await tx.execute(sql`delete from studio_logos where is_demo`);
	});
	await listingsChanged(database);
}

/** Runs `fn` over the items, `concurrency` at a time; once `signal` aborts, starts no more. */
async function mapPool<T>(
	items: readonly T[],
	concurrency: number,
	fn: (item: T, i: number) => Promise<void>,
	signal?: AbortSignal,
) {
	let next = 0;
	const worker = async () => {
		while (next < items.length && !signal?.aborted) {
			const i = next++;
			await fn(items[i] as T, i);
		}
	};
	await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

type RenderedImage = { thumbnail_url: string; preview_url: string; original_key: string; file_size: number };
/** A drawn image with its perceptual hash (of the thumbnail, as an upload's is made). */
type DrawnImage = RenderedImage & { phash: bigint };

async function renderImage(storage: MediaStorage, key: string, spec: ImageSpec): Promise<DrawnImage> {
	const original = await renderSnapshot(spec);
	const d = await makeDerivatives(original);
	// Written under fixed names: a batch drawn again after a restart overwrites the same files.
	const [thumbnail_url, preview_url] = await Promise.all([
		storage.putPublic(`thumbs/${key}.webp`, d.thumbnail),
		storage.putPublic(`previews/${key}.webp`, d.preview),
		storage.putPrivate(`${key}.jpg`, original),
	]);
	return {
		thumbnail_url,
		preview_url,
		original_key: `${key}.jpg`,
		file_size: d.fileSize,
		phash: await differenceHash(d.thumbnail),
	};
}

async function insertBatched<T>(items: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
	for (let i = 0; i < items.length; i += BATCH) await insert(items.slice(i, i + BATCH));
}

/**
 * Starts a new seed: its marker and what the photos hang off (families, people, events, tags,
 * synonyms) in one transaction, so a marker always comes with them.
 */
async function startSeed(database: Database, params: DemoParameters, plan: DemoPlan, owner: string) {
	const allPersons = plan.families.flatMap((f) => f.persons);
	const aliasPairs = plan.families.flatMap((f) => f.aliases);
	const tagNames = [...new Set(plan.drafts.flatMap((p) => p.tags))].sort();
	const generic = new Set<string>(GENERIC_TAGS);
	try {
		await database.db.transaction(async (tx) => {
			await tx.insert(demo_seed).values({
				photos: params.photos,
				seed: params.seed,
				unique_image_limit: params.uniqueImageLimit,
				owner,
			});
			await insertBatched(plan.families, (b) => tx.insert(users).values(b.map((f) => f.user)));
			await insertBatched(plan.families, (b) => tx.insert(profiles).values(b.map((f) => f.profile)));
			await insertBatched(allPersons, (b) =>
				tx
					.insert(persons)
					.values(b.map((p) => personRow({ id: p.id, name: p.name, ...plan.ledger.persons.get(p.id) }))),
			);
			await insertBatched(plan.ledger.releases, (b) =>
				tx.insert(releases).values(
					b.map(({ person_name: _n, storefront_name: _s, ...release }) => ({
						...release,
						document_type: "application/pdf",
						reviewed_at:
							release.status === "pending_review" ? null : new Date(`${release.signed_on}T15:00:00Z`),
					})),
				),
			);
			if (aliasPairs.length > 0) await tx.insert(person_aliases).values(aliasPairs);
			await tx.insert(events).values(plan.events.map((e) => eventRow({ id: e.id, name: e.name })));
			await insertBatched(tagNames, (b) =>
				tx.insert(tags).values(b.map((name) => tagRow({ name, is_generic: generic.has(name) }))),
			);
			await tx.insert(synonyms).values(SYNONYMS.map(([term, synonym_of]) => ({ term, synonym_of })));
		});
	} catch (err) {
		// Another process started the same seed a moment before this one.
		if (uniqueViolation(err) !== null) throw new SeedInProgressError(0, params.photos);
		throw err;
	}
}

/**
 * Which seed to write and from where: a seed left part way resumes with its own parameters;
 * otherwise a new one starts, on an empty catalogue only.
 */
async function claimSeed(database: Database, requested: DemoParameters, owner: string) {
	const marker = await readDemoSeed(database);
	if (marker?.state === "done") throw new CatalogueNotEmptyError(await countPhotos(database));
	if (marker) {
		if (marker.held) throw new SeedInProgressError(marker.photosDone, marker.photos);
		const done = await takeOverDemoSeed(database, owner);
		if (done === null) throw new SeedInProgressError(marker.photosDone, marker.photos);
		// A batch cut short still took photo numbers: the next photo gets the next free one.
		await database.query(sql`select setval(pg_get_serial_sequence('photos', 'photoid'),
			(select coalesce(max(photoid), 0) + 1 from photos), false)`);
		const params = { photos: marker.photos, seed: marker.seed, uniqueImageLimit: marker.uniqueImageLimit };
		return { params, plan: planDemo(params), done };
	}
	const existing = await countPhotos(database);
	if (existing > 0) throw new CatalogueNotEmptyError(existing);
	const plan = planDemo(requested);
	await startSeed(database, requested, plan, owner);
	return { params: requested, plan, done: 0 };
}

/**
 * Writes one batch of photos with their events and faces, and moves the marker past it. The first
 * photo drawn with each image gets the image's hash and its near-duplicates recorded; photos that
 * share a drawing (large archives) are the same picture by design, not duplicate uploads, and
 * keep none.
 */
async function writeBatch(
	database: Database,
	plan: DemoPlan,
	rendered: Map<string, DrawnImage>,
	range: { start: number; end: number },
	owner: string,
	firstUse: Map<string, number>,
) {
	const drafts = plan.drafts.slice(range.start, range.end);
	const keys = plan.imageKeys.slice(range.start, range.end);
	await database.db.transaction(async (tx) => {
		const moved = await tx
			.update(demo_seed)
			.set({ photos_done: range.end, heartbeat_at: sql`now()` })
			.where(and(eq(demo_seed.id, 1), eq(demo_seed.owner, owner), eq(demo_seed.photos_done, range.start)))
			.returning({ seed: demo_seed.seed, started_at: demo_seed.started_at });
		// The claim went to another process (this one was taken for dead): leave the batch to it.
		const [marker] = moved;
		if (!marker) throw new SeedInProgressError(range.start, plan.drafts.length);
		await tx.insert(photos).values(
			drafts.map(({ eventIds: _e, faces: _f, image: _i, ...row }, j) => {
				const { phash: _h, ...image } = rendered.get(keys[j] ?? "") ?? {};
				return photoRow({ ...row, ...image, clearance: "pending" });
			}),
		);
		for (const [j, p] of drafts.entries()) {
			const key = keys[j] ?? "";
			const hash = rendered.get(key)?.phash;
			if (hash !== undefined && firstUse.get(key) === range.start + j)
				await recordNearDuplicates(tx, p.id, hash);
		}
		const links = drafts.flatMap((p) => p.eventIds.map((event_id) => ({ photo_id: p.id, event_id })));
		if (links.length > 0) await tx.insert(photo_events).values(links);
		// Guests beyond the family stand at the back, out of focus: nobody could recognise them.
		const drawnFaces = drafts.flatMap((p) =>
			p.faces.map((f) => faceRow({ ...f, photo_id: p.id, identifiable: f.person_id !== null })),
		);
		if (drawnFaces.length > 0) await tx.insert(faces).values(drawnFaces);
		const rights = drafts.flatMap((p) => {
			const row = plan.ledger.rights.get(p.id);
			return row ? [{ ...row, reviewed_at: row.status === "verified" ? p.created_at : null }] : [];
		});
		if (rights.length > 0) await tx.insert(photo_rights).values(rights);
		// The clearances follow from the ledger by the same rules as an admin's change.
		await recomputeClearances(
			tx,
			drafts.map((p) => p.id),
			{ details: { cause: "demo seed" } },
			SEED_LEDGER_DAY,
		);
		await writeHistory(tx, drafts, range.start, marker);
	});
}

/**
 * The batch's photos' demo click history (./history.ts), counted at once by the aggregator's own
 * fold in the same transaction: the popular lists show the photos as soon as they are in.
 */
async function writeHistory(
	tx: Executor,
	drafts: readonly DemoPlan["drafts"][number][],
	start: number,
	marker: { seed: number; started_at: Date },
) {
	const clicks = batchHistory(drafts, start, marker.seed, marker.started_at.getTime());
	if (clicks.length === 0) return;
	await insertBatched(clicks, (b) =>
		tx.insert(click_events).values(b.map((c) => ({ ...c, metadata: DEMO_CLICK_METADATA }))),
	);
	const foldSize = BATCH * 10;
	for (let folded = foldSize; folded >= foldSize; ) folded = await foldClickBatch(tx, foldSize);
}

/** The collections and the banner, and the marker set done: the archive is complete. */
async function finishSeed(database: Database, plan: DemoPlan, owner: string) {
	await database.db.transaction(async (tx) => {
		const finished = await tx
			.update(demo_seed)
			.set({ state: "done", owner: null, finished_at: sql`now()` })
			.where(
				and(eq(demo_seed.id, 1), eq(demo_seed.owner, owner), eq(demo_seed.photos_done, plan.drafts.length)),
			)
			.returning({ photos: demo_seed.photos });
		if (finished.length === 0) throw new SeedInProgressError(plan.drafts.length, plan.drafts.length);
		for (const c of plan.collections) {
			await tx.insert(collections).values(
				collectionRow({
					id: c.id,
					title: c.title,
					description: c.description,
					cover_photo_id: c.members[0]?.id ?? null,
				}),
			);
			if (c.members.length > 0)
				await tx
					.insert(collection_photos)
					.values(c.members.map((p, position) => ({ collection_id: c.id, photo_id: p.id, position })));
		}
		await tx.insert(site_banners).values({
			id: plan.bannerId,
			content:
				'<strong>New this month:</strong> Christmas mornings from six decades. <a href="/collections">Browse the collections</a>.',
			is_active: true,
		});
	});
}

/**
 * Generates the demo archive: families, events, photos with drawn images, faces, synonyms,
 * collections. Photos land in batches, each in one transaction with the seed's marker, so the
 * site lists what exists while the rest is drawn, and a seed stopped part way (its signal, a
 * restart, a kill) is resumed by the next call: the same rows, none twice.
 */
export async function seedDemo(
	database: Database,
	storage: MediaStorage,
	options: SeedOptions,
): Promise<SeedResult> {
	const started = Date.now();
	const here = seeding.get(database.db);
	if (here) throw new SeedInProgressError(here.done, here.total);
	const requested = {
		photos: options.photos,
		seed: options.seed ?? 1,
		uniqueImageLimit: options.uniqueImageLimit ?? DEFAULT_UNIQUE_IMAGE_LIMIT,
	};
	const progress = { done: 0, total: requested.photos };
	seeding.set(database.db, progress);
	const owner = newOwner();
	try {
		const { params, plan, done } = await claimSeed(database, requested, owner);
		Object.assign(progress, { done, total: params.photos });
		const stopBeating = heartbeat(database, owner);
		try {
			const drawn = await writePhotos(database, storage, plan, { ...options, from: done, owner }, progress);
			const stopped = progress.done < params.photos;
			if (stopped) await releaseDemoSeed(database, owner);
			else {
				await seedDemoStudios(database, storage);
				await finishSeed(database, plan, owner);
			}
			await listingsChanged(database);
			return {
				photos: params.photos,
				families: plan.families.length,
				images: drawn,
				ms: Date.now() - started,
				resumedFrom: done,
				stopped,
			};
		} catch (err) {
			// The seed's own error is the one to report; a release that fails as well only leaves the
			// claim to expire with its lease.
			await releaseDemoSeed(database, owner).catch(() => undefined);
			throw err;
		} finally {
			stopBeating();
		}
	} finally {
		seeding.delete(database.db);
	}
}

/** Draws and writes the photos from `from` on, batch by batch; answers how many images it drew. */
async function writePhotos(
	database: Database,
	storage: MediaStorage,
	plan: DemoPlan,
	options: SeedOptions & { from: number; owner: string },
	progress: { done: number },
): Promise<number> {
	const total = plan.drafts.length;
	const size = photoBatchSize(total);
	const concurrency = options.concurrency ?? Math.max(1, Math.min(3, os.availableParallelism()));
	// Shared drawings (large archives) are drawn once per run, by the first batch that needs them.
	const rendered = new Map<string, DrawnImage>();
	const firstUse = new Map<string, number>();
	for (const [i, key] of plan.imageKeys.entries()) if (!firstUse.has(key)) firstUse.set(key, i);
	await writeLedgerDocuments(database, storage, plan, concurrency, options.signal);
	for (let start = options.from; start < total; start += size) {
		if (options.signal?.aborted) break;
		const end = Math.min(total, start + size);
		const keys = [...new Set(plan.imageKeys.slice(start, end))].filter((key) => !rendered.has(key));
		await mapPool(
			keys,
			concurrency,
			async (key) => {
				const spec = plan.images.get(key);
				if (spec) rendered.set(key, await renderImage(storage, key, spec));
			},
			options.signal,
		);
		if (options.signal?.aborted) break;
		await writeBatch(database, plan, rendered, { start, end }, options.owner, firstUse);
		progress.done = end;
		// The public lists (filter options, counts, the sitemap) show the new photos from now on.
		await listingsChanged(database);
		await options.onProgress?.("photos", end, total);
	}
	return rendered.size;
}

/** The day the demo's clearances are judged on: a seed gives the same archive whenever it runs. */
const SEED_LEDGER_DAY = "2026-11-01";

/**
 * The signed documents behind the demo ledger, written where an admin's uploads go: a release
 * PDF per release (numbered as the database numbered it) and each family's deed of assignment.
 * Written again whole when a seed resumes: the same records give the same files.
 */
async function writeLedgerDocuments(
	database: Database,
	storage: MediaStorage,
	plan: DemoPlan,
	concurrency: number,
	signal?: AbortSignal,
) {
	const numbers = new Map(
		(await database.query<{ id: string; number: number }>(sql`select id, number from releases`)).map(
			(row) => [row.id, row.number],
		),
	);
	await mapPool(
		plan.ledger.releases,
		concurrency,
		async (release) => {
			const number = numbers.get(release.id);
			if (number !== undefined)
				await storage.putPrivate(release.document_key, await releasePdf({ ...release, number }));
		},
		signal,
	);
	for (const deed of plan.ledger.deeds) {
		if (signal?.aborted) return;
		const pdf = await statementPdf({
			reference: deed.key.slice("rights/".length, "rights/".length + 8).toUpperCase(),
			title: "Deed of assignment of copyright",
			subject: `Copyright in the photographs of ${deed.family_name}`,
			keywords: ["assignment"],
			date: deed.date,
			paragraphs: [
				`I, ${deed.photographer}, the photographer of the family photographs offered as ${deed.family_name}, assign to ${deed.holder} the whole of the copyright in them, in all media, worldwide, for the full term of copyright.`,
				"I confirm that I took these photographs, that I have not assigned or licensed the copyright in them to anyone else, and that I sign this deed freely.",
			],
			signatures: [
				["Assignor", deed.photographer],
				["Assignee", deed.holder],
				["Date", deed.date],
			],
		});
		await storage.putPrivate(deed.key, pdf);
	}
}

/**
 * The home page's studio strip for the demo: invented studios, marked as demo rows, with drawn
 * logos stored the way an admin's upload is. None beside studios an admin added; a seed stopped
 * part way through adds the ones still missing.
 */
async function seedDemoStudios(database: Database, storage: MediaStorage): Promise<void> {
	const rows = await database.query<{ name: string; is_demo: boolean; logo_url: string | null }>(
		sql`select name, is_demo, logo_url from studio_logos`,
	);
	if (rows.some((row) => !row.is_demo)) return;
	const done = new Set(rows.filter((row) => row.logo_url).map((row) => row.name));
	// A row made without its image before a stop gets it now.
	const pending = new Map(rows.filter((row) => !row.logo_url).map((row) => [row.name, true]));
	// One after the other: each goes to the end of the list, so they keep the list's order.
	for (const [index, name] of DEMO_STUDIO_NAMES.entries()) {
		if (done.has(name)) continue;
		const [existing] = pending.has(name)
			? await database.query<{ id: string }>(
					sql`select id from studio_logos where name = ${name} and is_demo`,
				)
			: [];
		const id = existing?.id ?? (await createStudioLogo(database, { name, link_url: null, is_demo: true })).id;
		await setStudioLogoImage(database, storage, id, await renderStudioLogo(name, index));
	}
}

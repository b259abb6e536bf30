import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../server/db/client";
import { seedDemo } from "../server/db/seed/seed";
import { localStorage } from "../server/media/storage";

/** The generator holds the archive in memory; beyond this many photos the rest are copies. */
const GENERATED_MAX = 100_000;

/**
 * The benchmark archive of `photos` photos: on the PostgreSQL server named by BENCH_DATABASE_URL
 * (an empty scratch database is filled, a filled one reused and grown), else on PGlite in `dir`.
 * Vacuumed and analysed, the steady state autovacuum keeps.
 */
export async function openArchive(photos: number, dir: string): Promise<Database> {
	const database = process.env.BENCH_DATABASE_URL
		? await openDatabase({ driver: "postgres", url: process.env.BENCH_DATABASE_URL, poolSize: 8 })
		: await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
	await database.migrate();
	const [{ n } = { n: 0 }] = await database.query<{ n: number }>(sql`select count(*)::int as n from photos`);
	if (n === 0) {
		const t0 = performance.now();
		const generated = Math.min(photos, GENERATED_MAX);
		await seedDemo(database, localStorage(dir), { photos: generated, uniqueImageLimit: 200 });
		console.log(
			`seeded ${generated} photos on ${database.driver} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
		);
	} else console.log(`using the ${n} photos already in the database`);
	if (photos > Math.max(n, GENERATED_MAX)) {
		const t0 = performance.now();
		await growArchive(database, photos, (line) => console.log(line));
		console.log(`grew the archive to ${photos} photos in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
	}
	await database.query(sql`vacuum analyze`);
	return database;
}

/** Photo columns a copy takes from its original (everything but the keys and derived columns). */
const COPIED = [
	"title",
	"description",
	"user_id",
	"price_cents",
	"thumbnail_url",
	"preview_url",
	"original_key",
	"width",
	"height",
	"file_size",
	"orientation",
	"people_count",
	"people_composition",
	"photo_status",
	"location_city",
	"location_state_province",
	"location_country",
	"decade_taken",
	"date_taken",
	"tags",
	"ethnicities",
	"age_groups",
	"emotions",
	"image_style",
	"color_and_mood",
	"dominant_color",
	"featured",
	"search_vector",
	"clearance",
	"updated_at",
].join(", ");

/**
 * Grows a generated archive to `target` photos by copying its rows (with their faces and events)
 * in rounds of the original size: the generator keeps the whole archive in memory, which does
 * not fit a million photos, and copies keep the word and filter distributions the same.
 * Copy k of a photo gets an id from md5(id || '-k') and a created_at k weeks earlier, so sorts and
 * the shuffle see distinct rows. The search document is copied, not rebuilt (its triggers are
 * off during the copy): a copy's family, place and events are its original's. Re-runnable.
 */
export async function growArchive(database: Database, target: number, log: (line: string) => void) {
	await database.query(sql`create table if not exists bench_copies (photo_id uuid primary key)`);
	const count = async (q: ReturnType<typeof sql>) => (await database.query<{ n: number }>(q))[0]?.n ?? 0;
	const base = await count(
		sql`select count(*)::int as n from photos p where not exists (select 1 from bench_copies c where c.photo_id = p.id)`,
	);
	let have = await count(sql`select count(*)::int as n from photos`);
	if (base === 0 || have >= target) return;
	const columns = sql.raw(COPIED);
	const fromSrc = sql.raw(COPIED.replace(/(^|, )/g, "$1src."));
	await database.query(sql`alter table photos disable trigger photos_search_vector_trg`);
	await database.query(sql`alter table photo_events disable trigger user`);
	try {
		for (let k = 1; have < target; k++) {
			const t0 = performance.now();
			// A version-4 shape, as gen_random_uuid makes: the API's schemas check ids strictly.
			const copyOf = (column: string) =>
				sql.raw(
					`overlay(overlay(md5(${column}::text || '-${k}') placing '4' from 13) placing '8' from 17)::uuid`,
				);
			// Fresh statistics, and no nested loops: with stale estimates the planner took the
			// 100,000-row source for one row and joined it row by row (minutes instead of seconds).
			await database.query(sql`analyze photos, bench_copies, faces, photo_events`);
			await database.db.transaction(async (tx) => {
				await tx.execute(sql`set local enable_nestloop = off`);
				await tx.execute(sql`
				with src as materialized (
					select * from photos p where not exists (select 1 from bench_copies c where c.photo_id = p.id)
					order by id limit ${Math.min(base, target - have)}),
				ins as (
					insert into photos (id, created_at, ${columns})
					select ${copyOf("src.id")}, src.created_at - interval '7 days' * ${k}, ${fromSrc} from src
					on conflict (id) do nothing returning id),
				marked as (insert into bench_copies select id from ins),
				ev as (
					insert into photo_events (photo_id, event_id)
					select ${copyOf("pe.photo_id")}, pe.event_id from photo_events pe join src on src.id = pe.photo_id
					where ${copyOf("pe.photo_id")} in (select id from ins))
				insert into faces (photo_id, person_id, gender, age, ethnicity, box, identifiable)
				select ${copyOf("f.photo_id")}, f.person_id, f.gender, f.age, f.ethnicity, f.box, f.identifiable
				from faces f join src on src.id = f.photo_id where ${copyOf("f.photo_id")} in (select id from ins)`);
			});
			have = await count(sql`select count(*)::int as n from photos`);
			log(`  copy ${k}: ${have} photos (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
		}
	} finally {
		await database.query(sql`alter table photos enable trigger photos_search_vector_trg`);
		await database.query(sql`alter table photo_events enable trigger user`);
	}
}

/**
 * Indexes built without locking their table (issue 31). drizzle's migrator runs every pending
 * migration in one transaction, and `CREATE INDEX CONCURRENTLY` cannot run in one, so an index on
 * a large table is not written in a .sql migration but listed here: `database.migrate()` builds
 * each one missing after the migrations, on the server concurrently (reads and writes go on while
 * it builds), under the same advisory lock, so one instance of a rolling deploy builds it.
 *
 * A concurrent build that failed (or whose process died) leaves an INVALID index behind; it is
 * dropped (concurrently) and built again on the next start. On PGlite (one process, small
 * archives) the build is a plain CREATE INDEX.
 *
 * Adding one: append an entry (never rename or reorder the ones there; the name is the key),
 * and, if a migration must read it, know that it runs before the list. Removing one: drop it in a
 * migration and remove the entry in the same change. These indexes are not in the drizzle schema
 * (drizzle-kit would put them in a migration); docs/deploy-runtime.md says more.
 */

export type OnlineIndex = {
	/** The index's name: lower case, digits and underscores. */
	name: string;
	/** Everything after `CREATE INDEX <name>`: `on <table> (<columns>) [where ...]`. */
	definition: string;
	/** Why it exists, for the reader of the list. */
	why: string;
};

export const ONLINE_INDEXES: readonly OnlineIndex[] = [
	{
		name: "click_events_user_idx",
		definition: "on click_events (user_id) where user_id is not null",
		why: "click_events.user_id references users on delete set null: without it, every deleted account scans the largest table",
	},
];

const INDEX_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Runs one statement outside any transaction and returns its rows. */
export type StatementRunner = (text: string) => Promise<Record<string, unknown>[]>;

export type OnlineIndexReport = { built: string[]; rebuiltInvalid: string[] };

/**
 * Builds the listed indexes that are missing or invalid. `concurrently`: on the server (true),
 * never inside a transaction; the caller holds the migration lock.
 */
export async function buildOnlineIndexes(
	run: StatementRunner,
	options: { concurrently: boolean; indexes?: readonly OnlineIndex[] },
): Promise<OnlineIndexReport> {
	const report: OnlineIndexReport = { built: [], rebuiltInvalid: [] };
	const how = options.concurrently ? "concurrently " : "";
	for (const index of options.indexes ?? ONLINE_INDEXES) {
		if (!INDEX_NAME.test(index.name)) throw new Error(`online index: not a plain name: ${index.name}`);
		const [found] = await run(
			`select i.indisvalid as valid
			from pg_class c
			join pg_index i on i.indexrelid = c.oid
			where c.relname = '${index.name}' and c.relnamespace = current_schema()::regnamespace`,
		);
		if (found?.valid === true) continue;
		if (found) {
			// The leftover of a build that failed or was cut: it slows writes and serves no read.
			await run(`drop index ${how}if exists ${index.name}`);
			report.rebuiltInvalid.push(index.name);
		}
		await run(`create index ${how}if not exists ${index.name} ${index.definition}`);
		report.built.push(index.name);
	}
	return report;
}

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll } from "vitest";
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from "../db/client";

/** A copy of the migrations folder whose journal stops before `tag`: the database as it was. */
function migrationsBefore(tag: string): string {
	const dir = mkdtempSync(join(tmpdir(), "migrations-"));
	cpSync(MIGRATIONS_DIR, dir, { recursive: true });
	const journalPath = join(dir, "meta", "_journal.json");
	const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
	const at = journal.entries.findIndex((entry) => entry.tag === tag);
	if (at < 0) throw new Error(`no migration ${tag}`);
	journal.entries = journal.entries.slice(0, at);
	writeFileSync(journalPath, JSON.stringify(journal));
	return dir;
}

/**
 * A test of one migration on data written before it: a fresh embedded database, migrated up to
 * (not including) `tag` by `migrateBefore`, then to the newest by `migrateAll`. Closed and its
 * copy of the migrations removed after the file's tests.
 */
export function migrationStep(tag: string) {
	const before = migrationsBefore(tag);
	const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
	const db = drizzle(client);
	afterAll(async () => {
		await client.close();
		rmSync(before, { recursive: true, force: true });
	});
	return {
		db,
		migrateBefore: () => migrate(db, { migrationsFolder: before }),
		migrateAll: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
	};
}

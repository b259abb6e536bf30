/**
 * Run as a child process by server/db/pglite.test.ts: migrates a PGlite data directory, reopens it
 * (and loads a dump of it, as the tests do), and prints what a trigram match answers each time. A
 * child, so a PGlite that spins inside WebAssembly fails the test by its timeout instead of hanging
 * the runner.
 */
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../../db/client";

const match = async (database: Database) =>
	database.query<{ name: string }>(sql`select name from tags where lower(name) % 'brithday'`);

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: pglite-reopen <data-dir>");
const first = await openDatabase({ driver: "pglite", dataDir });
await first.migrate();
await first.query(sql`insert into tags (name) values ('Birthday'), ('Cake')`);
await first.close();

const reopened = await openDatabase({ driver: "pglite", dataDir });
await reopened.migrate();
const afterReopen = await match(reopened);
const dump = await reopened.pglite?.dumpDataDir("none");
await reopened.close();

const loaded = await openDatabase({ driver: "pglite", ...(dump ? { loadDataDir: dump } : {}) });
const afterLoad = await match(loaded);
await loaded.close();
process.stdout.write(JSON.stringify({ afterReopen, afterLoad }));

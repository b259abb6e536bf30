/**
 * The kill test's child process (server/analytics/aggregator-kill.test.ts): folds one batch and
 * sleeps inside its transaction, before the commit, until the test kills it. Run with tsx; never
 * part of the server.
 *
 * The backend is told to check its client every 100 ms while it sleeps, so the server notices
 * the killed process at once and rolls the transaction back, as it would on a lost connection.
 */

import { aggregateClicks } from "../../analytics/aggregator";
import { openDatabase } from "../../db/client";

const url = new URL(process.env.KILL_TEST_DATABASE_URL ?? "");
url.searchParams.set("application_name", "click-kill-child");
url.searchParams.set("options", "-c client_connection_check_interval=100");
const database = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 1 });
await aggregateClicks(database, {
	batchSize: Number(process.env.KILL_TEST_BATCH_SIZE ?? 100),
	pauseInsideMs: 120_000,
});
// Only reached if nobody killed it: the test has failed by then.
await database.close();
process.exit(3);

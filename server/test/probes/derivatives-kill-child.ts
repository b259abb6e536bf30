/**
 * The derivative job's kill test's child process (server/uploads/derivatives-kill.test.ts): opens
 * the test's database and media folder, claims the due 'photo_derivatives' job with a short lease,
 * and runs the real handler on a storage whose public writes stop for good after the first file,
 * so the job is caught half-done. It then prints "stuck" and waits for the test to kill it. Run
 * with tsx; never part of the server.
 */

import { openDatabase } from "../../db/client";
import { runDueJobs } from "../../jobs/queue";
import { localStorage, type MediaStorage } from "../../media/storage";
import { photoDerivativesJob } from "../../uploads/derivatives-job";

const {
	KILL_TEST_DATABASE_URL: url,
	KILL_TEST_PGLITE_DIR: pgliteDir,
	KILL_TEST_MEDIA_DIR: mediaDir,
} = process.env;
if (!mediaDir || !(url || pgliteDir))
	throw new Error("derivatives-kill-child: set the database and media folder");
const database = url
	? await openDatabase({ driver: "postgres", url, poolSize: 2 })
	: await openDatabase({ driver: "pglite", dataDir: pgliteDir });

const local = localStorage(mediaDir);
let written = 0;
const stalling: MediaStorage = {
	...local,
	async putPublic(key, data) {
		if (written++ === 0) return local.putPublic(key, data);
		process.stdout.write("stuck\n");
		return new Promise<string>(() => undefined);
	},
};
await runDueJobs(
	{ database, log: { warn: () => undefined, error: () => undefined } },
	{ photo_derivatives: photoDerivativesJob(stalling) },
	{ leaseMs: Number(process.env.KILL_TEST_LEASE_MS ?? 3000) },
);
// Only reached if nobody killed it: the test has failed by then.
process.exit(3);

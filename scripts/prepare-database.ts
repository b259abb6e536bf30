import { emptyClusterPath, writeEmptyCluster } from "../server/db/empty-cluster";

/**
 * `npm install`'s last step (postinstall): the empty embedded database a first `npm start` begins
 * from (server/db/empty-cluster.ts). Never fails the install: without it, a first start makes
 * its database itself, a few seconds slower.
 */
try {
	const started = Date.now();
	const file = await writeEmptyCluster();
	console.log(`Embedded database template ready (${((Date.now() - started) / 1000).toFixed(1)} s): ${file}`);
} catch (err) {
	console.log(
		`Embedded database template not prepared (${err instanceof Error ? err.message : String(err)}); ` +
			`a first start makes its database itself. Expected at ${emptyClusterPath()}.`,
	);
}

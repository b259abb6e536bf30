import { loadConfig } from "../config";
import { openConfiguredDatabase } from "../runtime";

/**
 * Creates and migrates the embedded database of a new DATA_DIR, then exits: run by the server's
 * entry as a child process (server/first-start.ts), beside the server loading its code.
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
	await database.migrate();
} finally {
	await database.close();
}

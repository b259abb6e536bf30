import { lt, sql } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { captcha_spent } from "../db/schema";

/** The captcha's SQL: the solved challenges kept until they expire, so none is used twice. */

/** Records a solved challenge's signature; false when it was recorded already (a replay). */
export async function spendSignature(
	executor: Executor,
	signature: string,
	expiresAt: Date,
): Promise<boolean> {
	const inserted = await executor
		.insert(captcha_spent)
		.values({ signature, expires_at: expiresAt })
		.onConflictDoNothing()
		.returning({ signature: captcha_spent.signature });
	return inserted.length > 0;
}

/** Drops the signatures whose challenges have expired (they can no longer be replayed anyway). */
export async function deleteExpiredSignatures(executor: Executor): Promise<void> {
	await executor.delete(captcha_spent).where(lt(captcha_spent.expires_at, sql`now()`));
}

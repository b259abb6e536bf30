import { z } from "zod";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { JobContext, JobHandler } from "../jobs/queue";
import type { Mailer } from "../mail/mailer";
import { holdExpiringMail } from "./mail";
import { claimReminder, expireHold } from "./queries";

/**
 * The hold jobs (issue 30), queued when a hold is placed (service.ts): the reminder a day before
 * it ends and its expiry. Both are rows in `jobs`, so they survive a restart, and both are
 * idempotent (a job runs at least once): the reminder marks the hold reminded in the transaction
 * that queues the mail, and the expiry ends only a hold still open whose time has come. Whether a
 * hold runs is decided by expires_at, never by these jobs, so a late job changes nothing a
 * visitor sees.
 */

const HoldPayload = z.object({ hold_id: z.uuid() });

export type HoldMailDeps = { database: Database; mailer: Mailer; config: Pick<Config, "publicUrl"> };

/** 'hold_reminder': mails the holder once, if the hold still runs and they still see the production. */
export function holdReminderJob(deps: HoldMailDeps): JobHandler {
	return async (payload: unknown) => {
		const { hold_id } = HoldPayload.parse(payload);
		const queued = await deps.database.db.transaction(async (tx) => {
			const hold = await claimReminder(tx, hold_id);
			if (!hold?.email) return false;
			await deps.mailer.enqueue(tx, holdExpiringMail({ ...hold, to: hold.email }, deps.config.publicUrl));
			return true;
		});
		if (queued) deps.mailer.wake();
	};
}

/** 'hold_expiry': ends the hold as expired when it is still open. */
export const holdExpiryJob: JobHandler = async (payload: unknown, job: JobContext) => {
	const { hold_id } = HoldPayload.parse(payload);
	await expireHold(job.database.db, hold_id);
};

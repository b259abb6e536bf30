import { z } from "zod";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { salesDigestMail } from "./mail";
import {
	claimUntoldSales,
	digestedWithinADay,
	digestFamily,
	lockFamilyDigest,
	queueSalesDigests,
} from "./queries/digest";

/** What a 'sales_digest' job carries (queued by recordSaleRoyalties). */
const DigestPayload = z.object({ family_id: z.uuid() });

export type DigestDeps = { database: Database; mailer: Mailer; config: Pick<Config, "publicUrl"> };

/**
 * The job handler of kind 'sales_digest' (the job worker calls it): mails the family the photos
 * licensed since its last digest and what they earned, then marks those sales told. With the
 * family's sales notices off, it marks them without a mail. At most one digest a day: a job that
 * runs within a day of the last one (two queued at once) queues the next for a day after it and
 * does nothing more. Marking and queueing the mail are one transaction, so a crash in between
 * neither loses nor repeats a digest.
 */
export async function salesDigestHandler(deps: DigestDeps, job: { payload: unknown }): Promise<void> {
	const { family_id: familyId } = DigestPayload.parse(job.payload);
	const queued = await deps.database.db.transaction(async (tx) => {
		await lockFamilyDigest(tx, familyId);
		if (await digestedWithinADay(tx, familyId)) {
			await queueSalesDigests(tx, [familyId]);
			return false;
		}
		const family = await digestFamily(tx, familyId);
		if (!family) return false;
		const sales = (await claimUntoldSales(tx, familyId)).filter((sale) => !sale.refunded);
		if (sales.length === 0 || !family.notify_sales) return false;
		await deps.mailer.enqueue(tx, salesDigestMail(family.email, sales, deps.config.publicUrl));
		return true;
	});
	if (queued) deps.mailer.wake();
}

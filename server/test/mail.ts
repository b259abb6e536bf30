import type { MailboxMessage } from "@core/contracts/mail";
import { type DeliveryOutcome, deliverDue } from "../mail/queue";
import { createMailTransport } from "../mail/transport";
import type { AnyTestContext as TestContext } from "./harness";
import type { CaughtMail } from "./smtp";

/**
 * Delivers every mail due now through the test app's transport (its dev mailbox, or SMTP_URL),
 * as the worker would. Tests run no worker (MAIL_QUEUE_INTERVAL_MS 0): they deliver when they
 * mean to read the mail, so what they see never depends on timing.
 */
export async function deliverMail(
	ctx: TestContext,
	{ concurrency = 1 }: { concurrency?: number } = {},
): Promise<Record<DeliveryOutcome, number>> {
	const transport = createMailTransport(ctx.config);
	try {
		return await deliverDue({ database: ctx.database, transport }, { concurrency });
	} finally {
		transport.close();
	}
}

/** The dev mailbox (no SMTP_URL), newest first, once the mail due has been delivered. */
export async function mailboxMessages(ctx: TestContext): Promise<MailboxMessage[]> {
	await deliverMail(ctx);
	return createMailTransport(ctx.config).list();
}

type CatchingSmtp = { waitFor(to: string, subject: RegExp): Promise<CaughtMail> };

/** Delivers the mail due (SMTP_URL pointing at the test's SMTP server), then finds one there. */
export async function smtpMail(
	ctx: TestContext,
	smtp: CatchingSmtp,
	to: string,
	subject: RegExp,
): Promise<CaughtMail> {
	await deliverMail(ctx);
	return smtp.waitFor(to, subject);
}

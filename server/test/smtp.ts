import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string; subject: string; text: string; links: string[]; replyTo: string };

/**
 * A real SMTP server on a random local port; it keeps every message it receives. Recipients
 * `refuse` matches get a permanent refusal (550), as a mail server answers an unknown mailbox.
 */
export async function startSmtpServer(port = 0, { refuse }: { refuse?: (to: string) => boolean } = {}) {
	const messages: CaughtMail[] = [];
	const waiters: Array<() => void> = [];
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ["STARTTLS"],
		logger: false,
		// Closing ends the connections a pooled client keeps open at once, not after 30 s.
		closeTimeout: 100,
		onRcptTo(address, _session, callback) {
			if (!refuse?.(address.address)) return callback();
			callback(Object.assign(new Error("No such mailbox here"), { responseCode: 550 }));
		},
		onData(stream, _session, callback) {
			simpleParser(stream)
				.then((mail) => {
					const to = [mail.to]
						.flat()
						.flatMap((a) => a?.value.map((v) => v.address ?? "") ?? [])
						.join(", ");
					const text = mail.text ?? "";
					messages.push({
						to,
						subject: mail.subject ?? "",
						text,
						links: text.match(/https?:\/\/[^\s<>"')]+/g) ?? [],
						replyTo: mail.replyTo?.text ?? "",
					});
					for (const wake of waiters.splice(0)) wake();
					callback();
				})
				.catch(callback);
		},
	});
	await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
	const bound = (server.server.address() as AddressInfo).port;
	return {
		url: `smtp://127.0.0.1:${bound}`,
		messages,
		/** The first message (newest first) to this address whose subject matches, waiting up to 5 s. */
		async waitFor(to: string, subject: RegExp): Promise<CaughtMail> {
			const deadline = Date.now() + 5000;
			for (;;) {
				const found = [...messages].reverse().find((m) => m.to === to && subject.test(m.subject));
				if (found) return found;
				if (Date.now() > deadline)
					throw new Error(`no mail to ${to} matching ${subject} (got ${messages.length})`);
				await new Promise<void>((resolve) => {
					waiters.push(resolve);
					setTimeout(resolve, 200);
				});
			}
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

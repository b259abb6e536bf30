import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailboxMessage } from "@core/contracts/account";
import nodemailer from "nodemailer";
import type { Config } from "../config";

export type MailMessage = {
	to: string;
	subject: string;
	text: string;
	html: string;
	/** Where a reply goes when it is not the sender (the contact form: the person who wrote). */
	replyTo?: { name: string; address: string };
};

export type Mailer = {
	/** 'smtp' sends for real; 'outbox' keeps each message in DATA_DIR for the dev mailbox. */
	readonly transport: "smtp" | "outbox";
	send(message: MailMessage): Promise<void>;
	/** The outbox's messages, newest first (empty for SMTP). */
	list(): Promise<MailboxMessage[]>;
	close(): void;
};

const LINK = /https?:\/\/[^\s<>"')]+/g;

export function linksIn(text: string): string[] {
	return [...new Set(text.match(LINK) ?? [])];
}

function smtpMailer(url: string, from: string): Mailer {
	const transporter = nodemailer.createTransport(url);
	return {
		transport: "smtp",
		async send(message) {
			await transporter.sendMail({ from, ...message });
		},
		list: async () => [],
		close: () => transporter.close(),
	};
}

type StoredMessage = MailMessage & { id: string; sent_at: string };

/** Outside production without SMTP_URL: one JSON file a message, written atomically. */
function outboxMailer(dir: string): Mailer {
	return {
		transport: "outbox",
		async send(message) {
			await mkdir(dir, { recursive: true });
			const sentAt = new Date();
			// Sortable names: the time first, then randomness for messages of the same millisecond.
			const id = `${sentAt.getTime().toString().padStart(14, "0")}-${randomBytes(4).toString("hex")}`;
			const stored: StoredMessage = { id, sent_at: sentAt.toISOString(), ...message };
			const file = path.join(dir, `${id}.json`);
			await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2));
			await rename(`${file}.tmp`, file);
		},
		async list() {
			const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
				if (err.code === "ENOENT") return [];
				throw err;
			});
			const files = names
				.filter((n) => n.endsWith(".json"))
				.sort()
				.reverse();
			const messages = await Promise.all(
				files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as StoredMessage),
			);
			return messages.map((m) => ({
				id: m.id,
				to: m.to,
				subject: m.subject,
				sent_at: m.sent_at,
				text: m.text,
				links: linksIn(m.text),
			}));
		},
		close: () => undefined,
	};
}

export function createMailer(config: Config): Mailer {
	if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
	// config.ts refuses a production start without SMTP_URL, so the outbox is dev and test only.
	return outboxMailer(path.join(config.dataDir, "outbox"));
}

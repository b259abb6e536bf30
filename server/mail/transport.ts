import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailboxMessage } from "@core/contracts/mail";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { MailMessage } from "./mailer";

/**
 * How the queue's worker hands a mail on: SMTP with SMTP_URL, else (outside production) the
 * dev mailbox, a folder of JSON files (DATA_DIR/outbox) that /dev/mailbox lists. Only the
 * worker calls `deliver`; the rest of the app queues mail through the Mailer (mailer.ts).
 */
export type MailTransport = {
	/** 'smtp' sends for real; 'outbox' keeps each message in DATA_DIR/outbox for the dev mailbox. */
	readonly transport: "smtp" | "outbox";
	deliver(message: MailMessage): Promise<void>;
	/** The dev mailbox's messages, newest first (empty for SMTP). */
	list(): Promise<MailboxMessage[]>;
	close(): void;
};

const LINK = /https?:\/\/[^\s<>"')]+/g;

export function linksIn(text: string): string[] {
	return [...new Set(text.match(LINK) ?? [])];
}

/**
 * Pooled connections, as many as the worker delivers at once (worker.ts): a mail then costs one
 * SMTP transaction, not a connection, a greeting and a TLS handshake each. A mail server that
 * does not answer must not hold a delivery for nodemailer's defaults (two minutes to connect,
 * ten of silence): the worker's claim on a mail lasts ten minutes (queue.ts). Values in
 * SMTP_URL's query string win.
 */
export const SMTP_CONNECTIONS = 4;
const SMTP_OPTIONS = {
	pool: true,
	maxConnections: SMTP_CONNECTIONS,
	connectionTimeout: 15_000,
	greetingTimeout: 15_000,
	socketTimeout: 60_000,
};

function smtpTransport(url: string, from: string): MailTransport {
	const transporter = nodemailer.createTransport({ url, ...SMTP_OPTIONS });
	return {
		transport: "smtp",
		async deliver({ kind: _kind, ...message }) {
			await transporter.sendMail({ from, ...message });
		},
		list: async () => [],
		close: () => transporter.close(),
	};
}

type StoredMessage = Omit<MailMessage, "kind"> & { id: string; sent_at: string };

/** Outside production without SMTP_URL: one JSON file a message, written atomically. */
function devMailboxTransport(dir: string): MailTransport {
	return {
		transport: "outbox",
		async deliver({ kind: _kind, ...message }) {
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

export function createMailTransport(config: Config): MailTransport {
	if (config.smtpUrl) return smtpTransport(config.smtpUrl, config.mailFrom);
	// config.ts refuses a production start without SMTP_URL, so the dev mailbox is dev and test only.
	return devMailboxTransport(path.join(config.dataDir, "outbox"));
}

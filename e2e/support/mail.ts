import { expect } from "@playwright/test";
import { E2E_PORTS } from "./ports";

type CaughtMail = { to: string; subject: string; text: string; links: string[] };

/** Waits for the newest mail to an address whose subject matches, caught by the suite's SMTP server. */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<CaughtMail> {
	let found: CaughtMail | undefined;
	await expect
		.poll(
			async () => {
				const res = await fetch(
					`http://127.0.0.1:${E2E_PORTS.mailApi}/messages?to=${encodeURIComponent(to)}`,
				);
				const all = ((await res.json()) as CaughtMail[]).slice(after);
				found = all.reverse().find((m) => subject.test(m.subject));
				return Boolean(found);
			},
			{ timeout: 10_000, message: `mail to ${to} matching ${subject}` },
		)
		.toBe(true);
	if (!found) throw new Error("unreachable");
	return found;
}

/** How many mails an address has received so far (to wait for the next one). */
export async function mailCount(to: string): Promise<number> {
	const res = await fetch(`http://127.0.0.1:${E2E_PORTS.mailApi}/messages?to=${encodeURIComponent(to)}`);
	return ((await res.json()) as CaughtMail[]).length;
}

/** A fresh address per test run, so reruns against a kept server do not collide. */
export function uniqueEmail(name: string): string {
	return `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e.test`;
}

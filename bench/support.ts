import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "../server/config";
import { createMailTransport } from "../server/mail/transport";

/**
 * A development configuration on a fresh temporary DATA_DIR for a signed-in benchmark: quiet
 * logs, a fixed secret, and a sign-in rate limit no benchmark reaches. `env` adds or overrides.
 */
export function benchConfig(name: string, env: Record<string, string> = {}): { dir: string; config: Config } {
	const dir = mkdtempSync(path.join(os.tmpdir(), `snap-bench-${name}-`));
	const config = loadConfig({
		NODE_ENV: "development",
		DATA_DIR: dir,
		LOG_LEVEL: "silent",
		AUTH_SECRET: "b".repeat(32),
		PUBLIC_URL: "http://127.0.0.1",
		AUTH_RATE_LIMIT: "10000",
		...env,
	});
	return { dir, config };
}

/**
 * Signs a new member up the way the product does (the email link from the dev outbox) on a
 * bench server at `address`; returns the session cookie. `headers` carries a captcha answer
 * when the server asks for one.
 */
export async function signUpByLink(
	config: Config,
	address: string,
	email: string,
	firstName: string,
	headers: Record<string, string> = {},
): Promise<string> {
	await fetch(`${address}/api/auth/sign-in/magic-link`, {
		method: "POST",
		headers: { "content-type": "application/json", origin: config.publicUrl, ...headers },
		body: JSON.stringify({
			email,
			callbackURL: "/profile",
			metadata: {
				first_name: firstName,
				agreement_type: "standard",
				agreement_accepted: true,
				agreement_date: new Date().toISOString(),
			},
		}),
	});
	const link = await devMailLink(config, email);
	const opened = await fetch(link.replace(config.publicUrl, address), { redirect: "manual" });
	return opened.headers
		.getSetCookie()
		.map((c) => c.split(";")[0])
		.join("; ");
}

/**
 * The first link of the newest mail to an address in the dev mailbox (the bench servers run
 * without SMTP_URL). Mail leaves after the answer, from the mail queue: this waits for it, up to 10 s.
 */
export async function devMailLink(config: Config, email: string): Promise<string> {
	const mailbox = createMailTransport(config);
	const deadline = Date.now() + 10_000;
	for (;;) {
		const link = (await mailbox.list()).find((m) => m.to === email)?.links[0];
		if (link) return link;
		if (Date.now() > deadline) throw new Error(`no mail to ${email} in the dev mailbox`);
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "../server/config";
import { createMailer } from "../server/mail/mailer";

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
	const link = (await createMailer(config).list()).find((m) => m.to === email)?.links[0] ?? "";
	const opened = await fetch(link.replace(config.publicUrl, address), { redirect: "manual" });
	return opened.headers
		.getSetCookie()
		.map((c) => c.split(";")[0])
		.join("; ");
}

import type { Config } from "../server/config";
import { createMailer } from "../server/mail/mailer";

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

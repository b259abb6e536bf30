import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { findUserByEmail, setUserRole } from "../auth/service";
import { upsertStorefront } from "../families/queries";
import type { AnyTestContext as TestContext } from "./harness";
import { mailboxMessages } from "./mail";

/**
 * A browser-like caller for `app.inject`: it keeps the cookies the server sets and sends the
 * Origin header better-auth requires on state-changing requests.
 */
export function authClient(ctx: TestContext) {
	const jar = new Map<string, string>();
	const origin = ctx.config.publicUrl;

	function keep(res: LightMyRequestResponse) {
		for (const c of res.cookies) {
			if (c.value === "" || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
			else jar.set(c.name, c.value);
		}
		return res;
	}
	const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

	async function request(options: InjectOptions & { captcha?: string }) {
		const { captcha, headers, ...rest } = options;
		const res = await ctx.app.inject({
			...rest,
			headers: {
				origin,
				...(jar.size > 0 ? { cookie: cookie() } : {}),
				...(captcha ? { "x-captcha-response": captcha } : {}),
				...headers,
			},
		});
		return keep(res);
	}

	return {
		jar,
		request,
		get: (url: string) => request({ method: "GET", url }),
		post: (url: string, payload: unknown = {}, captcha?: string) =>
			request({ method: "POST", url, payload: payload as InjectOptions["payload"], captcha }),
		put: (url: string, payload: unknown) =>
			request({ method: "PUT", url, payload: payload as InjectOptions["payload"] }),
		patch: (url: string, payload: unknown) =>
			request({ method: "PATCH", url, payload: payload as InjectOptions["payload"] }),
		del: (url: string) => request({ method: "DELETE", url }),
		/** Opens an emailed link the way a browser would: the path on our server, cookies kept. */
		follow: (link: string) => {
			const url = new URL(link);
			return request({ method: "GET", url: `${url.pathname}${url.search}` });
		},
	};
}
export type AuthClient = ReturnType<typeof authClient>;

/**
 * The messages to an address whose subject matches in the dev mailbox (no SMTP_URL), newest
 * first, once the queued mail has been delivered.
 */
export async function outboxMails(ctx: TestContext, to: string, subject: RegExp) {
	return (await mailboxMessages(ctx)).filter((m) => m.to === to && subject.test(m.subject));
}

/** The newest of them. */
export async function outboxMail(ctx: TestContext, to: string, subject: RegExp) {
	const [found] = await outboxMails(ctx, to, subject);
	if (!found) throw new Error(`no outbox mail to ${to} matching ${subject}`);
	return found;
}

export const SIGN_UP_METADATA = {
	first_name: "Maya",
	last_name: "Lindqvist",
	agreement_type: "standard",
	agreement_accepted: true,
	agreement_date: "2026-11-23T10:00:00.000Z",
} as const;

/** Finds a mail the test app sent: outboxMail (dev mailbox), or smtpMail bound to a test SMTP server. */
// Declared as a method so a reader written for the local-disk test app fits a helper that takes
// an app on any media storage (method parameters are compared both ways).
export type MailReader = {
	read(ctx: TestContext, to: string, subject: RegExp): Promise<{ links: string[] }>;
}["read"];

/** Signs up by email link and follows the link; the client is then signed in. */
export async function signUp(
	ctx: TestContext,
	client: AuthClient,
	email: string,
	firstName = "Maya",
	readMail: MailReader = outboxMail,
) {
	const sent = await client.post("/api/auth/sign-in/magic-link", {
		email,
		name: firstName,
		callbackURL: "/profile",
		newUserCallbackURL: "/profile",
		metadata: { ...SIGN_UP_METADATA, first_name: firstName },
	});
	if (sent.statusCode !== 200) throw new Error(`magic link request failed: ${sent.statusCode} ${sent.body}`);
	const mail = await readMail(ctx, email, /sign-in link/);
	const link = mail.links[0];
	if (!link) throw new Error("the sign-in mail has no link");
	const opened = await client.follow(link);
	if (opened.statusCode !== 302)
		throw new Error(`the sign-in link answered ${opened.statusCode} ${opened.body}`);
	return opened;
}

/** Signs up one member per first name (`<name>@studio.test`), each in a client of their own. */
export async function signUpMembers<const Names extends readonly string[]>(
	ctx: TestContext,
	...names: Names
): Promise<{ [K in keyof Names]: AuthClient }> {
	const clients: AuthClient[] = [];
	for (const name of names) {
		const client = authClient(ctx);
		await signUp(ctx, client, `${name.toLowerCase()}@studio.test`, name);
		clients.push(client);
	}
	return clients as { [K in keyof Names]: AuthClient };
}

/**
 * Signs up a family (issue 27): a member by email link, given the family role and a storefront,
 * as an admin's approval would. Returns the family's user id.
 */
export async function signUpFamily(
	ctx: TestContext,
	client: AuthClient,
	email: string,
	storefront = "The Test Family",
): Promise<string> {
	await signUp(ctx, client, email, storefront.split(" ")[1] ?? "Rose");
	await setUserRole(ctx.database, email, "family");
	const user = await findUserByEmail(ctx.database, email);
	if (!user) throw new Error(`no user ${email}`);
	await upsertStorefront(ctx.database.db, user.id, { storefront_name: storefront });
	return user.id;
}

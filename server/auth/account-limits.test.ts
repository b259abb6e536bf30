import { MAIL_PACE, MAIL_PACE_MAX_PER_HOUR, PASSWORD_DELAY, passwordDelaySeconds } from "@core/auth-limits";
import { tooManyPasswordAttempts } from "@core/auth-text";
import { TOO_MANY_ATTEMPTS_CODE } from "@core/contracts/auth";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, outboxMails, SIGN_UP_METADATA, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { setLimitsClock } from "./account-limits";

/**
 * The limits per account hold whoever sends the requests: every request here comes from an
 * address of its own (TRUST_PROXY is off, so the socket's address is the client's), so the
 * per-address limit never applies. The limits' clock stands still unless a test moves it.
 */

let ctx: TestContext;
let time = Date.now();
let restoreClock = () => {};
beforeAll(async () => {
	ctx = await createTestApp();
	restoreClock = setLimitsClock(() => new Date(time));
});
afterAll(async () => {
	restoreClock();
	await ctx?.close();
});

let addresses = 0;
/** A client address not used before. */
function newAddress(): string {
	addresses += 1;
	return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** A POST from an address of its own (by default from a client of its own, too). */
function postFrom(url: string, payload: Record<string, unknown>, client: AuthClient = authClient(ctx)) {
	return client.request({ method: "POST", url, payload, remoteAddress: newAddress() });
}

const SIGN_IN_LINK = /sign-in link/;
const RESET_LINK = /Reset your/;
const NO_ACCOUNT = /Sign-in attempt/;

const askLink = (email: string) =>
	postFrom("/api/auth/sign-in/magic-link", { email, callbackURL: "/profile" });
const askReset = (email: string) =>
	postFrom("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
const tryPassword = (email: string, password: string, client?: AuthClient) =>
	postFrom("/api/auth/sign-in/email", { email, password }, client);

const letMinutesPass = (minutes: number) => {
	time += minutes * 60_000;
};

async function member(email: string, password?: string): Promise<AuthClient> {
	const client = authClient(ctx);
	await signUp(ctx, client, email, "Pat");
	if (password)
		expect((await client.post("/api/account/password", { new_password: password })).statusCode).toBe(204);
	// The sign-up link was a paced mail; each test starts from a quiet mailbox.
	await ctx.database.query(sql`delete from mail_pace where email = ${email}`);
	return client;
}

describe("emailed links are paced per mailbox, whoever asks", () => {
	it("30 requests for one mailbox from 30 addresses send the burst, all answered alike", async () => {
		const email = "paced@studio.test";
		await member(email);
		const before = (await outboxMails(ctx, email, SIGN_IN_LINK)).length;

		const answers = [];
		for (let i = 0; i < 30; i += 1) answers.push(await askLink(email));
		for (const res of answers) {
			expect(res.statusCode).toBe(200);
			expect(res.json()).toEqual({ status: true });
		}
		expect((await outboxMails(ctx, email, SIGN_IN_LINK)).length - before).toBe(MAIL_PACE.burst);
	});

	it("then one mail per interval: at most the stated number in an hour of asking", async () => {
		const email = "hourly@studio.test";
		await member(email);
		const before = (await outboxMails(ctx, email, SIGN_IN_LINK)).length;

		for (let i = 0; i < 10; i += 1) await askLink(email);
		// An hour of asking, ten times every interval.
		for (let step = 0; step < 60 / MAIL_PACE.intervalMinutes; step += 1) {
			letMinutesPass(MAIL_PACE.intervalMinutes);
			for (let i = 0; i < 10; i += 1) await askLink(email);
		}
		const sent = (await outboxMails(ctx, email, SIGN_IN_LINK)).length - before;
		expect(sent).toBe(MAIL_PACE_MAX_PER_HOUR);
		expect(MAIL_PACE_MAX_PER_HOUR).toBe(9);
	});

	it("held-back requests do not push the next mail away", async () => {
		const email = "steady@studio.test";
		await member(email);
		for (let i = 0; i < MAIL_PACE.burst; i += 1) await askLink(email);
		const [{ until } = { until: "" }] = await ctx.database.query<{ until: string }>(
			sql`select paced_until::text as until from mail_pace where email = ${email} and kind = 'sign-in-link'`,
		);
		for (let i = 0; i < 20; i += 1) await askLink(email);
		const [after] = await ctx.database.query<{ until: string }>(
			sql`select paced_until::text as until from mail_pace where email = ${email} and kind = 'sign-in-link'`,
		);
		expect(after?.until).toBe(until);
	});

	it("cannot lock the owner out: while an attack is held back, the newest mail's link signs in", async () => {
		const email = "owner@studio.test";
		const owner = await member(email);
		expect((await owner.post("/api/auth/sign-out")).statusCode).toBe(200);

		for (let i = 0; i < 30; i += 1) await askLink(email);
		// The worst case: the last mail went out almost one interval ago (links and bucket age alike).
		const aged = MAIL_PACE.intervalMinutes - 1;
		letMinutesPass(aged);
		await ctx.database.query(sql`
			update verifications set expires_at = expires_at - make_interval(mins => ${aged})
			where identifier like 'magic-link:%'`);
		const sentBefore = (await outboxMails(ctx, email, SIGN_IN_LINK)).length;

		// The owner asks too and is held back like everyone else...
		const asked = await postFrom("/api/auth/sign-in/magic-link", { email, callbackURL: "/profile" }, owner);
		expect(asked.json()).toEqual({ status: true });
		expect((await outboxMails(ctx, email, SIGN_IN_LINK)).length).toBe(sentBefore);

		// ...and the newest mail in the mailbox still signs them in.
		const [newest] = await outboxMails(ctx, email, SIGN_IN_LINK);
		const opened = await owner.follow(newest?.links[0] ?? "");
		expect(opened.statusCode).toBe(302);
		expect(opened.headers.location).not.toContain("error=");
		expect((await owner.get("/api/me")).json().user?.email).toBe(email);
	});

	it("paces the note to an address without an account alike, and never holds back its sign-up link", async () => {
		const email = "nobody-yet@studio.test";
		const answers = [];
		for (let i = 0; i < 30; i += 1) answers.push(await askLink(email));
		for (const res of answers) {
			expect(res.statusCode).toBe(200);
			expect(res.json()).toEqual({ status: true });
		}
		expect(await outboxMails(ctx, email, NO_ACCOUNT)).toHaveLength(MAIL_PACE.burst);

		// The notes do not use up the sign-up link the owner then asks for.
		const client = authClient(ctx);
		await signUp(ctx, client, email, "Nia");
		expect((await client.get("/api/me")).json().user?.email).toBe(email);
	});

	it("paces reset links alike, with the same answer for accounts and unknown addresses", async () => {
		const email = "forgetful@studio.test";
		await member(email, "first-password-1");
		const before = (await outboxMails(ctx, email, RESET_LINK)).length;

		const known = [];
		for (let i = 0; i < 30; i += 1) known.push(await askReset(email));
		const unknown = await askReset("nobody-at-all@studio.test");
		for (const res of [...known, unknown]) {
			expect(res.statusCode).toBe(200);
			expect(res.json()).toEqual(unknown.json());
		}
		expect((await outboxMails(ctx, email, RESET_LINK)).length - before).toBe(MAIL_PACE.burst);

		// The mailbox's newest reset link works.
		const [newest] = await outboxMails(ctx, email, RESET_LINK);
		const client = authClient(ctx);
		const opened = await client.follow(newest?.links[0] ?? "");
		const token = new URL(String(opened.headers.location)).searchParams.get("token") ?? "";
		const reset = await client.post("/api/auth/reset-password", { token, newPassword: "second-password-2" });
		expect(reset.statusCode).toBe(200);
	});
});

describe("wrong passwords slow down the account, whoever sends them", () => {
	const free = PASSWORD_DELAY.freeFailures;

	/** Waits out the current pause of `email`, to the millisecond. */
	async function waitOut(email: string) {
		const [row] = await ctx.database.query<{ until: Date }>(
			sql`select locked_until as until from password_failures where email = ${email}`,
		);
		if (!row?.until) throw new Error(`${email} has no pause to wait out`);
		time = new Date(row.until).getTime();
	}

	it("60 wrong passwords from 60 addresses: only the free ones and one more are checked", async () => {
		const email = "guessed@studio.test";
		await member(email, "right-password-1");

		const statuses = [];
		for (let i = 0; i < 60; i += 1)
			statuses.push((await tryPassword(email, `guess-${i}-password`)).statusCode);
		expect(statuses.slice(0, free + 1)).toEqual(Array(free + 1).fill(401));
		expect(statuses.slice(free + 1)).toEqual(Array(60 - free - 1).fill(429));

		// The right password is refused during the pause, without being checked.
		const right = await tryPassword(email, "right-password-1");
		expect(right.statusCode).toBe(429);
		expect(right.headers["retry-after"]).toBe(String(passwordDelaySeconds(free + 1)));
		expect(right.json()).toEqual({
			error: {
				code: TOO_MANY_ATTEMPTS_CODE,
				message: tooManyPasswordAttempts(passwordDelaySeconds(free + 1)),
			},
		});
		expect(right.cookies.find((c) => c.name.includes("session_token"))).toBeUndefined();

		// After the pause it works, and the count starts again.
		await waitOut(email);
		const client = authClient(ctx);
		expect((await tryPassword(email, "right-password-1", client)).statusCode).toBe(200);
		expect((await client.get("/api/me")).json().user?.email).toBe(email);
		for (let i = 0; i < free; i += 1)
			expect((await tryPassword(email, "wrong-again-1")).statusCode).toBe(401);
	});

	it("doubles the pause with each further failure, up to the cap", async () => {
		const email = "doubling@studio.test";
		await member(email, "right-password-1");
		for (let i = 0; i <= free; i += 1) await tryPassword(email, "wrong-password-1");

		for (const failures of [free + 2, free + 3, free + 4]) {
			await waitOut(email);
			expect((await tryPassword(email, "wrong-password-1")).statusCode).toBe(401);
			const paused = await tryPassword(email, "wrong-password-1");
			expect(paused.statusCode).toBe(429);
			expect(paused.headers["retry-after"]).toBe(String(passwordDelaySeconds(failures)));
		}
		expect(passwordDelaySeconds(free + 4)).toBe(8);

		await ctx.database.query(sql`update password_failures set failures = 40 where email = ${email}`);
		await waitOut(email);
		await tryPassword(email, "wrong-password-1");
		const capped = await tryPassword(email, "right-password-1");
		expect(capped.headers["retry-after"]).toBe(String(PASSWORD_DELAY.maxDelaySeconds));
		expect(capped.json().error.message).toBe(
			"Too many attempts for this account. Try again in 15 minutes, or sign in with an email link.",
		);
	});

	it("lets only the free failures and one more through when guesses arrive all at once", async () => {
		const email = "parallel@studio.test";
		await member(email, "right-password-1");
		const answers = await Promise.all(
			Array.from({ length: 20 }, (_, i) => tryPassword(email, `parallel-guess-${i}`)),
		);
		const checked = answers.filter((res) => res.statusCode === 401).length;
		expect(checked).toBe(free + 1);
		expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(20 - free - 1);
	});

	it("answers an unknown address exactly like an account", async () => {
		const known = "known@studio.test";
		await member(known, "right-password-1");
		const statuses = async (email: string) => {
			const answers = [];
			for (let i = 0; i < free + 3; i += 1) answers.push(await tryPassword(email, "wrong-password-1"));
			return answers.map((res) => [res.statusCode, res.headers["retry-after"], res.json().error.code]);
		};
		const forKnown = await statuses(known);
		expect(await statuses("unknown@studio.test")).toEqual(forKnown);
		// The same account however its address is typed.
		expect((await tryPassword("Known@Studio.TEST", "right-password-1")).statusCode).toBe(429);
	});

	it("never blocks the email link, and a completed reset ends the pause", async () => {
		const email = "locked@studio.test";
		const owner = await member(email, "right-password-1");
		expect((await owner.post("/api/auth/sign-out")).statusCode).toBe(200);
		for (let i = 0; i <= free; i += 1) await tryPassword(email, "wrong-password-1");
		await ctx.database.query(sql`update password_failures set failures = 40 where email = ${email}`);
		await waitOut(email);
		await tryPassword(email, "wrong-password-1");
		expect((await tryPassword(email, "right-password-1")).statusCode).toBe(429);

		// The email link signs the owner in during the pause.
		expect((await askLink(email)).statusCode).toBe(200);
		const [link] = await outboxMails(ctx, email, SIGN_IN_LINK);
		expect((await owner.follow(link?.links[0] ?? "")).headers.location).toBe(
			`${ctx.config.publicUrl}/profile`,
		);
		expect((await owner.get("/api/me")).json().user?.email).toBe(email);

		// A reset ends the pause: the new password works at once, from anywhere.
		expect((await askReset(email)).statusCode).toBe(200);
		const [mail] = await outboxMails(ctx, email, RESET_LINK);
		const opened = await owner.follow(mail?.links[0] ?? "");
		const token = new URL(String(opened.headers.location)).searchParams.get("token") ?? "";
		expect(
			(await owner.post("/api/auth/reset-password", { token, newPassword: "new-password-2" })).statusCode,
		).toBe(200);
		expect((await tryPassword(email, "new-password-2")).statusCode).toBe(200);
	});

	it("forgets failures after an hour without one", async () => {
		const email = "forgiven@studio.test";
		await member(email, "right-password-1");
		for (let i = 0; i < free; i += 1) await tryPassword(email, "wrong-password-1");
		letMinutesPass(PASSWORD_DELAY.forgetAfterMinutes + 1);
		// Free again: five more failures and one are checked before a pause.
		for (let i = 0; i <= free; i += 1)
			expect((await tryPassword(email, "wrong-password-1")).statusCode).toBe(401);
		expect((await tryPassword(email, "wrong-password-1")).statusCode).toBe(429);
	});
});

describe("sign-up links", () => {
	it("are paced in the same bucket as sign-in links for the mailbox", async () => {
		const email = "signup-spam@studio.test";
		for (let i = 0; i < 10; i += 1)
			await postFrom("/api/auth/sign-in/magic-link", {
				email,
				callbackURL: "/profile",
				metadata: SIGN_UP_METADATA,
			});
		expect(await outboxMails(ctx, email, SIGN_IN_LINK)).toHaveLength(MAIL_PACE.burst);
	});
});

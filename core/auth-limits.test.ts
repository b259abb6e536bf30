import { describe, expect, it } from "vitest";
import {
	limitKey,
	MAIL_PACE,
	MAIL_PACE_MAX_PER_HOUR,
	PASSWORD_DELAY,
	passwordDelaySeconds,
} from "./auth-limits";
import { AUTH_TEXT, tooManyPasswordAttempts } from "./auth-text";
import { MAGIC_LINK_TTL_MINUTES } from "./contracts/auth";

describe("the mail pace per mailbox", () => {
	it("sends a new link before the last one can expire, so a held-back request never locks anyone out", () => {
		expect(MAIL_PACE.intervalMinutes).toBeLessThan(MAGIC_LINK_TTL_MINUTES);
	});

	it("bounds the mails of one kind to the burst plus one per interval an hour", () => {
		expect(MAIL_PACE_MAX_PER_HOUR).toBe(3 + 6);
		expect(AUTH_TEXT.newestLinkWorks).toContain(`one new link every ${MAIL_PACE.intervalMinutes} minutes`);
	});

	it("counts an address however it is typed", () => {
		expect(limitKey("  Ann@Studio.TEST ")).toBe("ann@studio.test");
	});
});

describe("the pause after wrong passwords", () => {
	it("is free for the first failures, then doubles from one second up to the cap", () => {
		const free = PASSWORD_DELAY.freeFailures;
		expect([0, 1, free].map(passwordDelaySeconds)).toEqual([0, 0, 0]);
		expect([free + 1, free + 2, free + 3, free + 4].map(passwordDelaySeconds)).toEqual([1, 2, 4, 8]);
		expect(passwordDelaySeconds(free + 10)).toBe(512);
		expect(passwordDelaySeconds(free + 11)).toBe(PASSWORD_DELAY.maxDelaySeconds);
		expect(passwordDelaySeconds(1000)).toBe(15 * 60);
	});

	it("tells how long to wait in seconds, then in whole minutes rounded up", () => {
		const text = (wait: string) =>
			`Too many attempts for this account. Try again in ${wait}, or sign in with an email link.`;
		expect(tooManyPasswordAttempts(1)).toBe(text("1 second"));
		expect(tooManyPasswordAttempts(32)).toBe(text("32 seconds"));
		expect(tooManyPasswordAttempts(60)).toBe(text("1 minute"));
		expect(tooManyPasswordAttempts(61)).toBe(text("2 minutes"));
		expect(tooManyPasswordAttempts(900)).toBe(text("15 minutes"));
	});
});

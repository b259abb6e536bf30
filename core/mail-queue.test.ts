import { describe, expect, it } from "vitest";
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS, mailRetryDelayMs } from "./mail-queue";

describe("mailRetryDelayMs", () => {
	it("waits 1 minute, 5 minutes, 30 minutes, 2 hours … between attempts, then gives up", () => {
		const delays = Array.from({ length: MAIL_MAX_ATTEMPTS + 1 }, (_, i) => mailRetryDelayMs(i + 1));
		expect(delays).toEqual([
			60_000,
			300_000,
			1_800_000,
			7_200_000,
			21_600_000,
			43_200_000,
			86_400_000,
			null,
			null,
		]);
		expect(MAIL_MAX_ATTEMPTS).toBe(MAIL_RETRY_DELAYS_MS.length + 1);
	});

	it("gives up at once on a permanent refusal", () => {
		expect(mailRetryDelayMs(1, true)).toBeNull();
	});
});

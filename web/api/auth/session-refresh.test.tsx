import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { SESSION_TICK_MS, sessionNeedsRefresh } from "./session-refresh";

describe("sessionNeedsRefresh", () => {
	it("refreshes once fewer than 3 ticks of 30 s remain", () => {
		const now = 1_000_000;
		expect(sessionNeedsRefresh(now + 90_001, now)).toBe(false);
		expect(sessionNeedsRefresh(now + 90_000, now)).toBe(false);
		expect(sessionNeedsRefresh(now + 89_999, now)).toBe(true);
		expect(sessionNeedsRefresh(now - 1, now)).toBe(true);
	});
});

describe("session refresh ticker", () => {
	beforeEach(() => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	function sessionEndingIn(ms: number) {
		return { ...signedInMember, expires_at: new Date(Date.now() + ms).toISOString() };
	}

	it("asks again near the end, and signs out when the server says the session is over", async () => {
		let reads = 0;
		mockApi({
			"/api/me": () => {
				reads += 1;
				return json(reads === 1 ? sessionEndingIn(60_000) : signedOut);
			},
		});
		renderApp("/about");
		expect(await screen.findByRole("link", { name: "Ada" })).toBeTruthy();

		await act(() => vi.advanceTimersByTimeAsync(SESSION_TICK_MS));
		expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
		expect(reads).toBe(2);
	});

	it("keeps a session that is extended", async () => {
		let reads = 0;
		mockApi({
			"/api/me": () => {
				reads += 1;
				return json(reads === 1 ? sessionEndingIn(60_000) : sessionEndingIn(7 * 24 * 3600 * 1000));
			},
		});
		renderApp("/about");
		await screen.findByRole("link", { name: "Ada" });

		await act(() => vi.advanceTimersByTimeAsync(SESSION_TICK_MS));
		expect(reads).toBe(2);
		// The next ticks find plenty of time left and ask nothing.
		await act(() => vi.advanceTimersByTimeAsync(3 * SESSION_TICK_MS));
		expect(reads).toBe(2);
		expect(screen.getByRole("link", { name: "Ada" })).toBeTruthy();
	});

	it("leaves a session with time to spare alone", async () => {
		let reads = 0;
		mockApi({
			"/api/me": () => {
				reads += 1;
				return json(sessionEndingIn(10 * 60_000));
			},
		});
		renderApp("/about");
		await screen.findByRole("link", { name: "Ada" });
		await act(() => vi.advanceTimersByTimeAsync(2 * SESSION_TICK_MS));
		expect(reads).toBe(1);
	});
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "./test/harness";

/**
 * TRUST_PROXY as a number of proxies (issue 31): the client's address is the one the nearest
 * proxy saw, so an address a client writes into X-Forwarded-For itself is not believed.
 */
describe("TRUST_PROXY=1 (one nginx in front)", () => {
	let ctx: TestContext;
	beforeAll(async () => {
		ctx = await createTestApp({ env: { TRUST_PROXY: "1", AUTH_RATE_LIMIT: "3" } });
	});
	afterAll(() => ctx.close());

	let n = 0;
	const signIn = (forwardedFor: string) =>
		ctx.app.inject({
			method: "POST",
			url: "/api/auth/sign-in/email",
			remoteAddress: "10.0.0.2",
			headers: { "x-forwarded-for": forwardedFor },
			payload: { email: `nobody-${n++}@proxy.test`, password: "not-the-password-1" },
		});

	it("counts the address the proxy appended, whatever the client wrote before it", async () => {
		const statuses: number[] = [];
		for (let i = 0; i < 4; i++) statuses.push((await signIn(`6.6.6.${i}, 203.0.113.7`)).statusCode);
		expect(statuses.slice(0, 3)).not.toContain(429);
		expect(statuses[3]).toBe(429);
	});

	it("counts another client apart", async () => {
		expect((await signIn("203.0.113.8")).statusCode).not.toBe(429);
	});
});

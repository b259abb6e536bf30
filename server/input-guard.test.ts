import net from "node:net";
import { ApiErrorBody } from "@core/contracts/errors";
import { SAFE_TEXT_MESSAGES } from "@core/safe-text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inputProblem, MAX_INPUT_DEPTH, TOO_DEEP } from "./input-guard";
import { createTestApp, type TestContext } from "./test/harness";

const nest = (depth: number): unknown => (depth === 0 ? "leaf" : [nest(depth - 1)]);

describe("inputProblem", () => {
	it("passes ordinary requests, however wide", () => {
		expect(inputProblem({ q: "lake 1962", tags: ["beach", "Zoë"], n: 3, ok: true, none: null })).toBeNull();
		expect(
			inputProblem(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, "v"]))),
		).toBeNull();
		expect(inputProblem(Buffer.from([0, 0xed, 0xa0, 0x80]))).toBeNull();
		expect(inputProblem(undefined)).toBeNull();
	});

	it("names the field that holds NUL or an unpaired surrogate, in a value or in a key", () => {
		expect(inputProblem({ profile: { names: ["Ann", "B\u0000b"] } })).toEqual({
			field: "profile.names.1",
			message: SAFE_TEXT_MESSAGES.nul,
		});
		expect(inputProblem({ user_agent: "\ud800" })).toEqual({
			field: "user_agent",
			message: SAFE_TEXT_MESSAGES.surrogate,
		});
		expect(inputProblem({ meta: { "a\u0000": 1 } })).toEqual({
			field: "meta",
			message: `has a key that ${SAFE_TEXT_MESSAGES.nul}`,
		});
	});

	it(`takes ${MAX_INPUT_DEPTH} levels and refuses one more, even 100,000 deep, without recursion`, () => {
		expect(inputProblem(nest(MAX_INPUT_DEPTH - 1))).toBeNull();
		expect(inputProblem(nest(MAX_INPUT_DEPTH + 1))?.message).toBe(TOO_DEEP);
		const deep = JSON.parse(`${"[".repeat(100_000)}1${"]".repeat(100_000)}`);
		expect(inputProblem({ a: deep })?.message).toBe(TOO_DEEP);
	});
});

describe("refusals before a request exists, on a real socket", () => {
	let ctx: TestContext;
	let port: number;
	beforeAll(async () => {
		ctx = await createTestApp();
		await ctx.app.listen({ port: 0, host: "127.0.0.1" });
		const address = ctx.app.server.address();
		port = typeof address === "object" && address ? address.port : 0;
	});
	afterAll(async () => ctx?.close());

	/** Writes raw bytes and reads the whole answer (the server closes the connection after it). */
	const raw = (text: string) =>
		new Promise<string>((resolve, reject) => {
			const socket = net.connect(port, "127.0.0.1", () => socket.end(text));
			let answer = "";
			socket.on("data", (chunk) => {
				answer += chunk.toString("utf8");
			});
			socket.on("close", () => resolve(answer));
			socket.on("error", reject);
		});
	const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));

	it("answers an address longer than the header limit 431, in our error shape", async () => {
		const answer = await raw(`GET /api/search?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
		expect(answer.startsWith("HTTP/1.1 431")).toBe(true);
		expect(ApiErrorBody.parse(bodyOf(answer)).error.code).toBe("VALIDATION_ERROR");
	});

	it("answers bytes that are not HTTP 400, in our error shape", async () => {
		const answer = await raw("BLAH\u0001 / what\r\n\r\n");
		expect(answer.startsWith("HTTP/1.1 400")).toBe(true);
		expect(ApiErrorBody.parse(bodyOf(answer)).error.message).toMatch(/not valid HTTP/);
	});

	it("answers a broken percent-encoding 400 and an over-long path part in our shape", async () => {
		const bad = await fetch(`http://127.0.0.1:${port}/api/admin/photos/%E0%A4%A`);
		expect(bad.status).toBe(400);
		expect(ApiErrorBody.parse(await bad.json()).error.message).toMatch(/percent-encoding/);
		const long = await fetch(`http://127.0.0.1:${port}/api/admin/photos/${"a".repeat(400)}`, {
			method: "DELETE",
		});
		// 414 where no route could take it; here the pages' catch-all does, so it is not found.
		expect([404, 414]).toContain(long.status);
		expect(ApiErrorBody.parse(await long.json()).error.code).toMatch(/^(NOT_FOUND|VALIDATION_ERROR)$/);
	});

	it("answers NUL in a search filter 400 with the field named, for a guest", async () => {
		const res = await fetch(`http://127.0.0.1:${port}/api/search?state=%00`);
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({
			error: {
				code: "VALIDATION_ERROR",
				message: `Invalid querystring: state ${SAFE_TEXT_MESSAGES.nul}`,
				fields: { state: SAFE_TEXT_MESSAGES.nul },
			},
		});
	});
});

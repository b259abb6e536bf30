import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createTestApp, type TestContext } from "../test/harness";
import { CommandError, runCommand } from "./commands";

const TOKEN = "a".repeat(48);
let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp({ cliToken: TOKEN });
});
afterAll(() => ctx.close());

const post = (payload: unknown, headers: Record<string, string> = { "x-cli-token": TOKEN }) =>
	ctx.app.inject({
		method: "POST",
		url: "/api/internal/cli",
		payload: payload as object,
		headers,
		remoteAddress: "127.0.0.1",
	});

describe("the CLI's local command channel", () => {
	it("refuses a caller without the token", async () => {
		const res = await post({ argv: ["stats"] }, {});
		expect(res.statusCode).toBe(403);
		expect(res.json().error.code).toBe("FORBIDDEN");
		const wrong = await post({ argv: ["stats"] }, { "x-cli-token": "b".repeat(48) });
		expect(wrong.statusCode).toBe(403);
	});

	it("refuses a caller from another address even with the token", async () => {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/internal/cli",
			payload: { argv: ["stats"] },
			headers: { "x-cli-token": TOKEN },
			remoteAddress: "10.1.2.3",
		});
		expect(res.statusCode).toBe(403);
	});

	it("answers malformed JSON with a 400 in the error format", async () => {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/internal/cli",
			headers: { "content-type": "application/json", "x-cli-token": TOKEN },
			payload: "{not json",
			remoteAddress: "127.0.0.1",
		});
		expect(res.statusCode).toBe(400);
		expect(res.json().error.code).toBe("VALIDATION_ERROR");
	});

	it("answers a body of the wrong shape with a per-field 400", async () => {
		const res = await post({ argv: "stats" });
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toHaveProperty("argv");
	});

	it("runs a command and streams its output, ending with ok", async () => {
		const res = await post({ argv: ["stats"] });
		expect(res.statusCode).toBe(200);
		const lines = res.body.trim().split("\n");
		expect(lines.at(-1)).toBe("ok");
		expect(lines.some((l) => /^photos\s+0$/.test(l))).toBe(true);
	});

	it("reports a user mistake as an error line", async () => {
		const res = await post({ argv: ["grant-admin", "nobody@example.com"] });
		expect(res.body.trim().split("\n").at(-1)).toBe(
			"error: no account with the email nobody@example.com: sign up first, then run this again",
		);
	});
});

describe("commands", () => {
	it("grants and revokes the admin role by email, case-insensitively", async () => {
		await ctx.database.db.insert(users).values({ email: "Jo@Example.com", name: "Jo" });
		const out: string[] = [];
		await runCommand(
			{ database: ctx.database, storage: ctx.storage },
			["grant-admin", "jo@example.com"],
			(l) => out.push(l),
		);
		expect(out).toEqual(["jo@example.com is now an admin."]);
		const [row] = await ctx.database.query<{ role: string }>(
			sql`select role from users where email = 'Jo@Example.com'`,
		);
		expect(row?.role).toBe("admin");
		await runCommand(
			{ database: ctx.database, storage: ctx.storage },
			["revoke-admin", "JO@example.com"],
			() => {},
		);
		const [after] = await ctx.database.query<{ role: string }>(
			sql`select role from users where email = 'Jo@Example.com'`,
		);
		expect(after?.role).toBe("user");
	});

	it("rejects unknown commands and bad options with a clear message", async () => {
		const run = (argv: string[]) =>
			runCommand({ database: ctx.database, storage: ctx.storage }, argv, () => {});
		await expect(run(["frobnicate"])).rejects.toThrow(/unknown command 'frobnicate'/);
		await expect(run(["seed", "--photos", "0"])).rejects.toThrow(
			"--photos must be a whole number from 1 to 1000000",
		);
		await expect(run(["seed", "--photos", "ten"])).rejects.toBeInstanceOf(CommandError);
		await expect(run(["grant-admin"])).rejects.toThrow(/give the account's email address/);
	});

	it("prints the usage for help", async () => {
		const out: string[] = [];
		await runCommand({ database: ctx.database, storage: ctx.storage }, ["help"], (l) => out.push(l));
		expect(out[0]).toContain("grant-admin <email>");
	});
});

describe("aggregate-clicks", () => {
	it("folds every queued click event and prints the count, through the server's channel", async () => {
		// Six visitors (addresses) clicking two tags each: twelve events, none a repeat inside 5 s.
		for (let visitor = 1; visitor <= 6; visitor++) {
			const events = ["Picnic", "Beach"].map((tag) => ({
				event_type: "tag_click",
				entity_type: "tag",
				entity_id: tag,
			}));
			const tracked = await ctx.app.inject({
				method: "POST",
				url: "/api/track-events",
				remoteAddress: `192.0.2.${visitor}`,
				payload: { events },
			});
			expect(tracked.statusCode).toBe(202);
		}
		const queued = await post({ argv: ["click-queue"] });
		expect(queued.body.trim().split("\n")).toEqual(["unprocessed 12", "ok"]);
		const res = await post({ argv: ["aggregate-clicks"] });
		expect(res.body.trim().split("\n")).toEqual(["Aggregated 12 click events.", "ok"]);
		expect((await post({ argv: ["click-queue"] })).body.trim().split("\n")).toEqual(["unprocessed 0", "ok"]);
		const rows = await ctx.database.query(
			sql`select entity_id, total_clicks, unique_sessions from click_analytics where entity_type = 'tag' order by entity_id`,
		);
		expect(rows).toEqual([
			{ entity_id: "Beach", total_clicks: 6, unique_sessions: 6 },
			{ entity_id: "Picnic", total_clicks: 6, unique_sessions: 6 },
		]);
		const again = await post({ argv: ["aggregate-clicks"] });
		expect(again.body.trim().split("\n")).toEqual(["Aggregated 0 click events.", "ok"]);
		await expect(
			runCommand({ database: ctx.database, storage: ctx.storage }, ["aggregate-clicks", "now"], () => {}),
		).rejects.toThrow(/takes no arguments/);
	});
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../db/seed/seed";
import { createTestApp, type TestContext } from "../test/harness";
import { pdfPageTexts } from "../test/pdf-text";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
	await seedDemo(ctx.database, ctx.storage, { photos: 100, seed: 3 });
});
afterAll(async () => ctx?.close());

describe("the demo seed's clearance ledger", () => {
	it("shows every state: most live photos background, a good share hero, drafts pending, none live and pending", async () => {
		const rows = await ctx.database.query<{ photo_status: string; clearance: string; n: number }>(
			sql`select photo_status, clearance, count(*)::int as n from photos group by 1, 2`,
		);
		const count = (status: string, clearance: string) =>
			rows.find((row) => row.photo_status === status && row.clearance === clearance)?.n ?? 0;
		const live = rows.filter((row) => row.photo_status === "live").reduce((sum, row) => sum + row.n, 0);
		expect(count("live", "pending")).toBe(0);
		expect(count("live", "hero")).toBeGreaterThan(live * 0.15);
		expect(count("live", "background")).toBeGreaterThan(live * 0.3);
		expect(rows.some((row) => row.photo_status !== "live" && row.clearance === "pending")).toBe(true);
	});

	it("records releases in every status but rejected, one of them revoked", async () => {
		const statuses = await ctx.database.query<{ status: string; n: number }>(
			sql`select status, count(*)::int as n from releases group by 1`,
		);
		const of = (status: string) => statuses.find((row) => row.status === status)?.n ?? 0;
		expect(of("revoked")).toBe(1);
		expect(of("pending_review")).toBeGreaterThan(0);
		expect(of("verified")).toBeGreaterThan(10);
	});

	it("keeps a real, private PDF behind every release, naming its reference", async () => {
		const [release] = await ctx.database.query<{ number: number; document_key: string; signer_name: string }>(
			sql`select number, document_key, signer_name from releases order by number limit 1`,
		);
		if (!release) throw new Error("no release");
		const chunks: Buffer[] = [];
		for await (const chunk of await ctx.storage.openPrivate(release.document_key))
			chunks.push(Buffer.from(chunk));
		const text = (await pdfPageTexts(Buffer.concat(chunks))).pages.join("\n");
		expect(text).toContain(`R-${String(release.number).padStart(6, "0")}`);
		expect(text).toContain("Appearance release");
		// Private: nothing under /media serves it.
		expect((await ctx.app.inject({ url: `/media/${release.document_key}` })).statusCode).toBe(404);
	});

	it("judged every photo by the rules, and said so in the ledger's history", async () => {
		const [row] = await ctx.database.query<{ photos: number; events: number }>(
			sql`select (select count(*)::int from photos where clearance <> 'pending') as photos,
				(select count(*)::int from ledger_events where action = 'clearance_changed') as events`,
		);
		expect(row?.events).toBe(row?.photos);
	});
});

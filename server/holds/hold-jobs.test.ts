import { rmSync } from "node:fs";
import type { Hold } from "@core/contracts/holds";
import { HOLD_REMINDER_HOURS } from "@core/licensing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { runDueJobs } from "../jobs/queue";
import { jobHandlers } from "../jobs/setup";
import { localStorage } from "../media/storage";
import { outboxMails } from "../test/auth-client";
import { setUpTeam, type Team } from "../test/fixtures/approvals-team";
import { mailerOf } from "../test/fixtures/earnings";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext, testConfig } from "../test/harness";
import { HOLD_MAIL_TEXT } from "./mail";

/**
 * The hold jobs (issue 30): rows in `jobs`, run after a restart by whichever worker comes next.
 * The clock is moved by writing times into the past, never by faking timers.
 */

let ctx: TestContext;
let team: Team;

beforeAll(async () => {
	ctx = await createTestApp();
	team = await setUpTeam(ctx);
}, 60_000);
afterAll(async () => ctx?.close());

const MIA = "mia@studio.test";
const log = { warn: () => undefined, error: console.error };
/** A worker of a process started after the one that queued the jobs. */
const freshWorker = () =>
	runDueJobs(
		{ database: ctx.database, log },
		jobHandlers({
			storage: ctx.storage,
			mail: { database: ctx.database, mailer: mailerOf(ctx), config: ctx.config },
		}),
	);

async function placeHold(): Promise<Hold> {
	const [photo] = await insertPhotos(ctx.database, 1);
	const res = await team.clients.member.post(`/api/productions/${team.projectId}/holds`, { photo_id: photo });
	expect(res.statusCode, res.body).toBe(201);
	return res.json().hold;
}
async function jobsOf(holdId: string) {
	return ctx.database.query<{ kind: string; state: string; run_after: Date | string }>(
		sql`select kind, state, run_after from jobs where payload->>'hold_id' = ${holdId} order by kind`,
	);
}
async function holdRow(id: string) {
	const [row] = await ctx.database.query<{
		ended_at: Date | string | null;
		end_reason: string | null;
		reminded_at: Date | string | null;
		expires_at: Date | string;
	}>(sql`select ended_at, end_reason, reminded_at, expires_at from photo_holds where id = ${id}`);
	return row;
}
/** Moves the hold's clock: it now ends in `hours` (negative: ended that long ago), and its jobs are due. */
async function moveClock(holdId: string, hours: number, kinds: string[]) {
	await ctx.database.query(sql`update photo_holds set created_at = now() - interval '8 days',
		expires_at = now() + make_interval(secs => ${hours * 3600}) where id = ${holdId}`);
	for (const kind of kinds)
		await ctx.database.query(sql`update jobs set run_after = now() - interval '1 second'
			where kind = ${kind} and payload->>'hold_id' = ${holdId}`);
}
const reminders = (title: string) =>
	outboxMails(ctx, MIA, new RegExp(HOLD_MAIL_TEXT.subject(title).replace(/[.*+?^${}()|[\]\\"]/g, "\\$&")));

describe("the hold jobs", () => {
	it("placing a hold queues its reminder a day before it ends and its expiry when it ends", async () => {
		const hold = await placeHold();
		const jobs = await jobsOf(hold.id);
		const ends = Date.parse(hold.expires_at);
		expect(jobs.map((j) => ({ kind: j.kind, state: j.state, at: new Date(j.run_after).getTime() }))).toEqual([
			{ kind: "hold_expiry", state: "queued", at: ends },
			{ kind: "hold_reminder", state: "queued", at: ends - HOLD_REMINDER_HOURS * 3_600_000 },
		]);
		// Not due yet: a worker leaves them.
		await freshWorker();
		expect((await jobsOf(hold.id)).map((j) => j.state)).toEqual(["queued", "queued"]);
		expect((await holdRow(hold.id))?.reminded_at).toBeNull();
	});

	it("the reminder mails the holder once, a day before, and survives a restart", async () => {
		const hold = await placeHold();
		await moveClock(hold.id, 20, ["hold_reminder"]);
		expect((await freshWorker()).done).toBeGreaterThanOrEqual(1);
		expect((await holdRow(hold.id))?.reminded_at).not.toBeNull();
		const mails = await reminders(hold.photo.title);
		expect(mails).toHaveLength(1);
		expect(mails[0]?.text).toContain("Diner Pilot");
		expect(mails[0]?.text).toContain(`/productions/${team.projectId}`);
		// Run again (a job runs at least once): no second mail.
		await ctx.database.query(sql`update jobs set state = 'queued', run_after = now() - interval '1 second'
			where kind = 'hold_reminder' and payload->>'hold_id' = ${hold.id}`);
		await freshWorker();
		expect(await reminders(hold.photo.title)).toHaveLength(1);
	});

	it("no reminder for a hold released or already ended", async () => {
		const hold = await placeHold();
		expect((await team.clients.member.del(`/api/holds/${hold.id}`)).statusCode).toBe(204);
		await moveClock(hold.id, 20, ["hold_reminder"]);
		await freshWorker();
		expect((await holdRow(hold.id))?.reminded_at).toBeNull();
		expect(await reminders(hold.photo.title)).toEqual([]);
	});

	it("no reminder to a holder who has left the company (the hold still ends on time)", async () => {
		const [photo] = await insertPhotos(ctx.database, 1);
		const res = await team.clients.buyer.post(`/api/productions/${team.projectId}/holds`, {
			photo_id: photo,
		});
		expect(res.statusCode, res.body).toBe(201);
		const hold: Hold = res.json().hold;
		await ctx.database.query(
			sql`delete from company_members where company_id = ${team.companyId} and user_id = ${team.ids.buyer}`,
		);
		await moveClock(hold.id, 20, ["hold_reminder"]);
		await freshWorker();
		expect((await holdRow(hold.id))?.reminded_at).not.toBeNull();
		expect(await outboxMails(ctx, "bea@studio.test", /ends tomorrow/)).toEqual([]);
	});

	it("the expiry ends the hold as expired; a new app's worker runs it after a restart", async () => {
		const hold = await placeHold();
		await moveClock(hold.id, -1, ["hold_expiry", "hold_reminder"]);
		// Ran out already: no longer running for anyone, before any job ran.
		const list = await team.clients.owner.get(`/api/productions/${team.projectId}/holds`);
		expect(list.json().holds.map((h: Hold) => h.id)).not.toContain(hold.id);
		// A restarted server: another app on the same database, its worker polling.
		const config = testConfig({ JOB_QUEUE_INTERVAL_MS: "50", CAPTCHA: "off" });
		const restarted = await buildApp({
			config,
			database: ctx.database,
			storage: localStorage(config.dataDir),
		});
		try {
			await restarted.ready();
			const deadline = Date.now() + 10_000;
			while (Date.now() < deadline && (await jobsOf(hold.id)).some((j) => j.state !== "done"))
				await new Promise((resolve) => setTimeout(resolve, 50));
		} finally {
			await restarted.close();
			rmSync(config.dataDir, { recursive: true, force: true });
		}
		expect((await jobsOf(hold.id)).map((j) => j.state)).toEqual(["done", "done"]);
		const row = await holdRow(hold.id);
		expect(row?.end_reason).toBe("expired");
		expect(new Date(row?.ended_at ?? 0).getTime()).toBe(new Date(row?.expires_at ?? 1).getTime());
		// Past its end, the reminder mails nobody.
		expect(row?.reminded_at).toBeNull();
	});

	it("an expiry job that comes early or twice changes nothing", async () => {
		const hold = await placeHold();
		await moveClock(hold.id, 5, ["hold_expiry"]);
		await freshWorker();
		expect((await holdRow(hold.id))?.ended_at).toBeNull();
		await moveClock(hold.id, -1, []);
		await ctx.database.query(sql`update jobs set state = 'queued', run_after = now() - interval '1 second'
			where kind = 'hold_expiry' and payload->>'hold_id' = ${hold.id}`);
		await freshWorker();
		const ended = await holdRow(hold.id);
		expect(ended?.end_reason).toBe("expired");
		await ctx.database.query(sql`update jobs set state = 'queued', run_after = now() - interval '1 second'
			where kind = 'hold_expiry' and payload->>'hold_id' = ${hold.id}`);
		await freshWorker();
		expect(await holdRow(hold.id)).toEqual(ended);
	});
});

import { INTEGRITY_ISSUE_KINDS } from "@core/contracts/wishlists";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUpMembers } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let ann: AuthClient;
let ben: AuthClient;

beforeAll(async () => {
	ctx = await createTestApp();
	[ann, ben] = await signUpMembers(ctx, "Ann", "Ben");
});
afterAll(async () => ctx?.close());

/** Rows the API would never write: old data, or data changed by hand. */
async function insertBadRows(email: string) {
	await ctx.database.query(sql`
		with u as (select id from users where email = ${email}),
		c as (
			insert into companies (name, created_by, created_at)
			select n, u.id, now() - make_interval(secs => o) from u,
				(values ('Acme', 3), (' Acme', 2), ('', 1)) v(n, o)
			returning id
		),
		p as (
			insert into projects (name, company, user_id)
			select n, co, u.id from u, (values ('Harbor', 'Acme'), ('Ghost Town', 'Vanished Films'), ('  ', null)) v(n, co)
			returning id
		)
		insert into wishlists (name, user_id, created_at)
		select n, u.id, now() - make_interval(secs => o) from u, (values ('Picks', 2), ('picks  ', 1)) v(n, o)`);
}

describe("GET /api/account/integrity", () => {
	it("passes for a user whose data the API wrote", async () => {
		await ann.post("/api/projects", { name: "Summer Feature", company: "Harbor Films" });
		const project = (await ann.get("/api/projects")).json().projects[0].id;
		await ann.post("/api/wishlists", { name: "Beach", project_id: project });
		// The name rule trims a wishlist's name but keeps its inner spaces: these are two names.
		expect((await ann.post("/api/wishlists", { name: "Set  A", project_id: project })).statusCode).toBe(201);
		expect((await ann.post("/api/wishlists", { name: "Set A", project_id: project })).statusCode).toBe(201);
		const res = await ann.get("/api/account/integrity");
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ ok: true, issues: [] });
	});

	it("reports blank and duplicate names and projects naming a missing company", async () => {
		await insertBadRows("ben@studio.test");
		const res = await ben.get("/api/account/integrity");
		expect(res.statusCode).toBe(200);
		const report = res.json();
		expect(report.ok).toBe(false);
		const summary = report.issues.map(
			(i: { kind: string; entity: string; name: string; message: string }) => [
				i.kind,
				i.entity,
				i.name,
				i.message,
			],
		);
		expect(summary).toEqual([
			["duplicate_name", "company", " Acme", 'Two companies are named "Acme"'],
			["empty_name", "company", "", "A company has no name"],
			["empty_name", "project", "  ", "A project has no name"],
			[
				"missing_company",
				"project",
				"Ghost Town",
				'Project "Ghost Town" names the company "Vanished Films", which does not exist',
			],
			["duplicate_name", "wishlist", "picks  ", 'Two wishlists are named "picks"'],
		]);
		for (const issue of report.issues) expect(INTEGRITY_ISSUE_KINDS).toContain(issue.kind);
		// Each user sees only their own problems.
		expect((await ann.get("/api/account/integrity")).json().ok).toBe(true);
	});

	it("is for signed-in users only", async () => {
		expect((await authClient(ctx).get("/api/account/integrity")).statusCode).toBe(401);
	});
});

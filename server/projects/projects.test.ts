import { PROJECT_TEXT } from "@core/contracts/projects";
import { COMPANY_NAME_MESSAGES, ENTITY_NAME_MESSAGES } from "@core/names";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, signUpMembers } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let ann: AuthClient;
let ben: AuthClient;

beforeAll(async () => {
	ctx = await createTestApp();
	[ann, ben] = await signUpMembers(ctx, "Ann", "Ben");
});
afterAll(async () => ctx?.close());

const rows = (table: "projects" | "companies", name: string) =>
	ctx.database.query<{ id: string; name: string }>(
		sql`select id, name from ${sql.identifier(table)} where lower(name) = lower(${name})`,
	);

describe("POST /api/projects", () => {
	it("creates the project and its company (201), then finds it by name and company in any case (200)", async () => {
		const created = await ann.post("/api/projects", {
			name: " The Long Summer ",
			company: "  Harbor   Films",
		});
		expect(created.statusCode).toBe(201);
		expect(created.json()).toMatchObject({
			created: true,
			project: { name: "The Long Summer", company: "Harbor Films", last_used_at: null },
		});
		expect(await rows("companies", "harbor films")).toHaveLength(1);

		const found = await ann.post("/api/projects", { name: "the long summer", company: "HARBOR FILMS" });
		expect(found.statusCode).toBe(200);
		expect(found.json()).toEqual({ created: false, project: created.json().project });
		expect(await rows("projects", "the long summer")).toHaveLength(1);
	});

	it("files a new project under the company's stored name", async () => {
		const res = await ann.post("/api/projects", { name: "Second Unit", company: "harbor films" });
		expect(res.statusCode).toBe(201);
		expect(res.json().project.company).toBe("Harbor Films");
		expect(await rows("companies", "harbor films")).toHaveLength(1);
	});

	it("refuses a project name the caller already has under another company (409)", async () => {
		const res = await ann.post("/api/projects", { name: "THE LONG SUMMER", company: "Other Films" });
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(PROJECT_TEXT.duplicate("THE LONG SUMMER"));
		// Refused as a whole: the company it named was not created either.
		expect(await rows("companies", "other films")).toHaveLength(0);
	});

	it("checks both names with section 5's rules", async () => {
		const res = await ann.post("/api/projects", { name: "X", company: "" });
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toEqual({
			name: ENTITY_NAME_MESSAGES.tooShort(2),
			company: COMPANY_NAME_MESSAGES.required,
		});
		const quotes = await ann.post("/api/projects", { name: 'The "Big" One', company: "Harbor Films" });
		expect(quotes.json().error.fields).toEqual({ name: ENTITY_NAME_MESSAGES.invalid });
		const blank = await ann.post("/api/projects", { name: "   ", company: "Harbor Films" });
		expect(blank.json().error.fields).toEqual({ name: ENTITY_NAME_MESSAGES.required });
		const long = await ann.post("/api/projects", { name: "p".repeat(101), company: "Harbor Films" });
		expect(long.json().error.fields).toEqual({ name: ENTITY_NAME_MESSAGES.tooLong(100) });
	});

	it("makes one row of two racing creates", async () => {
		const body = { name: "Race Day", company: "Race Films" };
		const results = await Promise.all([ann.post("/api/projects", body), ann.post("/api/projects", body)]);
		expect(await rows("projects", "race day")).toHaveLength(1);
		expect(await rows("companies", "race films")).toHaveLength(1);
		expect([
			[200, 201],
			[201, 409],
		]).toContainEqual(results.map((r) => r.statusCode).sort());
		const refused = results.find((r) => r.statusCode === 409);
		if (refused) expect(refused.json().error.message).toBe(PROJECT_TEXT.duplicate("Race Day"));
	});
});

describe("GET /api/projects", () => {
	it("lists only the caller's projects, by name in any case", async () => {
		await ann.post("/api/projects", { name: "alpha Test", company: "Harbor Films" });
		const names = (await ann.get("/api/projects")).json().projects.map((p: { name: string }) => p.name);
		expect(names).toEqual(["alpha Test", "Race Day", "Second Unit", "The Long Summer"]);
		expect((await ben.get("/api/projects")).json()).toEqual({ projects: [] });
	});
});

describe("PATCH /api/projects/:id", () => {
	it("renames and moves a project to another company, found or created", async () => {
		const [project] = await rows("projects", "second unit");
		const res = await ann.patch(`/api/projects/${project?.id}`, {
			name: "Second Unit B",
			company: "Tide Films",
		});
		expect(res.statusCode).toBe(200);
		expect(res.json().project).toMatchObject({ name: "Second Unit B", company: "Tide Films" });
		expect(await rows("companies", "tide films")).toHaveLength(1);

		const moved = await ann.patch(`/api/projects/${project?.id}`, { company: "harbor FILMS" });
		expect(moved.json().project).toMatchObject({ name: "Second Unit B", company: "Harbor Films" });
	});

	it("refuses another project's name (409), an empty change and a bad name (400)", async () => {
		const [project] = await rows("projects", "second unit b");
		const clash = await ann.patch(`/api/projects/${project?.id}`, { name: "race day" });
		expect(clash.statusCode).toBe(409);
		expect(clash.json().error.message).toBe(PROJECT_TEXT.duplicate("race day"));
		expect((await ann.patch(`/api/projects/${project?.id}`, {})).statusCode).toBe(400);
		const bad = await ann.patch(`/api/projects/${project?.id}`, { name: "a<b" });
		expect(bad.json().error.fields).toEqual({ name: ENTITY_NAME_MESSAGES.invalid });
	});
});

describe("POST /api/projects/:id/use", () => {
	it("stamps last_used_at", async () => {
		const [project] = await rows("projects", "race day");
		const before = Date.now();
		const res = await ann.post(`/api/projects/${project?.id}/use`);
		expect(res.statusCode).toBe(200);
		expect(Date.parse(res.json().project.last_used_at)).toBeGreaterThanOrEqual(before - 1000);
	});
});

describe("DELETE /api/projects/:id", () => {
	it("deletes the project; its wishlists stay without a project", async () => {
		const project = (await ann.post("/api/projects", { name: "Short Lived", company: "Harbor Films" })).json()
			.project;
		const wishlist = await ann.post("/api/wishlists", { name: "Kept Picks", project_id: project.id });
		expect(wishlist.statusCode).toBe(201);
		expect((await ann.del(`/api/projects/${project.id}`)).statusCode).toBe(204);
		expect(await rows("projects", "short lived")).toHaveLength(0);
		const kept = (await ann.get(`/api/wishlists/${wishlist.json().wishlist.id}`)).json().wishlist;
		expect(kept).toMatchObject({ name: "Kept Picks", project_id: null, project_name: null, company: null });
		expect((await ann.del(`/api/projects/${project.id}`)).statusCode).toBe(404);
	});
});

describe("another user's project", () => {
	it("is absent to them: 404 on rename, use and delete, and the row stays as it was", async () => {
		const [project] = await rows("projects", "race day");
		const before = await ctx.database.query(sql`select * from projects where id = ${project?.id}`);
		const renamed = await ben.patch(`/api/projects/${project?.id}`, { name: "Mine Now" });
		expect(renamed.statusCode).toBe(404);
		expect(renamed.json().error.message).toBe("Project not found");
		expect((await ben.post(`/api/projects/${project?.id}/use`)).statusCode).toBe(404);
		expect((await ben.del(`/api/projects/${project?.id}`)).statusCode).toBe(404);
		expect(await ctx.database.query(sql`select * from projects where id = ${project?.id}`)).toEqual(before);
	});
});

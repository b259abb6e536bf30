import { CURATION_TEXT } from "@core/contracts/curation";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let admin: AuthClient;
let live: string[] = [];
let drafts: string[] = [];

beforeAll(async () => {
	ctx = await createTestApp();
	admin = await signUpAdmin(ctx);
	live = await insertPhotos(ctx.database, 4);
	drafts = await insertPhotos(ctx.database, 2, { status: "draft" });
});
afterAll(async () => ctx?.close());

type Event = {
	id: string;
	name: string;
	description: string | null;
	photo_count: number;
	live_count: number;
};

const create = async (name: string, description?: string): Promise<Event> => {
	const res = await admin.post("/api/admin/events", { name, ...(description ? { description } : {}) });
	expect(res.statusCode, res.body).toBe(201);
	return res.json().event;
};
const attach = (id: string, photo_ids: string[]) =>
	admin.post(`/api/admin/events/${id}/photos`, { photo_ids });
const detach = (id: string, photo_ids: string[]) =>
	admin.request({ method: "DELETE", url: `/api/admin/events/${id}/photos`, payload: { photo_ids } });
const linksOf = async (eventId: string) =>
	(
		await ctx.database.query<{ photo_id: string }>(
			sql`select photo_id from photo_events where event_id = ${eventId} order by photo_id`,
		)
	).map((r) => r.photo_id);
const publicEvents = async (): Promise<Array<{ id: string; name: string; photo_count: number }>> =>
	(await ctx.app.inject({ method: "GET", url: "/api/events" })).json().events;

describe("creating and renaming events", () => {
	it("creates an event with its name trimmed and no photos, and lists it publicly", async () => {
		const event = await create("  Harvest Fair 1962 ", "The county fair");
		expect(event).toMatchObject({
			name: "Harvest Fair 1962",
			description: "The county fair",
			photo_count: 0,
			live_count: 0,
		});
		expect((await publicEvents()).find((e) => e.id === event.id)).toMatchObject({
			name: "Harvest Fair 1962",
			photo_count: 0,
		});
	});

	it("refuses a name in use whatever its case, with 409 and the message under the name", async () => {
		const res = await admin.post("/api/admin/events", { name: "HARVEST fair 1962" });
		expect(res.statusCode).toBe(409);
		expect(res.json().error).toEqual({
			code: "CONFLICT",
			message: CURATION_TEXT.duplicateEventName,
			fields: { name: CURATION_TEXT.duplicateEventName },
		});
		const [count] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from events where lower(name) = 'harvest fair 1962'`,
		);
		expect(count?.n).toBe(1);
	});

	it("answers a blank or missing name with 400 per field", async () => {
		const blank = await admin.post("/api/admin/events", { name: "   " });
		expect(blank.statusCode).toBe(400);
		expect(blank.json().error.fields).toEqual({ name: "Name the event" });
		const long = await admin.post("/api/admin/events", { name: "x".repeat(201) });
		expect(long.json().error.fields).toEqual({ name: "At most 200 characters" });
	});

	it("renames (a change of case of its own name included) and refuses another event's name", async () => {
		const wedding = await create("Wedding of May and Joe");
		const other = await create("Graduation Day");

		const recased = await admin.patch(`/api/admin/events/${wedding.id}`, { name: "wedding of May and Joe" });
		expect(recased.statusCode).toBe(200);
		expect(recased.json().event.name).toBe("wedding of May and Joe");

		const taken = await admin.patch(`/api/admin/events/${wedding.id}`, { name: "graduation DAY" });
		expect(taken.statusCode).toBe(409);
		expect(taken.json().error.fields).toEqual({ name: CURATION_TEXT.duplicateEventName });

		const described = await admin.patch(`/api/admin/events/${other.id}`, { description: "Class of '71" });
		expect(described.json().event).toMatchObject({ name: "Graduation Day", description: "Class of '71" });
		const cleared = await admin.patch(`/api/admin/events/${other.id}`, { description: "" });
		expect(cleared.json().event.description).toBeNull();

		const empty = await admin.patch(`/api/admin/events/${other.id}`, {});
		expect(empty.statusCode).toBe(400);
		const missing = await admin.patch("/api/admin/events/00000000-0000-4000-8000-000000000000", {
			name: "X",
		});
		expect(missing.statusCode).toBe(404);
	});

	it("lists, searches, sorts and pages the events with their counts", async () => {
		const busy = await create("Busy Picnic");
		expect((await attach(busy.id, [...live.slice(0, 3), drafts[0] ?? ""])).statusCode).toBe(200);

		const byPhotos = (await admin.get("/api/admin/events?sort=photos&dir=desc")).json();
		expect(byPhotos.events[0]).toMatchObject({ name: "Busy Picnic", photo_count: 4, live_count: 3 });

		const searched = (await admin.get("/api/admin/events?q=picnic")).json();
		expect(searched.events.map((e: Event) => e.name)).toEqual(["Busy Picnic"]);
		expect(searched.total).toBe(1);

		const paged = (await admin.get("/api/admin/events?sort=name&dir=asc&page=2&page_size=2")).json();
		const all = (await admin.get("/api/admin/events?sort=name&dir=asc")).json();
		expect(paged.events.map((e: Event) => e.name)).toEqual(all.events.slice(2, 4).map((e: Event) => e.name));
		expect(paged.total).toBe(all.total);
	});
});

describe("photos of an event", () => {
	it("attaches idempotently and detaches, the public count following the live photos", async () => {
		const event = await create("Beach Day");
		const first = await attach(event.id, [live[0] ?? "", live[1] ?? ""]);
		expect(first.json()).toMatchObject({ changed: 2, event: { photo_count: 2, live_count: 2 } });
		const again = await attach(event.id, [live[1] ?? "", live[2] ?? "", drafts[1] ?? ""]);
		expect(again.json()).toMatchObject({ changed: 2, event: { photo_count: 4, live_count: 3 } });
		expect(await linksOf(event.id)).toEqual([live[0], live[1], live[2], drafts[1]].sort());
		expect((await publicEvents()).find((e) => e.id === event.id)?.photo_count).toBe(3);

		const detail = (await admin.get(`/api/admin/events/${event.id}?page_size=2`)).json();
		expect(detail.photos).toHaveLength(2);
		expect(detail.event.photo_count).toBe(4);

		const off = await detach(event.id, [live[0] ?? "", live[3] ?? ""]);
		expect(off.json()).toMatchObject({ changed: 1, event: { photo_count: 3 } });
		const [photo] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from photos where id = ${live[0]}`,
		);
		expect(photo?.n).toBe(1);
	});

	it("refuses unknown photos and twice-listed ones with 400, writing nothing", async () => {
		const event = await create("Christening");
		const unknown = await attach(event.id, [live[0] ?? "", "00000000-0000-4000-8000-000000000001"]);
		expect(unknown.statusCode).toBe(400);
		expect(unknown.json().error.fields).toEqual({ photo_ids: CURATION_TEXT.unknownPhotos(1) });
		const twice = await attach(event.id, [live[0] ?? "", live[0] ?? ""]);
		expect(twice.statusCode).toBe(400);
		expect(await linksOf(event.id)).toEqual([]);

		const nowhere = await attach("00000000-0000-4000-8000-000000000002", [live[0] ?? ""]);
		expect(nowhere.statusCode).toBe(404);
	});

	it("deletes an event: the photos stay, their links go", async () => {
		const event = await create("Short-lived");
		await attach(event.id, [live[0] ?? ""]);
		expect((await admin.del(`/api/admin/events/${event.id}`)).statusCode).toBe(204);
		expect(await linksOf(event.id)).toEqual([]);
		expect((await admin.get(`/api/admin/events/${event.id}`)).statusCode).toBe(404);
		expect((await admin.del(`/api/admin/events/${event.id}`)).statusCode).toBe(404);
		const [photo] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from photos where id = ${live[0]}`,
		);
		expect(photo?.n).toBe(1);
	});
});

describe("merging events", () => {
	it("moves the photos into the target without duplicates and deletes the source", async () => {
		const source = await create("July 4th 1976", "Bicentennial");
		const target = await create("Fourth of July 1976");
		await attach(source.id, [live[0] ?? "", live[1] ?? "", drafts[0] ?? ""]);
		await attach(target.id, [live[1] ?? "", live[2] ?? ""]);

		const res = await admin.post(`/api/admin/events/${source.id}/merge`, { into: target.id });
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({
			moved: 2,
			event: { id: target.id, photo_count: 4, live_count: 3, description: "Bicentennial" },
		});
		expect(await linksOf(target.id)).toEqual([live[0], live[1], live[2], drafts[0]].sort());
		expect(await linksOf(source.id)).toEqual([]);
		expect((await admin.get(`/api/admin/events/${source.id}`)).statusCode).toBe(404);
		const names = (await publicEvents()).map((e) => e.name);
		expect(names).toContain("Fourth of July 1976");
		expect(names).not.toContain("July 4th 1976");
	});

	it("refuses a merge into itself (400) or into or from an unknown event (404), changing nothing", async () => {
		const event = await create("Reunion");
		await attach(event.id, [live[3] ?? ""]);
		const self = await admin.post(`/api/admin/events/${event.id}/merge`, { into: event.id });
		expect(self.statusCode).toBe(400);
		expect(self.json().error.fields).toEqual({ into: CURATION_TEXT.mergeSelf });

		const ghost = "00000000-0000-4000-8000-000000000003";
		const intoGhost = await admin.post(`/api/admin/events/${event.id}/merge`, { into: ghost });
		expect(intoGhost.statusCode).toBe(404);
		expect(intoGhost.json().error.message).toBe(CURATION_TEXT.mergeTargetNotFound);
		const fromGhost = await admin.post(`/api/admin/events/${ghost}/merge`, { into: event.id });
		expect(fromGhost.statusCode).toBe(404);
		expect(await linksOf(event.id)).toEqual([live[3]]);
	});
});

describe("who may curate events", () => {
	it("refuses members (403) and guests (401)", async () => {
		const member = authClient(ctx);
		await signUp(ctx, member, "member@events.test", "Mo");
		expect((await member.post("/api/admin/events", { name: "Nope" })).statusCode).toBe(403);
		expect((await authClient(ctx).get("/api/admin/events")).statusCode).toBe(401);
	});
});

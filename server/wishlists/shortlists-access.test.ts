import { TEAM_TEXT } from "@core/teams";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthClient } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import {
	companyProject,
	fresh,
	setUpTeam,
	TEAM_ROLES,
	type Team,
	wishlistIn,
} from "../test/fixtures/production-team";
import { createTestApp, type TestContext } from "../test/harness";

/**
 * Issue 29: a production's shortlists belong to its company's members by role (server/wishlists/
 * access.ts): every member reads them; the roles that shortlist add, take out and note; the
 * creator (while a member) and the owner rename, share and delete; others get 404.
 */

let ctx: TestContext;
let team: Team;
let photos: string[] = [];
const photo = (i: number) => photos[i] ?? "";

beforeAll(async () => {
	ctx = await createTestApp();
	team = await setUpTeam(ctx);
	photos = await insertPhotos(ctx.database, 8);
});
afterAll(async () => ctx?.close());

type Act = "read" | "add" | "note" | "remove" | "rename" | "share" | "unshare" | "delete";

/** Each route of a wishlist, as `client` calls it: the status it answers. */
async function attempt(client: AuthClient, act: Act, wishlistId: string): Promise<number> {
	const base = `/api/wishlists/${wishlistId}`;
	switch (act) {
		case "read":
			return (await client.get(base)).statusCode;
		case "add":
			return (await client.post(`${base}/items`, { photo_id: photo(1) })).statusCode;
		case "note":
			return (await client.patch(`${base}/items/${photo(0)}`, { note: "Kitchen wall" })).statusCode;
		case "remove":
			return (await client.del(`${base}/items/${photo(0)}`)).statusCode;
		case "rename":
			return (await client.patch(base, { name: fresh("Renamed") })).statusCode;
		case "share":
			return (await client.post(`${base}/share`)).statusCode;
		case "unshare":
			return (await client.del(`${base}/share`)).statusCode;
		case "delete":
			return (await client.del(base)).statusCode;
	}
}

const OK: Record<Act, number> = {
	read: 200,
	add: 201,
	note: 200,
	remove: 204,
	rename: 200,
	share: 200,
	unshare: 204,
	delete: 204,
};
const ACTS = Object.keys(OK) as Act[];
const SHORTLISTING = new Set(["owner", "buyer", "approver", "member"]);

describe("the shortlist role matrix", () => {
	for (const role of TEAM_ROLES)
		for (const creator of [true, false])
			it(`${role}, ${creator ? "its creator" : "not its creator"}`, async () => {
				const maker = creator ? team.id[role] : role === "owner" ? team.id.member : team.id.owner;
				const expected = (act: Act) => {
					if (act === "read") return OK.read;
					if (["add", "note", "remove"].includes(act)) return SHORTLISTING.has(role) ? OK[act] : 403;
					return creator || role === "owner" ? OK[act] : 403;
				};
				const got: Record<string, number> = {};
				const want: Record<string, number> = {};
				for (const act of ACTS) {
					// A fresh list each time, so an earlier act (a removal, a delete) cannot decide a later one.
					const wishlistId = await wishlistIn(ctx, team.projectId, maker, [photo(0)]);
					got[act] = await attempt(team.as[role], act, wishlistId);
					want[act] = expected(act);
				}
				expect(got).toEqual(want);
			});

	it("answers 404 to a member of another company, and 401 to a guest, on every route", async () => {
		const got: Record<string, number[]> = {};
		for (const act of ACTS) {
			const wishlistId = await wishlistIn(ctx, team.projectId, team.id.owner, [photo(0)]);
			got[act] = [await attempt(team.outsider, act, wishlistId), await attempt(team.guest, act, wishlistId)];
		}
		expect(got).toEqual(Object.fromEntries(ACTS.map((act) => [act, [404, 401]])));
	});

	it("says which role refused (403)", async () => {
		const wishlistId = await wishlistIn(ctx, team.projectId, team.id.owner, [photo(0)]);
		const add = await team.as.accounts.post(`/api/wishlists/${wishlistId}/items`, { photo_id: photo(2) });
		expect(add.json().error.message).toBe(TEAM_TEXT.roleRefused("change this shortlist's photos"));
		const rename = await team.as.member.patch(`/api/wishlists/${wishlistId}`, { name: "Mine Now" });
		expect(rename.statusCode).toBe(403);
		const batch = await team.as.accounts.post(`/api/wishlists/${wishlistId}/items/batch`, {
			photo_ids: [photo(2)],
		});
		expect(batch.statusCode).toBe(403);
		const [count] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from wishlist_items where wishlist_id = ${wishlistId}`,
		);
		expect(count?.n).toBe(1);
	});
});

describe("reading a company's shortlists", () => {
	it("lists them, holds them in memberships, and shows the production's name to every member", async () => {
		const wishlistId = await wishlistIn(ctx, team.projectId, team.id.member, [photo(3)]);
		for (const role of TEAM_ROLES) {
			const list = (await team.as[role].get("/api/wishlists")).json().wishlists as Array<{
				id: string;
				project_name: string | null;
				company: string | null;
			}>;
			expect(list.find((w) => w.id === wishlistId)).toMatchObject({
				project_name: "Night Shift",
				company: "Harbor Films",
			});
			const membership = await team.as[role].get(`/api/wishlists/membership?photo_ids=${photo(3)}`);
			expect(membership.json().memberships[photo(3)]).toContain(wishlistId);
		}
		const outsider = (await team.outsider.get("/api/wishlists")).json().wishlists as Array<{ id: string }>;
		expect(outsider.map((w) => w.id)).not.toContain(wishlistId);
		const theirs = await team.outsider.get(`/api/wishlists/membership?photo_ids=${photo(3)}`);
		expect(theirs.json().memberships).toEqual({});
	});
});

describe("creating a shortlist in a company's production", () => {
	it("is open to the roles that shortlist, 403 for accounts, 400 for a production the caller cannot see", async () => {
		for (const role of TEAM_ROLES) {
			const res = await team.as[role].post("/api/wishlists", {
				name: fresh("New list"),
				project_id: team.projectId,
				photo_id: photo(4),
			});
			expect(res.statusCode, role).toBe(SHORTLISTING.has(role) ? 201 : 403);
		}
		const outsider = await team.outsider.post("/api/wishlists", { name: "Spy", project_id: team.projectId });
		expect(outsider.statusCode).toBe(400);
		expect(outsider.json().error.fields).toEqual({ project_id: "Choose a project" });
	});

	it("moves a shortlist only to a production where the caller may shortlist", async () => {
		const wishlistId = await wishlistIn(ctx, team.projectId, team.id.member);
		const other = await companyProject(ctx, team, team.id.owner);
		const moved = await team.as.member.patch(`/api/wishlists/${wishlistId}`, { project_id: other });
		expect(moved.statusCode).toBe(200);
		expect(moved.json().wishlist.project_id).toBe(other);
		const away = await team.as.member.patch(`/api/wishlists/${wishlistId}`, {
			project_id: team.outsiderProject,
		});
		expect(away.statusCode).toBe(400);
	});

	it("keeps names unique per creator, whoever renames", async () => {
		const first = await wishlistIn(ctx, team.projectId, team.id.member);
		const second = await wishlistIn(ctx, team.projectId, team.id.member);
		const [named] = await ctx.database.query<{ name: string }>(
			sql`select name from wishlists where id = ${first}`,
		);
		const taken = await team.as.owner.patch(`/api/wishlists/${second}`, { name: named?.name.toUpperCase() });
		expect(taken.statusCode).toBe(409);
		// The owner's own list may have that name: names are unique per creator.
		const mine = await team.as.owner.post("/api/wishlists", {
			name: named?.name,
			project_id: team.projectId,
		});
		expect(mine.statusCode).toBe(201);
	});
});

describe("who added what", () => {
	it("records the caller as the adder, and one 'added' activity per request", async () => {
		const wishlistId = await wishlistIn(ctx, team.projectId, team.id.owner);
		expect(
			(await team.as.member.post(`/api/wishlists/${wishlistId}/items`, { photo_id: photo(5) })).statusCode,
		).toBe(201);
		const batch = await team.as.buyer.post(`/api/wishlists/${wishlistId}/items/batch`, {
			photo_ids: [photo(5), photo(6), photo(7)],
		});
		expect(batch.json()).toMatchObject({ added: 2, in_wishlist: 1 });
		// Nothing new: no activity.
		await team.as.buyer.post(`/api/wishlists/${wishlistId}/items/batch`, { photo_ids: [photo(6)] });

		const items = await ctx.database.query<{ photo_id: string; added_by: string }>(
			sql`select photo_id, added_by from wishlist_items where wishlist_id = ${wishlistId} order by added_at, photo_id`,
		);
		expect(Object.fromEntries(items.map((i) => [i.photo_id, i.added_by]))).toEqual({
			[photo(5)]: team.id.member,
			[photo(6)]: team.id.buyer,
			[photo(7)]: team.id.buyer,
		});
		const activity = await ctx.database.query<{
			actor_id: string;
			kind: string;
			photo_id: string | null;
			count: number;
			project_id: string;
		}>(
			sql`select actor_id, kind, photo_id, count, project_id from production_activity
				where wishlist_id = ${wishlistId} order by id`,
		);
		expect(activity).toEqual([
			{ actor_id: team.id.member, kind: "added", photo_id: photo(5), count: 1, project_id: team.projectId },
			{ actor_id: team.id.buyer, kind: "added", photo_id: null, count: 2, project_id: team.projectId },
		]);
	});

	it("lets a member move cart lines into a company shortlist, recording them as the adder; accounts may not", async () => {
		const wishlistId = await wishlistIn(ctx, team.projectId, team.id.owner);
		const line = await team.as.member.post("/api/cart", { photo_id: photo(3) });
		expect(line.statusCode).toBe(201);
		const moved = await team.as.member.post(`/api/cart/lines/${line.json().item.id}/move-to-wishlist`, {
			wishlist_id: wishlistId,
		});
		expect(moved.statusCode).toBe(200);
		const [item] = await ctx.database.query<{ added_by: string }>(
			sql`select added_by from wishlist_items where wishlist_id = ${wishlistId} and photo_id = ${photo(3)}`,
		);
		expect(item?.added_by).toBe(team.id.member);
		const theirs = await team.as.accounts.post("/api/cart", { photo_id: photo(4) });
		const refused = await team.as.accounts.post(`/api/cart/lines/${theirs.json().item.id}/move-to-wishlist`, {
			wishlist_id: wishlistId,
		});
		expect(refused.statusCode).toBe(404);
	});

	it("writes no activity for a personal wishlist", async () => {
		const [personal] = await ctx.database.query<{ id: string }>(
			sql`insert into projects (name, user_id) values (${fresh("Personal")}, ${team.id.member}) returning id`,
		);
		const created = await team.as.member.post("/api/wishlists", {
			name: fresh("Own list"),
			project_id: personal?.id,
			photo_id: photo(1),
		});
		expect(created.statusCode).toBe(201);
		const wishlistId = created.json().wishlist.id;
		await team.as.member.post(`/api/wishlists/${wishlistId}/items`, { photo_id: photo(2) });
		const [count] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from production_activity where wishlist_id = ${wishlistId}`,
		);
		expect(count?.n).toBe(0);
		const [item] = await ctx.database.query<{ added_by: string }>(
			sql`select added_by from wishlist_items where wishlist_id = ${wishlistId} and photo_id = ${photo(2)}`,
		);
		expect(item?.added_by).toBe(team.id.member);
		// Others of the company do not see a member's personal list.
		expect((await team.as.owner.get(`/api/wishlists/${wishlistId}`)).statusCode).toBe(404);
	});
});

describe("the data-integrity check", () => {
	it("stays per user, and does not call a production made in someone else's company a missing company", async () => {
		await companyProject(ctx, team, team.id.member);
		const report = await team.as.member.get("/api/account/integrity");
		expect(report.json()).toEqual({ ok: true, issues: [] });
	});
});

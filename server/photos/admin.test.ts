import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoRow, userRow } from "../db/factories/rows";
import { click_analytics, click_events, photos, purchases, users } from "../db/schema";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let admin: AuthClient;
let member: AuthClient;
let photoId = "";

beforeAll(async () => {
	ctx = await createTestApp();
	const db = ctx.database.db;
	const [owner] = await db
		.insert(users)
		.values(userRow({ email: "owner@family.test", name: "Owner" }))
		.returning();
	const [photo] = await db
		.insert(photos)
		.values(photoRow({ title: "Wedding cake", user_id: owner?.id ?? "" }))
		.returning();
	photoId = photo?.id ?? "";
	await db.insert(click_analytics).values({
		entity_type: "photo",
		entity_id: photoId,
		total_clicks: 12,
		unique_users: 5,
		unique_sessions: 7,
		unique_visitors: 6,
		last_clicked_at: new Date("2026-11-01T10:00:00Z"),
	});
	await db.insert(click_events).values([
		{ event_type: "photo_view", entity_type: "photo", entity_id: photoId },
		{ event_type: "photo_view", entity_type: "photo", entity_id: photoId },
		{ event_type: "photo_view", entity_type: "photo", entity_id: photoId, processed: true },
	]);
	await db.insert(purchases).values([
		{ photo_id: photoId, price_cents: 4900 },
		{ photo_id: photoId, price_cents: 24_500, license_type: "hero-usage" },
		{ photo_id: photoId, price_cents: 4900, deleted_at: new Date() },
	]);
	admin = authClient(ctx);
	await signUp(ctx, admin, "curator@studio.test", "Cu");
	await ctx.database.query(sql`update users set role = 'admin' where email = 'curator@studio.test'`);
	member = authClient(ctx);
	await signUp(ctx, member, "decorator@studio.test", "Dee");
});
afterAll(async () => ctx?.close());

describe("the photo page's admin tab", () => {
	it("shows an admin the clicks, the click queue, the sales not deleted and the flags", async () => {
		const res = await admin.get(`/api/admin/photos/${photoId}/insights`);
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({
			clicks: {
				total_clicks: 12,
				unique_users: 5,
				unique_sessions: 7,
				unique_visitors: 6,
				last_clicked_at: "2026-11-01T10:00:00.000Z",
			},
			unprocessed_clicks: 2,
			sales: { count: 2, revenue_cents: 29_400 },
			flags: { photoshop: false, info_missing: false, missing_faces: false },
		});
		expect((await admin.get(`/api/admin/photos/${photoId}/click-queue`)).json()).toEqual({
			unprocessed_clicks: 2,
		});
	});

	it("sets only the flags named, and keeps them", async () => {
		const res = await admin.request({
			method: "PATCH",
			url: `/api/admin/photos/${photoId}/flags`,
			payload: { photoshop: true },
		});
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ photoshop: true, info_missing: false, missing_faces: false });
		await admin.request({
			method: "PATCH",
			url: `/api/admin/photos/${photoId}/flags`,
			payload: { missing_faces: true },
		});
		expect((await admin.get(`/api/admin/photos/${photoId}/insights`)).json().flags).toEqual({
			photoshop: true,
			info_missing: false,
			missing_faces: true,
		});
	});

	it("refuses members (403), guests (401), an empty change (400) and an unknown photo (404)", async () => {
		const patch = (client: AuthClient, id: string, payload: unknown) =>
			client.request({ method: "PATCH", url: `/api/admin/photos/${id}/flags`, payload: payload as object });
		expect((await patch(member, photoId, { photoshop: false })).statusCode).toBe(403);
		expect((await member.get(`/api/admin/photos/${photoId}/insights`)).statusCode).toBe(403);
		expect((await authClient(ctx).get(`/api/admin/photos/${photoId}/click-queue`)).statusCode).toBe(401);
		expect((await patch(admin, photoId, {})).statusCode).toBe(400);
		expect((await patch(admin, photoId, { photoshop: "yes" })).statusCode).toBe(400);
		expect((await patch(admin, "3f1c2a9e-1b2c-4d5e-8f90-1234567890ab", { photoshop: true })).statusCode).toBe(
			404,
		);
		expect(
			(await admin.get("/api/admin/photos/3f1c2a9e-1b2c-4d5e-8f90-1234567890ab/insights")).statusCode,
		).toBe(404);
		// The member's attempt changed nothing.
		expect((await admin.get(`/api/admin/photos/${photoId}/insights`)).json().flags.photoshop).toBe(true);
	});
});

import type { Order } from "@core/contracts/orders";
import type { LicenseType } from "@core/license";
import type { OrderAction } from "@core/orders";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { seedDemo } from "../db/seed/seed";
import { adminAct } from "../orders/order-fixture";
import { makeAdmin } from "../test/admin-client";
import { type AuthClient, signUpMembers } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { setUpOnce } from "../test/set-up-once";

/**
 * Test helpers of the deliverables tests: orders go the whole real way (cart, checkout by
 * invoice, an admin's action), so the PDFs and downloads see exactly what buyers will.
 */

/**
 * The app on its own database for one test file, with `photos` seeded demo photos and three
 * signed-in members: Ann and Ben buy, Cora is an admin.
 */
export function setUpDeliverables(options: { photos: number; env?: Record<string, string> }) {
	return setUpOnce(
		async () => {
			// Many sign-ups and checkouts from one address within a minute.
			const ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000", ...options.env } });
			const seeded = await seedPhotosWithFiles(ctx, options.photos);
			const [ann, ben, admin] = await signUpMembers(ctx, "Ann", "Ben", "Cora");
			await makeAdmin(ctx, "cora@studio.test");
			return { ctx, seeded, ann, ben, admin };
		},
		({ ctx }) => ctx.close(),
	);
}

/** Seeds a small demo archive (real thumbnails and originals on disk); returns its live photos. */
export async function seedPhotosWithFiles(ctx: TestContext, count: number): Promise<SeededPhoto[]> {
	await seedDemo(ctx.database, ctx.storage, { photos: count, seed: 11 });
	return ctx.database.query<SeededPhoto>(sql`
		select id, photoid, title, thumbnail_url, original_key from photos
		where original_key is not null and photo_status = 'live' order by photoid`);
}
export type SeededPhoto = {
	id: string;
	photoid: number;
	title: string;
	thumbnail_url: string | null;
	original_key: string | null;
};

let projects = 0;

/**
 * Adds the photos to the buyer's cart, creates a production and checks the cart out by invoice
 * through the API; returns the placed (pending) order.
 */
export async function placeOrder(
	buyer: AuthClient,
	photoIds: readonly string[],
	options: { production?: string; company?: string; license?: LicenseType; poNumber?: string } = {},
): Promise<Order> {
	const added = await buyer.post("/api/cart/items", {
		items: photoIds.map((photo_id) => ({ photo_id, license_type: options.license ?? "background-dressing" })),
	});
	expect(added.statusCode, added.body).toBe(200);
	const cart = await buyer.get("/api/cart");
	expect(cart.statusCode).toBe(200);
	projects++;
	const project = await buyer.post("/api/projects", {
		name: options.production ?? `The Long Summer ${projects}`,
		company: options.company ?? "Harbor Lights Pictures",
	});
	expect(project.statusCode, project.body).toBe(201);
	const placed = await buyer.post("/api/checkout", {
		project_id: project.json().project.id,
		billing: {
			name: "Maya Lindqvist",
			email: "accounts@harbor.test",
			company: "Harbor Lights Pictures LLC",
			address: "1200 Sunset Blvd, Suite 400\nLos Angeles, CA 90028",
			...(options.poNumber ? { po_number: options.poNumber } : {}),
		},
		payment_method: "invoice",
		expected_total_cents: cart.json().total_cents,
	});
	expect(placed.statusCode, placed.body).toBe(201);
	return placed.json().order;
}

/** An admin's action on an order (POST /api/admin/orders/:id/:action); returns the order after it. */
export async function adminAction(admin: AuthClient, orderId: string, action: OrderAction): Promise<Order> {
	const res = await adminAct(admin, orderId, action);
	expect(res.statusCode, res.body).toBe(200);
	return res.json().order;
}

/** Checks out and has the admin mark the order paid: the buyer then holds one licence per photo. */
export async function buyPhotos(
	buyer: AuthClient,
	admin: AuthClient,
	photoIds: readonly string[],
	options: Parameters<typeof placeOrder>[2] = {},
): Promise<Order> {
	const order = await placeOrder(buyer, photoIds, options);
	return adminAction(admin, order.id, "mark_paid");
}

export async function userIdOf(ctx: TestContext, email: string): Promise<string> {
	const [row] = await ctx.database.query<{ id: string }>(sql`select id from users where email = ${email}`);
	if (!row) throw new Error(`no user ${email}`);
	return row.id;
}

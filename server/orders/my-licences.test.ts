import type { MyLicencesResponse } from "@core/contracts/orders";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUpMembers } from "../test/auth-client";
import { fillCart } from "../test/fixtures/cart";
import { adminAct, placeInvoiceOrder, setUpOrderApp } from "../test/fixtures/orders";

/** GET /api/me/licences (issue 28): the "Licensed" and "Ordered" marks of the caller's photos. */

const setup = setUpOrderApp();

async function licencesOf(client: AuthClient): Promise<MyLicencesResponse["licences"]> {
	const res = await client.get("/api/me/licences");
	expect(res.statusCode, res.body).toBe(200);
	const { licences } = res.json() as MyLicencesResponse;
	return [...licences].sort((a, b) => a.photo_id.localeCompare(b.photo_id));
}

const byPhoto = (rows: MyLicencesResponse["licences"]) =>
	Object.fromEntries(
		rows.map((r) => [r.photo_id, { state: r.state, production: r.production, by_company: r.by_company }]),
	);

describe("GET /api/me/licences", () => {
	it("answers the caller's own photos: licensed once paid, ordered while the invoice waits, nothing cancelled or refunded", async () => {
		const [ada, bo] = await signUpMembers(setup.ctx, "Ada", "Bo");
		const place = async (client: AuthClient, email: string, production: string) => {
			const photos = await fillCart(setup.ctx, email, 1);
			const { order } = await placeInvoiceOrder(client, { name: "Buyer", email, production });
			return { photo: photos[0] as string, order };
		};
		const paid = await place(ada, "ada@studio.test", "Paid Show");
		const open = await place(ada, "ada@studio.test", "Open Show");
		const cancelled = await place(ada, "ada@studio.test", "Cancelled Show");
		const refunded = await place(ada, "ada@studio.test", "Refunded Show");
		const bos = await place(bo, "bo@studio.test", "Bo Show");
		expect((await adminAct(setup.admin, paid.order.id, "mark_paid")).statusCode).toBe(200);
		expect((await adminAct(setup.admin, cancelled.order.id, "cancel")).statusCode).toBe(200);
		expect((await adminAct(setup.admin, refunded.order.id, "mark_paid")).statusCode).toBe(200);
		expect((await adminAct(setup.admin, refunded.order.id, "refund")).statusCode).toBe(200);

		expect(byPhoto(await licencesOf(ada))).toEqual({
			[paid.photo]: { state: "licensed", production: "Paid Show", by_company: "Harbor Films" },
			[open.photo]: { state: "ordered", production: "Open Show", by_company: "Harbor Films" },
		});
		expect(byPhoto(await licencesOf(bo))).toEqual({
			[bos.photo]: { state: "ordered", production: "Bo Show", by_company: "Harbor Films" },
		});
	});

	it("reads a photo ordered twice from its paid order, even when a newer one awaits payment", async () => {
		const [cy] = await signUpMembers(setup.ctx, "Cy");
		const [photo] = await fillCart(setup.ctx, "cy@studio.test", 1);
		const first = await placeInvoiceOrder(cy, { name: "Cy", email: "cy@studio.test", production: "First" });
		expect((await adminAct(setup.admin, first.order.id, "mark_paid")).statusCode).toBe(200);
		await setup.ctx.database.query(
			sql`insert into cart_items (user_id, photo_id) select id, ${photo} from users where email = 'cy@studio.test'`,
		);
		await placeInvoiceOrder(cy, { name: "Cy", email: "cy@studio.test", production: "Second" });

		expect(await licencesOf(cy)).toEqual([
			{ photo_id: photo, state: "licensed", production: "First", by_company: "Harbor Films" },
		]);
	});

	it("is for members only", async () => {
		expect((await authClient(setup.ctx).get("/api/me/licences")).statusCode).toBe(401);
	});
});

import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { ORDER_TEXT } from "@core/orders";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUpMembers } from "../test/auth-client";
import { cartOf, fillCart } from "../test/fixtures/cart";
import {
	billingOf,
	checkout,
	countRows,
	createProject,
	readyToCheckOut,
	setUpOrderApp,
} from "../test/fixtures/orders";

/** What checkout refuses, and that a refusal writes nothing. The app has no Stripe: invoice only. */

const setup = setUpOrderApp();

describe("POST /api/checkout, refused", () => {
	it("refuses a body carrying prices (400) and writes nothing", async () => {
		const { client: max, cart, body: base } = await readyToCheckOut(setup.ctx, "Max", 2, "Tampered");
		const before = await countRows(setup.ctx, "orders");
		for (const body of [
			{ ...base, total_cents: 1 },
			{ ...base, items: cart.items.map((l) => ({ photo_id: l.photo.id, unit_price_cents: 1 })) },
			{ ...base, billing: { ...base.billing, discount_percent: 90 } },
			{ ...base, expected_total_cents: -1 },
		]) {
			const res = await checkout(max, body);
			expect(res.statusCode, JSON.stringify(body)).toBe(400);
			expect(res.json().error.code).toBe("VALIDATION_ERROR");
		}
		expect(await countRows(setup.ctx, "orders")).toBe(before);
		expect((await cartOf(max)).items).toHaveLength(2);
	});

	it("refuses a total other than the server's (409) and leaves the cart as it was", async () => {
		const { client: ned, cart, projectId, body } = await readyToCheckOut(setup.ctx, "Ned", 3, "Cheaper");
		const before = await countRows(setup.ctx, "orders");
		const res = await checkout(ned, { ...body, expected_total_cents: cart.total_cents - 100 });
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(ORDER_TEXT.priceChanged);
		expect(await countRows(setup.ctx, "orders")).toBe(before);
		expect(await cartOf(ned)).toEqual(cart);
		const [project] = await setup.ctx.database.query<{ last_used_at: unknown }>(
			sql`select last_used_at from projects where id = ${projectId}`,
		);
		expect(project?.last_used_at).toBeNull();
	});

	it("refuses another user's production or an unknown one, on project_id", async () => {
		const [ola, pia] = await signUpMembers(setup.ctx, "Ola", "Pia");
		await fillCart(setup.ctx, "ola@studio.test", 1);
		const cart = await cartOf(ola);
		const piasProject = await createProject(pia, "Not Yours");
		const before = await countRows(setup.ctx, "orders");
		for (const projectId of [piasProject, "00000000-0000-4000-8000-000000000000"]) {
			const res = await checkout(ola, {
				project_id: projectId,
				billing: billingOf("Ola", "ola@studio.test"),
				expected_total_cents: cart.total_cents,
				terms_version: LICENCE_TERMS_VERSION,
			});
			expect(res.statusCode).toBe(400);
			expect(Object.keys(res.json().error.fields)).toEqual(["project_id"]);
		}
		expect(await countRows(setup.ctx, "orders")).toBe(before);
		expect((await cartOf(ola)).items).toHaveLength(1);
	});

	it("refuses an empty cart (409)", async () => {
		const [quin] = await signUpMembers(setup.ctx, "Quin");
		const projectId = await createProject(quin, "Nothing Yet");
		const res = await checkout(quin, {
			project_id: projectId,
			billing: billingOf("Quin", "quin@studio.test"),
			expected_total_cents: 0,
			terms_version: LICENCE_TERMS_VERSION,
		});
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(ORDER_TEXT.emptyCart);
	});

	it("refuses a cart whose photo was taken offline after the review (409), writing nothing", async () => {
		const { client: rae, ids, body } = await readyToCheckOut(setup.ctx, "Rae", 3, "Archived Midway");
		await setup.ctx.database.query(
			sql`update photos set photo_status = 'archived' where id = ${ids[1] ?? ""}`,
		);
		const before = await countRows(setup.ctx, "orders");
		const res = await checkout(rae, body);
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(ORDER_TEXT.photosUnavailable);
		expect(await countRows(setup.ctx, "orders")).toBe(before);
	});

	it("refuses the card method on payment_method when Stripe is not configured (400), and offers invoice only", async () => {
		const { client: ann, body } = await readyToCheckOut(setup.ctx, "Ann", 1, "No Cards");
		const res = await checkout(ann, { ...body, payment_method: "stripe" });
		expect(res.statusCode).toBe(400);
		expect(res.json().error).toMatchObject({
			message: ORDER_TEXT.stripeUnavailable,
			fields: { payment_method: ORDER_TEXT.stripeUnavailable },
		});
		expect((await ann.get("/api/checkout/options")).json().payment_methods).toEqual(["invoice"]);
	});
});

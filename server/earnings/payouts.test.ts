import type { AdminPayoutsResponse } from "@core/contracts/earnings";
import { royaltyCents } from "@core/family";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
	act,
	earningsOf,
	family,
	familyPhotos,
	orderPhotos,
	queuedMails,
	type TestFamily,
} from "../test/fixtures/earnings";
import { setUpOrderApp } from "../test/fixtures/orders";

// A low minimum, so a family's few sales reach it.
const setup = setUpOrderApp({ env: { PAYOUT_MINIMUM_CENTS: "3000" } });

/** A family whose photos at these prices were bought and paid for; its balance. */
async function familyEarning(name: string, prices: number[]): Promise<{ f: TestFamily; balance: number }> {
	const f = await family(setup.ctx, name);
	const photos = await familyPhotos(setup.ctx, f.id, prices);
	const order = await orderPhotos(setup.ctx, `${name}Buyer`, photos, `${name} Film`);
	await act(setup.admin, order.id, "mark_paid");
	return { f, balance: prices.reduce((sum, p) => sum + royaltyCents(p, 50), 0) };
}

const payouts = async (): Promise<AdminPayoutsResponse> => {
	const res = await setup.admin.get("/api/admin/payouts");
	expect(res.statusCode).toBe(200);
	return res.json();
};

const pay = (body: Record<string, unknown>) => setup.admin.post("/api/admin/payouts", body);

describe("/api/admin/payouts", () => {
	it("lists the families whose balance reaches PAYOUT_MINIMUM_CENTS, with what an admin needs to pay them", async () => {
		const { f: due, balance } = await familyEarning("Ashby", [4000, 3001]);
		const { f: small } = await familyEarning("Birch", [1999]);
		const list = await payouts();
		expect(list.minimum_cents).toBe(3000);
		expect(list.due.find((d) => d.family.id === due.id)).toEqual({
			family: { id: due.id, storefront_name: "The Ashby Family", email: due.email },
			balance_cents: balance,
			last_payout: null,
		});
		expect(list.due.some((d) => d.family.id === small.id)).toBe(false);
	});

	it("refuses an amount above the balance or not above zero (422 under the field), a missing reference and an unknown family", async () => {
		const { f, balance } = await familyEarning("Carver", [5000, 2500]);
		const over = await pay({ family_id: f.id, amount_cents: balance + 1, reference: "X-1" });
		expect(over.statusCode).toBe(422);
		expect(over.json().error.fields).toEqual({ amount_cents: "At most the family's balance, $37.50" });
		for (const amount of [0, -100]) {
			const res = await pay({ family_id: f.id, amount_cents: amount, reference: "X-1" });
			expect(res.statusCode).toBe(422);
			expect(res.json().error.fields).toEqual({ amount_cents: "Enter an amount above $0.00" });
		}
		const noReference = await pay({ family_id: f.id, amount_cents: 100, reference: "  " });
		expect(noReference.statusCode).toBe(400);
		expect(Object.keys(noReference.json().error.fields)).toEqual(["reference"]);
		const future = await pay({ family_id: f.id, amount_cents: 100, reference: "X-2", paid_on: "2999-01-01" });
		expect(future.statusCode).toBe(422);
		expect(Object.keys(future.json().error.fields)).toEqual(["paid_on"]);
		const unknown = await pay({
			family_id: "00000000-0000-4000-8000-000000000000",
			amount_cents: 100,
			reference: "X",
		});
		expect(unknown.statusCode).toBe(404);
		// A buyer is no family: nothing to pay.
		const [buyer] = await setup.ctx.database.query<{ id: string }>(
			sql`select id from users where email = 'carverbuyer@studio.test'`,
		);
		expect((await pay({ family_id: buyer?.id, amount_cents: 100, reference: "X" })).statusCode).toBe(404);
		expect((await earningsOf(f.client)).payouts).toEqual([]);
	});

	it("records a payout: the balance comes down, the family sees it and is mailed", async () => {
		const { f, balance } = await familyEarning("Dale", [9000, 7000]);
		const res = await pay({
			family_id: f.id,
			amount_cents: 3000,
			reference: "SEPA 2026-11-27 / 81",
			paid_on: "2026-11-20",
		});
		expect(res.statusCode, res.body).toBe(201);
		expect(res.json()).toMatchObject({
			balance_cents: balance - 3000,
			payout: {
				paid_on: "2026-11-20",
				amount_cents: 3000,
				reference: "SEPA 2026-11-27 / 81",
				family: { id: f.id, email: f.email },
				recorded_by: "curator@studio.test",
			},
		});
		const earnings = await earningsOf(f.client);
		expect(earnings.balance_cents).toBe(balance - 3000);
		expect(earnings.totals.paid_out_cents).toBe(3000);
		expect(earnings.payouts).toEqual([
			{
				id: expect.any(String),
				paid_on: "2026-11-20",
				amount_cents: 3000,
				reference: "SEPA 2026-11-27 / 81",
			},
		]);
		const [mail] = await queuedMails(setup.ctx, "payout", f.email);
		expect(mail?.subject).toBe("A payout to you was recorded");
		expect(mail?.text).toContain("$30.00");
		expect(mail?.text).toContain(`Your balance is now $${((balance - 3000) / 100).toFixed(2)}`);
		const list = await payouts();
		expect(list.recent[0]).toMatchObject({ family: { id: f.id }, amount_cents: 3000 });
		expect(list.due.find((d) => d.family.id === f.id)?.last_payout).toEqual({
			paid_on: "2026-11-20",
			amount_cents: 3000,
		});
		// What is left can be paid, not a cent more.
		expect(
			(await pay({ family_id: f.id, amount_cents: balance - 3000 + 1, reference: "Y" })).statusCode,
		).toBe(422);
		expect((await pay({ family_id: f.id, amount_cents: balance - 3000, reference: "Y" })).statusCode).toBe(
			201,
		);
		expect((await earningsOf(f.client)).balance_cents).toBe(0);
		expect((await payouts()).due.some((d) => d.family.id === f.id)).toBe(false);
	});

	it("does not mail a family that turned payout mails off", async () => {
		const { f } = await familyEarning("Ellis", [5000]);
		await setup.ctx.database.query(sql`update profiles set notify_payouts = false where id = ${f.id}`);
		expect((await pay({ family_id: f.id, amount_cents: 1000, reference: "Z-1" })).statusCode).toBe(201);
		expect(await queuedMails(setup.ctx, "payout", f.email)).toEqual([]);
		expect((await earningsOf(f.client)).payouts).toHaveLength(1);
	});

	it("lets two admins paying the same balance at once record it only once", async () => {
		const { f, balance } = await familyEarning("Frost", [7000]);
		const answers = await Promise.all([
			pay({ family_id: f.id, amount_cents: balance, reference: "ONE" }),
			pay({ family_id: f.id, amount_cents: balance, reference: "TWO" }),
		]);
		expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
		expect((await earningsOf(f.client)).balance_cents).toBe(0);
	});
});

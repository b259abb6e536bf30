import { readFileSync } from "node:fs";
import path from "node:path";
import { royaltyCents } from "@core/family";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../db/client";
import {
	act,
	earningsOf,
	family,
	familyPhotos,
	orderPhotos,
	royaltiesOfOrder,
	type TestFamily,
	thisMonth,
} from "../test/fixtures/earnings";
import { setUpOrderApp } from "../test/fixtures/orders";
import { recordRefundRoyalties, recordSaleRoyalties } from "./royalties-service";

const setup = setUpOrderApp();

/** Odd prices, so the volume discount's shares leave remainders on most lines. */
const pricesA = Array.from({ length: 14 }, (_, i) => 1999 + 137 * i);
const pricesB = Array.from({ length: 12 }, (_, i) => 2501 + 91 * i);

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A family's photos bought in one 26-line order (5% volume discount), not yet paid. */
async function mixedOrder(a: TestFamily, b: TestFamily, buyer: string) {
	const photos = [
		...(await familyPhotos(setup.ctx, a.id, pricesA)),
		...(await familyPhotos(setup.ctx, b.id, pricesB)),
	];
	const order = await orderPhotos(setup.ctx, buyer, photos, `Production of ${buyer}`);
	expect(order.discount_cents).toBeGreaterThan(0);
	return order;
}

describe("royalties of a paid order", () => {
	it("earn each line its family's share of the price after discount, and the lines add up to the cent", async () => {
		const a = await family(setup.ctx, "Hale");
		const b = await family(setup.ctx, "Okafor");
		const order = await mixedOrder(a, b, "Dana");
		expect(await royaltiesOfOrder(setup.ctx, order.id)).toEqual([]);

		await act(setup.admin, order.id, "mark_paid");
		const rows = await royaltiesOfOrder(setup.ctx, order.id);
		expect(rows).toHaveLength(26);
		for (const row of rows) {
			expect(row).toMatchObject({ kind: "sale", percent: 50, line_paid_cents: row.item_total_cents });
			expect(row.amount_cents).toBe(royaltyCents(row.item_total_cents, 50));
		}
		// What the buyer paid is exactly the lines' prices after discount.
		expect(sum(rows.map((r) => r.line_paid_cents))).toBe(order.total_cents);
		// At least one line's discount share left a half cent to round: the rule is exercised.
		expect(rows.some((r) => (r.line_paid_cents * 50) % 100 !== 0)).toBe(true);

		const mine = (f: TestFamily) => rows.filter((r) => r.family_id === f.id).map((r) => r.amount_cents);
		expect(mine(a)).toHaveLength(14);
		expect(mine(b)).toHaveLength(12);
		for (const f of [a, b]) {
			const earnings = await earningsOf(f.client);
			const month = earnings.months.find((m) => m.month === thisMonth());
			// The balance, the month and the photos each add up the same lines.
			expect(earnings.balance_cents).toBe(sum(mine(f)));
			expect(earnings.totals).toEqual({
				sales: mine(f).length,
				earned_cents: sum(mine(f)),
				refunded_cents: 0,
				paid_out_cents: 0,
			});
			expect(month).toMatchObject({ sales: mine(f).length, earned_cents: sum(mine(f)), refunds: 0 });
			expect(sum(earnings.photos.map((p) => p.earned_cents))).toBe(sum(mine(f)));
			expect(earnings.photos.every((p) => p.licences === 1)).toBe(true);
			expect(earnings.recent).toHaveLength(mine(f).length);
			expect(earnings.recent[0]).toMatchObject({
				kind: "sale",
				license_type: "background-dressing",
				percent: 50,
			});
		}
	});

	it("are reversed exactly by a refund, and a repeated payment or refund writes nothing twice", async () => {
		const a = await family(setup.ctx, "Brandt");
		const b = await family(setup.ctx, "Moreau");
		const order = await mixedOrder(a, b, "Eli");
		await act(setup.admin, order.id, "mark_paid");
		await act(setup.admin, order.id, "mark_paid");
		// An event delivered again past the order's state check (a replayed webhook): the line's
		// unique index keeps it one row.
		await setup.ctx.database.db.transaction(async (tx) => {
			await recordSaleRoyalties(tx, order.id, 50);
			await recordSaleRoyalties(tx, order.id, 35);
		});
		const sales = await royaltiesOfOrder(setup.ctx, order.id);
		expect(sales).toHaveLength(26);
		const before = (await earningsOf(a.client)).balance_cents;
		expect(before).toBeGreaterThan(0);

		await act(setup.admin, order.id, "refund");
		await act(setup.admin, order.id, "refund");
		await setup.ctx.database.db.transaction((tx) => recordRefundRoyalties(tx, order.id));
		const rows = await royaltiesOfOrder(setup.ctx, order.id);
		expect(rows).toHaveLength(52);
		const refunds = rows.filter((r) => r.kind === "refund");
		for (const refund of refunds) {
			const sale = sales.find((s) => s.order_item_id === refund.order_item_id);
			expect(refund).toMatchObject({
				family_id: sale?.family_id,
				line_paid_cents: sale?.line_paid_cents,
				percent: 50,
				amount_cents: -(sale?.amount_cents ?? 0),
			});
		}
		for (const f of [a, b]) {
			const earnings = await earningsOf(f.client);
			expect(earnings.balance_cents).toBe(0);
			expect(earnings.totals.refunded_cents).toBe(earnings.totals.earned_cents);
			expect(earnings.photos.every((p) => p.licences === 0 && p.earned_cents === 0)).toBe(true);
			expect(earnings.recent[0]?.kind).toBe("refund");
		}
	});

	it("takes back a refund at the share the sale was paid at, not today's", async () => {
		const a = await family(setup.ctx, "Quinn");
		const [photo] = await familyPhotos(setup.ctx, a.id, [3333]);
		const order = await orderPhotos(setup.ctx, "Fay", [photo as string], "Short Film");
		// Paid while the share was 35% (as if ROYALTY_PERCENT was 35 then): the hook the payment runs.
		await setup.ctx.database.db.transaction(async (tx) => {
			await tx.execute(sql`update orders set status = 'paid', paid_at = now() where id = ${order.id}`);
			await recordSaleRoyalties(tx, order.id, 35);
		});
		await act(setup.admin, order.id, "refund");
		const rows = await royaltiesOfOrder(setup.ctx, order.id);
		expect(rows.map((r) => [r.kind, r.percent, r.amount_cents])).toEqual([
			["sale", 35, royaltyCents(3333, 35)],
			["refund", 35, -royaltyCents(3333, 35)],
		]);
	});

	it("never show one family another's sales, nor any buyer", async () => {
		const a = await family(setup.ctx, "Lindqvist");
		const b = await family(setup.ctx, "Novak");
		const [photoA] = await familyPhotos(setup.ctx, a.id, [4100]);
		const order = await orderPhotos(setup.ctx, "Gus", [photoA as string], "Secret Heist");
		await act(setup.admin, order.id, "mark_paid");
		const theirs = await earningsOf(b.client);
		expect(theirs).toMatchObject({ balance_cents: 0, photos: [], recent: [], payouts: [] });
		expect(theirs.totals.sales).toBe(0);
		const mine = await earningsOf(a.client);
		expect(mine.balance_cents).toBe(royaltyCents(4100, 50));
		const body = JSON.stringify(mine);
		for (const secret of ["Gus", "gus@studio.test", "Harbor Films", "Secret Heist", "PO-7781"])
			expect(body).not.toContain(secret);
		// Their statements hold nothing of it either.
		const csv = await b.client.get(`/api/family/earnings/statements/${thisMonth()}.csv`);
		expect(csv.statusCode).toBe(200);
		expect(csv.body).not.toContain(String(royaltyCents(4100, 50) / 100));
	});

	it("answers a year's twelve months and the years with activity", async () => {
		const a = await family(setup.ctx, "Ortiz");
		const last = new Date().getUTCFullYear() - 1;
		const earnings = await earningsOf(a.client, last);
		expect(earnings.year).toBe(last);
		expect(earnings.months.map((m) => m.month)).toEqual(
			Array.from({ length: 12 }, (_, i) => `${last}-${String(i + 1).padStart(2, "0")}`),
		);
		expect(earnings.years).toEqual([last + 1]);
		expect((await a.client.get("/api/family/earnings?year=nope")).statusCode).toBe(400);
	});
});

describe("migration 0034, the backfill of orders paid before royalties", () => {
	const statements = readFileSync(path.join(MIGRATIONS_DIR, "0034_royalties-backfill.sql"), "utf8")
		.split("--> statement-breakpoint")
		.map((s) => s.trim());
	const backfill = async () => {
		for (const statement of statements) await setup.ctx.database.query(sql.raw(statement));
	};

	it("writes a sale row at 50% per line of paid orders and takes refunded ones back, once", async () => {
		const a = await family(setup.ctx, "Early");
		const photos = await familyPhotos(setup.ctx, a.id, [1001, 2003, 1555]);
		const paid = await orderPhotos(setup.ctx, "Hal", photos.slice(0, 2), "Old One");
		const refunded = await orderPhotos(setup.ctx, "Ivy", photos.slice(2), "Old Two");
		const pending = await orderPhotos(setup.ctx, "Jo", [photos[0] as string], "Old Three");
		await act(setup.admin, paid.id, "mark_paid");
		await act(setup.admin, refunded.id, "mark_paid");
		await act(setup.admin, refunded.id, "refund");
		// As before this issue: orders paid and refunded, no royalty written.
		await setup.ctx.database.query(
			sql`delete from royalties where order_id in (${paid.id}, ${refunded.id}, ${pending.id})`,
		);
		await backfill();
		await backfill();
		const got = async (id: string) =>
			(await royaltiesOfOrder(setup.ctx, id)).map((r) => [r.kind, r.line_paid_cents, r.amount_cents]);
		const lines = await royaltiesOfOrder(setup.ctx, paid.id);
		expect(lines.map((r) => r.amount_cents)).toEqual(lines.map((r) => royaltyCents(r.line_paid_cents, 50)));
		expect(lines).toHaveLength(2);
		expect(await got(refunded.id)).toEqual([
			["sale", 1555, royaltyCents(1555, 50)],
			["refund", 1555, -royaltyCents(1555, 50)],
		]);
		expect(await got(pending.id)).toEqual([]);
		const [told] = await setup.ctx.database.query<{ untold: number }>(
			sql`select count(*)::int as untold from royalties where family_id = ${a.id} and notified_at is null`,
		);
		expect(told?.untold).toBe(0);
	});
});

import { VERIFY_CODE_PATTERN } from "@core/licence-verification";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationStep } from "../test/migration-step";

const { db, migrateBefore, migrateAll } = migrationStep("0037_licence-verification");

const OWNER = "00000000-0000-4000-8000-000000000001";
const BILLING = sql`'{"name":"Maya","email":"maya@studio.test","company":"Harbor","address":"1 Way"}'::jsonb`;

describe("migration 0037 on a database with orders", () => {
	it("numbers every existing line by photo number, gives each line and order a unique code, and keeps every row", async () => {
		await migrateBefore();
		await db.execute(sql`
			insert into users (id, email, name, role) values
				('00000000-0000-4000-8000-000000000001', 'buyer@studio.test', 'Buyer', 'user')`);
		// Photo numbers out of insertion order: lines are numbered by photo number, not by row.
		await db.execute(sql`
			insert into photos (photoid, title, user_id, price_cents, photo_status) overriding system value values
				(30, 'Thirty', ${OWNER}, 4900, 'live'), (10, 'Ten', ${OWNER}, 4900, 'live'),
				(20, 'Twenty', ${OWNER}, 4900, 'live')`);
		await db.execute(sql`
			insert into orders (id, user_id, status, payment_method, production_name, billing,
					subtotal_cents, discount_cents, total_cents)
			values
				('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'paid',
					'invoice', 'Winter Light', ${BILLING}, 14700, 0, 14700),
				('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'refunded',
					'invoice', 'Harbor Nights', ${BILLING}, 4900, 0, 4900)`);
		await db.execute(sql`
			insert into order_items (order_id, photo_id, license_type, unit_price_cents, subtotal_cents,
					discount_cents, total_cents)
			select '00000000-0000-4000-8000-0000000000a1'::uuid, id, 'background-dressing', 4900, 4900, 0, 4900 from photos
			union all
			select '00000000-0000-4000-8000-0000000000a2'::uuid, id, 'hero-usage', 4900, 4900, 0, 4900 from photos
				where photoid = 20`);
		const [{ a1, a2 }] = (
			await db.execute<{ a1: number; a2: number }>(sql`
				select (select number from orders where production_name = 'Winter Light') as a1,
					(select number from orders where production_name = 'Harbor Nights') as a2`)
		).rows as [{ a1: number; a2: number }];

		await migrateAll();

		const lines = await db.execute<{
			production: string;
			photoid: number;
			licence_number: string;
			code: string;
		}>(
			sql`select o.production_name as production, p.photoid, i.licence_number, i.verify_code as code
				from order_items i join orders o on o.id = i.order_id join photos p on p.id = i.photo_id
				order by o.production_name desc, p.photoid`,
		);
		const ref = (n: number) => `SSD-${String(n).padStart(6, "0")}`;
		expect(
			lines.rows.map(({ production, photoid, licence_number }) => ({ production, photoid, licence_number })),
		).toEqual([
			{ production: "Winter Light", photoid: 10, licence_number: `${ref(a1)}-01` },
			{ production: "Winter Light", photoid: 20, licence_number: `${ref(a1)}-02` },
			{ production: "Winter Light", photoid: 30, licence_number: `${ref(a1)}-03` },
			{ production: "Harbor Nights", photoid: 20, licence_number: `${ref(a2)}-01` },
		]);
		const orders = await db.execute<{ code: string }>(sql`select verify_code as code from orders`);
		const codes = [...lines.rows.map((row) => row.code), ...orders.rows.map((row) => row.code)];
		expect(codes).toHaveLength(6);
		for (const code of codes) expect(code).toMatch(VERIFY_CODE_PATTERN);
		// Drawn once per row, not once per statement.
		expect(new Set(codes).size).toBe(6);
		// The columns are required and unique from now on.
		await expect(
			db.execute(sql`update order_items set verify_code = null where licence_number = ${`${ref(a2)}-01`}`),
		).rejects.toThrow();
		await expect(
			db.execute(sql`update orders set verify_code = ${orders.rows[0]?.code ?? ""}`),
		).rejects.toThrow();
		await expect(
			db.execute(
				sql`update order_items set licence_number = ${`${ref(a1)}-01`} where licence_number = ${`${ref(a1)}-02`}`,
			),
		).rejects.toThrow();
	});
});

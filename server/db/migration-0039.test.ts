import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationStep } from "../test/migration-step";

const { db, migrateBefore, migrateAll } = migrationStep("0039_licensing");

const BUYER = "00000000-0000-4000-8000-000000000001";
const FAMILY = "00000000-0000-4000-8000-000000000002";
const PROJECT = "00000000-0000-4000-8000-0000000000d1";
const ORDER = "00000000-0000-4000-8000-0000000000f1";
const BILLING = JSON.stringify({ name: "Ann", email: "ann@studio.test" });

const ORDER_ITEM_COLUMNS = sql`id, order_id, photo_id, license_type, unit_price_cents, quantity, subtotal_cents,
	discount_cents, total_cents, scene_note, licence_number, verify_code`;
const CART_COLUMNS = sql`id, user_id, photo_id, license_type, quantity, added_at`;

/** The constraint a statement broke (drizzle wraps the driver's error as its cause). */
async function brokenConstraint(statement: Promise<unknown>): Promise<string | undefined> {
	try {
		await statement;
	} catch (err) {
		const cause = (err as { cause?: { constraint?: string; message?: string } }).cause;
		return cause?.constraint ?? cause?.message;
	}
	return undefined;
}

describe("migration 0039 (holds, exclusivity, upgrades) on a database with orders, carts, jobs and mail", () => {
	it("keeps every order line, cart line, job and mail as they were, with no term, upgrade or credit", async () => {
		await migrateBefore();
		await db.execute(sql`insert into users (id, email, name, role) values
			(${BUYER}, 'ann@studio.test', 'Ann', 'user'), (${FAMILY}, 'owner@family.test', 'Owner', 'family')`);
		await db.execute(sql`insert into photos (title, user_id, price_cents, photo_status) values
			('Picnic', ${FAMILY}, 4900, 'live'), ('Porch', ${FAMILY}, 5900, 'live')`);
		await db.execute(
			sql`insert into projects (id, name, user_id) values (${PROJECT}, 'Winter Light', ${BUYER})`,
		);
		await db.execute(sql`insert into orders (id, user_id, status, payment_method, project_id, production_name,
				billing, subtotal_cents, discount_cents, total_cents, verify_code)
			values (${ORDER}, ${BUYER}, 'paid', 'invoice', ${PROJECT}, 'Winter Light', ${BILLING}, 29400, 0, 29400, 'AAAAAAAAAAA1')`);
		await db.execute(sql`insert into order_items (order_id, photo_id, license_type, unit_price_cents, subtotal_cents,
				discount_cents, total_cents, licence_number, verify_code)
			select ${ORDER}, id, case when title = 'Picnic' then 'hero-usage' else 'background-dressing' end,
				price_cents, price_cents, 0, price_cents, 'SSD-000001-0' || photoid, 'BBBBBBBBBBB' || photoid
			from photos`);
		await db.execute(sql`insert into cart_items (user_id, photo_id, license_type)
			select ${BUYER}, id, 'hero-usage' from photos where title = 'Porch'`);
		await db.execute(sql`insert into jobs (kind, payload) values ('sales_digest', '{"family": "x"}')`);
		await db.execute(sql`insert into mail_queue (kind, recipient, subject, text, html)
			values ('order_paid', 'ann@studio.test', 'Paid', 'Thank you', '<p>Thank you</p>')`);
		const before = {
			items: (await db.execute(sql`select ${ORDER_ITEM_COLUMNS} from order_items order by id`)).rows,
			cart: (await db.execute(sql`select ${CART_COLUMNS} from cart_items order by id`)).rows,
			jobs: (await db.execute(sql`select * from jobs order by id`)).rows,
			mail: (await db.execute(sql`select * from mail_queue order by id`)).rows,
		};
		expect(before.items).toHaveLength(2);

		await migrateAll();

		expect((await db.execute(sql`select ${ORDER_ITEM_COLUMNS} from order_items order by id`)).rows).toEqual(
			before.items,
		);
		expect((await db.execute(sql`select ${CART_COLUMNS} from cart_items order by id`)).rows).toEqual(
			before.cart,
		);
		expect((await db.execute(sql`select * from jobs order by id`)).rows).toEqual(before.jobs);
		expect((await db.execute(sql`select * from mail_queue order by id`)).rows).toEqual(before.mail);
		const added = await db.execute(sql`select exclusive_months, exclusive_until, upgrade_of, credit_cents
			from order_items`);
		expect(added.rows).toEqual([
			{ exclusive_months: null, exclusive_until: null, upgrade_of: null, credit_cents: 0 },
			{ exclusive_months: null, exclusive_until: null, upgrade_of: null, credit_cents: 0 },
		]);
		const cart = await db.execute(sql`select exclusive_months, upgrade_of from cart_items`);
		expect(cart.rows).toEqual([{ exclusive_months: null, upgrade_of: null }]);
		expect((await db.execute(sql`select count(*)::int as n from photo_holds`)).rows).toEqual([{ n: 0 }]);
	});

	it("allows an exclusive term on hero lines only, of 6 or 12 months, and the new job and mail kinds", async () => {
		await db.execute(sql`update cart_items set exclusive_months = 12`);
		expect(await brokenConstraint(db.execute(sql`update cart_items set exclusive_months = 9`))).toMatch(
			/cart_items_exclusive_check/,
		);
		expect(
			await brokenConstraint(
				db.execute(
					sql`update order_items set exclusive_months = 6 where license_type = 'background-dressing'`,
				),
			),
		).toMatch(/order_items_exclusive_check/);
		await db.execute(
			sql`insert into jobs (kind, payload) values ('hold_expiry', '{}'), ('hold_reminder', '{}')`,
		);
		await db.execute(sql`insert into mail_queue (kind, recipient, subject, text, html)
			values ('hold_expiring', 'ann@studio.test', 'Your hold ends tomorrow', 'Release or license it', '<p>Release</p>')`);
		expect(
			await brokenConstraint(
				db.execute(sql`insert into photo_holds (photo_id, project_id, created_at, expires_at)
				select id, ${PROJECT}, now(), now() - interval '1 day' from photos limit 1`),
			),
		).toMatch(/photo_holds_expiry_check/);
	});
});

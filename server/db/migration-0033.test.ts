import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationStep } from "../test/migration-step";

const { db, migrateBefore, migrateAll } = migrationStep("0033_family-side");

describe("migration 0033 on a database with families, members and admins", () => {
	it("makes photo owners and storefront keepers families, and keeps every row", async () => {
		await migrateBefore();
		await db.execute(sql`
			insert into users (id, email, name, role) values
				('00000000-0000-4000-8000-000000000001', 'owner@family.test', 'Owner', 'user'),
				('00000000-0000-4000-8000-000000000002', 'shop@family.test', 'Shop', 'user'),
				('00000000-0000-4000-8000-000000000003', 'buyer@studio.test', 'Buyer', 'user'),
				('00000000-0000-4000-8000-000000000004', 'boss@studio.test', 'Boss', 'admin')`);
		await db.execute(sql`
			insert into profiles (id, storefront_name, first_name) values
				('00000000-0000-4000-8000-000000000002', 'The Shop Attic', 'Sam'),
				('00000000-0000-4000-8000-000000000003', null, 'Bea')`);
		await db.execute(sql`
			insert into photos (title, user_id, price_cents, photo_status) values
				('Picnic', '00000000-0000-4000-8000-000000000001', 4900, 'live'),
				('Admin upload', '00000000-0000-4000-8000-000000000004', 4900, 'draft')`);

		await migrateAll();

		const users = await db.execute<{ email: string; role: string }>(
			sql`select email, role from users order by email`,
		);
		expect(users.rows).toEqual([
			{ email: "boss@studio.test", role: "admin" },
			{ email: "buyer@studio.test", role: "user" },
			{ email: "owner@family.test", role: "family" },
			{ email: "shop@family.test", role: "family" },
		]);
		const photos = await db.execute<{ title: string; processing_state: string; withdrawn_at: Date | null }>(
			sql`select title, processing_state, withdrawn_at from photos order by title`,
		);
		expect(photos.rows).toEqual([
			{ title: "Admin upload", processing_state: "ready", withdrawn_at: null },
			{ title: "Picnic", processing_state: "ready", withdrawn_at: null },
		]);
		const profiles = await db.execute<{ n: number; notify: boolean }>(
			sql`select count(*)::int as n, bool_and(notify_sales and notify_reviews and notify_payouts) as notify from profiles`,
		);
		expect(profiles.rows[0]).toEqual({ n: 2, notify: true });
		await expect(
			db.execute(sql`update users set role = 'owner' where email = 'buyer@studio.test'`),
		).rejects.toThrow();
	});
});

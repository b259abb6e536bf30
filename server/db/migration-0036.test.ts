import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationStep } from "../test/migration-step";

const { db, migrateBefore, migrateAll } = migrationStep("0036_wishlist_item_notes");

const MEMBER = "00000000-0000-4000-8000-000000000001";
const FAMILY = "00000000-0000-4000-8000-000000000002";
const WISHLIST = "00000000-0000-4000-8000-0000000000a1";

describe("migration 0036 (a note per wishlist photo) on a database with wishlists", () => {
	it("adds an empty note to every item and keeps every item as it was", async () => {
		await migrateBefore();
		await db.execute(sql`
			insert into users (id, email, name, role) values
				(${MEMBER}, 'buyer@studio.test', 'Buyer', 'user'),
				(${FAMILY}, 'owner@family.test', 'Owner', 'family')`);
		await db.execute(sql`
			insert into photos (title, user_id, price_cents, photo_status) values
				('Picnic', ${FAMILY}, 4900, 'live'), ('Porch', ${FAMILY}, 4900, 'live')`);
		await db.execute(
			sql`insert into wishlists (id, name, user_id) values (${WISHLIST}, 'Diner walls', ${MEMBER})`,
		);
		await db.execute(sql`
			insert into wishlist_items (wishlist_id, photo_id, license_type)
			select ${WISHLIST}, id, case when title = 'Picnic' then 'hero-usage' else 'background-dressing' end from photos`);
		const itemsBefore = await db.execute(
			sql`select id, wishlist_id, photo_id, license_type, added_at from wishlist_items order by id`,
		);

		await migrateAll();

		const itemsAfter = await db.execute(
			sql`select id, wishlist_id, photo_id, license_type, added_at from wishlist_items order by id`,
		);
		expect(itemsAfter.rows).toHaveLength(2);
		expect(itemsAfter.rows).toEqual(itemsBefore.rows);
		const notes = await db.execute<{ note: string | null }>(sql`select note from wishlist_items`);
		expect(notes.rows).toEqual([{ note: null }, { note: null }]);
		await db.execute(sql`update wishlist_items set note = 'Scene 12, diner wall'`);
		const saved = await db.execute<{ n: number }>(
			sql`select count(*)::int as n from wishlist_items where note = 'Scene 12, diner wall'`,
		);
		expect(saved.rows[0]).toEqual({ n: 2 });
	});
});

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationStep } from "../test/migration-step";

const { db, migrateBefore, migrateAll } = migrationStep("0038_teams");

const ANN = "00000000-0000-4000-8000-00000000000a";
const BEN = "00000000-0000-4000-8000-00000000000b";
const BILLING = sql`'{"name":"Ann","email":"ann@studio.test","company":"Harbor Films","address":"1 Way"}'::jsonb`;

/** The tables whose rows the move to workspaces must keep, each ordered by a stable key. */
const KEPT = {
	users: "id",
	companies: "id",
	projects: "id",
	wishlists: "id",
	wishlist_items: "id",
	orders: "id",
	order_items: "id",
	purchases: "id",
} as const;

type Row = Record<string, unknown>;

async function snapshot(): Promise<Record<string, Row[]>> {
	const out: Record<string, Row[]> = {};
	for (const [table, key] of Object.entries(KEPT)) {
		const result = await db.execute<Row>(
			sql`select * from ${sql.identifier(table)} order by ${sql.identifier(key)}`,
		);
		out[table] = result.rows;
	}
	return out;
}

/** Each row of `after` cut to the columns `before` had: what the migration must leave as it was. */
function asBefore(before: Row[], after: Row[]): Row[] {
	const columns = Object.keys(before[0] ?? {});
	return after.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
}

async function seedBefore() {
	await db.execute(sql`insert into users (id, email, name, role) values
		(${ANN}, 'ann@studio.test', 'Ann', 'user'), (${BEN}, 'ben@studio.test', 'Ben', 'user')`);
	await db.execute(sql`insert into photos (photoid, title, user_id, price_cents, photo_status) overriding system value
		values (1, 'Porch 1968', ${BEN}, 4900, 'live'), (2, 'Kitchen 1974', ${BEN}, 4900, 'live')`);
	// Ann: a company two projects name (one in another case and spacing), a company no project
	// names, a project naming a company she never created (an integrity issue), a project with
	// no company. Ben: his own company of the same name as Ann's.
	await db.execute(sql`insert into companies (id, name, created_by) values
		('00000000-0000-4000-8000-0000000000c1', 'Harbor Films', ${ANN}),
		('00000000-0000-4000-8000-0000000000c2', 'Quiet Co', ${ANN}),
		('00000000-0000-4000-8000-0000000000c3', 'Harbor Films', ${BEN})`);
	await db.execute(sql`insert into projects (id, name, company, user_id) values
		('00000000-0000-4000-8000-0000000000d1', 'Winter Light', 'Harbor Films', ${ANN}),
		('00000000-0000-4000-8000-0000000000d2', 'Night Shift', ' harbor films', ${ANN}),
		('00000000-0000-4000-8000-0000000000d3', 'Lost Reel', 'Gone Pictures', ${ANN}),
		('00000000-0000-4000-8000-0000000000d4', 'Home Movie', null, ${ANN}),
		('00000000-0000-4000-8000-0000000000d5', 'Winter Light', 'Harbor Films', ${BEN})`);
	await db.execute(sql`insert into wishlists (id, name, user_id, project_id) values
		('00000000-0000-4000-8000-0000000000e1', 'Living room', ${ANN}, '00000000-0000-4000-8000-0000000000d1'),
		('00000000-0000-4000-8000-0000000000e2', 'Loose ideas', ${ANN}, null),
		('00000000-0000-4000-8000-0000000000e3', 'Diner', ${BEN}, '00000000-0000-4000-8000-0000000000d5')`);
	await db.execute(sql`insert into wishlist_items (wishlist_id, photo_id, note)
		select w.id, p.id, 'for the hallway' from wishlists w cross join photos p`);
	await db.execute(sql`insert into orders (id, user_id, status, payment_method, project_id, production_name,
			production_company, billing, subtotal_cents, discount_cents, total_cents, verify_code) values
		('00000000-0000-4000-8000-0000000000f1', ${ANN}, 'paid', 'invoice', '00000000-0000-4000-8000-0000000000d1',
			'Winter Light', 'Harbor Films', ${BILLING}, 4900, 0, 4900, 'AAAAAAAAAAA1'),
		('00000000-0000-4000-8000-0000000000f2', ${ANN}, 'pending_payment', 'invoice', '00000000-0000-4000-8000-0000000000d4',
			'Home Movie', null, ${BILLING}, 4900, 0, 4900, 'AAAAAAAAAAA2'),
		('00000000-0000-4000-8000-0000000000f3', ${ANN}, 'paid', 'invoice', null,
			'Deleted Since', 'Harbor Films', ${BILLING}, 4900, 0, 4900, 'AAAAAAAAAAA3')`);
	await db.execute(sql`insert into order_items (order_id, photo_id, license_type, unit_price_cents, subtotal_cents,
			discount_cents, total_cents, licence_number, verify_code)
		select o.id, p.id, 'background-dressing', 4900, 4900, 0, 4900,
			'SSD-' || o.number || '-0' || p.photoid, 'BBBBBBBBBB' || o.number || p.photoid
		from orders o join photos p on p.photoid = 1`);
	await db.execute(sql`insert into purchases (photo_id, user_id, license_type, price_cents, order_id, order_item_id, project_id)
		select i.photo_id, o.user_id, i.license_type, i.total_cents, o.id, i.id, o.project_id
		from order_items i join orders o on o.id = i.order_id where o.status = 'paid'`);
}

describe("migration 0038 on a database with companies, productions, shortlists and orders", () => {
	it("makes each company a workspace owned by its creator, moves projects, shortlists and orders with it, and keeps every row", async () => {
		await migrateBefore();
		await seedBefore();
		const before = await snapshot();

		await migrateAll();
		const after = await snapshot();

		// Nothing lost or changed: every earlier row keeps every earlier column; the only new row
		// is the company a project named but its owner did not have.
		for (const table of Object.keys(KEPT)) {
			const earlier = before[table] ?? [];
			const now = after[table] ?? [];
			if (table === "companies") {
				expect(now).toHaveLength(earlier.length + 1);
				const kept = now.filter((row) => earlier.some((old) => old.id === row.id));
				expect(asBefore(earlier, kept), table).toEqual(earlier);
			} else {
				expect(asBefore(earlier, now), table).toEqual(earlier);
			}
		}

		const members = await db.execute<{ company: string; email: string; role: string }>(sql`
			select c.name as company, u.email, m.role from company_members m
			join companies c on c.id = m.company_id join users u on u.id = m.user_id
			order by u.email, c.name`);
		expect(members.rows).toEqual([
			{ company: "Gone Pictures", email: "ann@studio.test", role: "owner" },
			{ company: "Harbor Films", email: "ann@studio.test", role: "owner" },
			{ company: "Quiet Co", email: "ann@studio.test", role: "owner" },
			{ company: "Harbor Films", email: "ben@studio.test", role: "owner" },
		]);

		const projects = await db.execute<{ name: string; owner: string; company: string | null }>(sql`
			select p.name, u.email as owner, c.name as company
			from projects p join users u on u.id = p.user_id left join companies c on c.id = p.company_id
			order by u.email, p.name`);
		expect(projects.rows).toEqual([
			{ name: "Home Movie", owner: "ann@studio.test", company: null },
			{ name: "Lost Reel", owner: "ann@studio.test", company: "Gone Pictures" },
			{ name: "Night Shift", owner: "ann@studio.test", company: "Harbor Films" },
			{ name: "Winter Light", owner: "ann@studio.test", company: "Harbor Films" },
			{ name: "Winter Light", owner: "ben@studio.test", company: "Harbor Films" },
		]);
		// Each user's "Harbor Films" stays their own: Ann's projects joined Ann's company, Ben's his.
		const harbor = await db.execute<{ owner: string; projects: number }>(sql`
			select u.email as owner, count(p.id)::int as projects from companies c
			join users u on u.id = c.created_by left join projects p on p.company_id = c.id
			where c.name = 'Harbor Films' group by u.email order by u.email`);
		expect(harbor.rows).toEqual([
			{ owner: "ann@studio.test", projects: 2 },
			{ owner: "ben@studio.test", projects: 1 },
		]);

		const orders = await db.execute<{ production_name: string; company: string | null }>(sql`
			select o.production_name, c.name as company from orders o left join companies c on c.id = o.company_id
			order by o.production_name`);
		expect(orders.rows).toEqual([
			// An order whose production was deleted stays the buyer's: nothing says which company it was for.
			{ production_name: "Deleted Since", company: null },
			{ production_name: "Home Movie", company: null },
			{ production_name: "Winter Light", company: "Harbor Films" },
		]);

		const items = await db.execute<{ added_by: string; approval: string }>(sql`
			select distinct wi.added_by, wi.approval from wishlist_items wi join wishlists w on w.id = wi.wishlist_id
			where wi.added_by is distinct from w.user_id or wi.approval <> 'proposed'`);
		expect(items.rows).toEqual([]);
	});
});

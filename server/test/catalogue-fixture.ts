import type { PhotoStatus } from "@core/photo-status";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client";
import { events, photos, profiles, tags, users } from "../db/schema";
import { signUpAdmin } from "./admin-client";
import { type AuthClient, authClient, signUp } from "./auth-client";
import { createTestApp, type TestContext } from "./harness";

type PhotoDraft = Partial<typeof photos.$inferInsert> & {
	title: string;
	user_id: string;
	price_cents: number;
};

/** Two families, Maple and Harbor, as users without a storefront yet; their ids. */
export async function insertFamilies(database: Database): Promise<{ maple: string; harbor: string }> {
	const [maple, harbor] = await database.db
		.insert(users)
		.values([
			{ email: "maple@family.test", name: "Maple" },
			{ email: "harbor@family.test", name: "Harbor" },
		])
		.returning({ id: users.id });
	if (!maple || !harbor) throw new Error("fixture families");
	return { maple: maple.id, harbor: harbor.id };
}

/**
 * A small catalogue for the admin catalogue tests, each photo named by what it is there for:
 * two families, every status, the issue flags, tags, places, a file name and an event.
 */
export async function seedCatalogue(database: Database) {
	const db = database.db;
	const { maple, harbor } = await insertFamilies(database);
	await db.insert(profiles).values([
		{ id: maple, storefront_name: "Maple Street Archive" },
		{ id: harbor, storefront_name: "Harbor Lane Family" },
	]);
	const start = Date.UTC(2024, 0, 1);
	const published = {
		thumbnail_url: "/media/t.webp",
		preview_url: "/media/p.webp",
		width: 1200,
		height: 800,
	};
	const drafts: (PhotoDraft & { status: PhotoStatus })[] = [
		{
			title: "Birthday cake on the porch",
			user_id: maple,
			status: "live",
			decade_taken: "1970s",
			tags: ["Birthday", "Cake"],
			location_city: "Portland",
			original_filename: "IMG_0001.JPG",
			price_cents: 4900,
			...published,
		},
		{
			title: "Beach umbrella afternoon",
			user_id: maple,
			status: "draft",
			photoshop: true,
			location_city: "Newport",
			original_filename: "scan-002.tif",
			price_cents: 2500,
			...published,
		},
		{
			title: "Christmas morning",
			description: "Presents under the tree",
			user_id: harbor,
			status: "review",
			decade_taken: "1960s",
			info_missing: true,
			location_city: "Port Angeles",
			price_cents: 9900,
			...published,
		},
		{
			title: "Graduation day",
			user_id: harbor,
			status: "archived",
			decade_taken: "1990s",
			missing_faces: true,
			location_city: "Portland",
			price_cents: 7500,
			...published,
		},
		{
			title: "Birthday party in the yard",
			user_id: harbor,
			status: "live",
			decade_taken: "1980s",
			tags: ["birthday", "Party"],
			price_cents: 5900,
			...published,
		},
	];
	const rows = await db
		.insert(photos)
		.values(
			drafts.map(({ status, ...draft }, i) => ({
				...draft,
				photo_status: status,
				created_at: new Date(start + i * 60_000),
				updated_at: new Date(start + i * 60_000),
			})),
		)
		.returning({ id: photos.id, photoid: photos.photoid, title: photos.title });
	const byTitle = (title: string) => {
		const row = rows.find((r) => r.title === title);
		if (!row) throw new Error(`fixture photo ${title}`);
		return row;
	};
	const [picnic, reunion] = await db
		.insert(events)
		.values([{ name: "Picnic" }, { name: "Reunion" }])
		.returning({ id: events.id });
	if (!picnic || !reunion) throw new Error("fixture events");
	await db.insert(tags).values([{ name: "Birdwatching" }, { name: "birthday" }]);
	const cake = byTitle("Birthday cake on the porch");
	await database.query(sql`insert into photo_events (photo_id, event_id) values (${cake.id}, ${picnic.id})`);
	await database.query(sql`insert into faces (photo_id, age) values (${cake.id}, 30), (${cake.id}, 8)`);
	return {
		families: { maple, harbor },
		events: { picnic: picnic.id, reunion: reunion.id },
		cake,
		beach: byTitle("Beach umbrella afternoon"),
		christmas: byTitle("Christmas morning"),
		graduation: byTitle("Graduation day"),
		party: byTitle("Birthday party in the yard"),
	};
}
export type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;

/** An admin (made one by SQL, as the CLI's grant-admin does) and a member, both signed in. */
export async function signInAdminAndMember(
	ctx: TestContext,
): Promise<{ admin: AuthClient; member: AuthClient }> {
	const admin = await signUpAdmin(ctx);
	const member = authClient(ctx);
	await signUp(ctx, member, "ann@studio.test", "Ann");
	return { admin, member };
}

export type CatalogueApp = { ctx: TestContext; admin: AuthClient; member: AuthClient; cat: Catalogue };

/**
 * The app for one test file, on the seeded catalogue with an admin and a member signed in:
 * started before the file's tests, closed after them. `receive` hands the started app over.
 */
export function setUpCatalogueApp(receive: (app: CatalogueApp) => void): void {
	let ctx: TestContext | undefined;
	beforeAll(async () => {
		ctx = await createTestApp();
		const { admin, member } = await signInAdminAndMember(ctx);
		receive({ ctx, admin, member, cat: await seedCatalogue(ctx.database) });
	});
	afterAll(async () => ctx?.close());
}

import type { Database } from "../db/client";
import {
	click_analytics,
	collection_photos,
	collections,
	events,
	faces,
	photo_events,
	photos,
	profiles,
	synonyms,
	tags,
	users,
} from "../db/schema";

/**
 * A small, hand-made archive whose every answer a test can name: four photos with distinct
 * metadata, a draft, and 30 plain fillers for paging.
 */
export type SearchFixture = Awaited<ReturnType<typeof seedSearchFixture>>;

type PhotoDraft = Partial<typeof photos.$inferInsert> & { title: string; created_at: Date };

export async function seedSearchFixture(database: Database) {
	const db = database.db;
	const [okafor, lindqvist] = await db
		.insert(users)
		.values([
			{ email: "okafor@family.test", name: "Okafor" },
			{ email: "lindqvist@family.test", name: "Lindqvist" },
		])
		.returning({ id: users.id });
	if (!okafor || !lindqvist) throw new Error("fixture users");
	await db.insert(profiles).values([
		{ id: okafor.id, storefront_name: "The Okafor Family" },
		{ id: lindqvist.id, storefront_name: "Lindqvist Attic" },
	]);
	const [christmas] = await db.insert(events).values({ name: "Christmas" }).returning({ id: events.id });
	if (!christmas) throw new Error("fixture event");

	const day = (n: number) => new Date(Date.UTC(2020, 0, 1 + n));
	const base = { price_cents: 4900, photo_status: "live", width: 1200, height: 800 } as const;
	const drafts: PhotoDraft[] = [
		{
			title: "Birthday cake in the kitchen",
			tags: ["birthday", "cake", "kitchen"],
			decade_taken: "1970s",
			orientation: "horizontal",
			ethnicities: ["Black"],
			age_groups: ["Child"],
			location_country: "United States",
			location_state_province: "Ohio",
			location_city: "Dayton",
			people_count: 3,
			image_style: "Polaroid",
			color_and_mood: "Warm",
			user_id: okafor.id,
			created_at: day(40),
		},
		{
			title: "Christmas morning",
			tags: ["christmas", "tree"],
			decade_taken: "1980s",
			orientation: "vertical",
			ethnicities: ["White"],
			age_groups: ["Adult"],
			location_country: "Canada",
			location_state_province: "Ontario",
			location_city: "Toronto",
			people_count: 1,
			image_style: "Kodachrome",
			color_and_mood: "Cozy",
			user_id: lindqvist.id,
			created_at: day(41),
		},
		{
			title: "Kids at the beach",
			tags: ["beach", "children"],
			decade_taken: "1990s",
			orientation: "horizontal",
			ethnicities: ["Hispanic"],
			age_groups: ["Child", "Teen"],
			location_country: "United States",
			location_state_province: "California",
			location_city: "San Diego",
			people_count: 5,
			user_id: okafor.id,
			created_at: day(42),
		},
		{
			title: "Grandmother's garden",
			description: "Planted by the children every spring.",
			tags: ["garden", "grandmother"],
			decade_taken: "1960s",
			orientation: "square",
			ethnicities: ["East Asian"],
			age_groups: ["Senior"],
			location_country: "United States",
			location_state_province: "Ohio",
			location_city: "Columbus",
			people_count: 2,
			user_id: lindqvist.id,
			created_at: day(43),
		},
		{
			title: "Birthday party draft",
			tags: ["birthday"],
			photo_status: "draft",
			user_id: okafor.id,
			created_at: day(44),
		},
		...Array.from({ length: 30 }, (_, i) => ({
			title: `Filler snapshot ${i + 1}`,
			tags: ["filler"],
			decade_taken: "2000s",
			orientation: "horizontal" as const,
			people_count: 0,
			user_id: lindqvist.id,
			created_at: day(i),
		})),
	];
	const rows = await db
		.insert(photos)
		.values(drafts.map((d) => ({ ...base, user_id: okafor.id, ...d })))
		.returning({ id: photos.id, title: photos.title });
	const id = (title: string) => {
		const row = rows.find((r) => r.title === title);
		if (!row) throw new Error(`no fixture photo ${title}`);
		return row.id;
	};
	const ids = {
		cake: id("Birthday cake in the kitchen"),
		christmas: id("Christmas morning"),
		beach: id("Kids at the beach"),
		garden: id("Grandmother's garden"),
		draft: id("Birthday party draft"),
	};
	await db.insert(photo_events).values({ photo_id: ids.christmas, event_id: christmas.id });
	await db.insert(faces).values([
		{ photo_id: ids.cake, gender: "female", age: 8 },
		{ photo_id: ids.cake, gender: "male", age: 40 },
		{ photo_id: ids.christmas, gender: "male", age: 35 },
		{ photo_id: ids.beach, gender: "female", age: 12 },
	]);
	await db.insert(synonyms).values([
		{ term: "kid", synonym_of: "child" },
		{ term: "xmas", synonym_of: "christmas" },
	]);
	await db
		.insert(tags)
		.values(
			["birthday", "cake", "kitchen", "christmas", "beach", "children", "garden", "grandmother"].map(
				(name) => ({ name }),
			),
		);
	await db.insert(click_analytics).values([
		// Popularity is distinct visitors (issue 24): the cake's many clicks come from fewer people.
		{ entity_type: "photo", entity_id: ids.beach, total_clicks: 50, unique_users: 9, unique_visitors: 12 },
		{ entity_type: "photo", entity_id: ids.cake, total_clicks: 90, unique_users: 4, unique_visitors: 5 },
	]);
	const [summer, hidden] = await db
		.insert(collections)
		.values([
			{ title: "Summer days", description: "Warm afternoons." },
			{ title: "Staff picks draft", is_public: false },
		])
		.returning({ id: collections.id });
	if (!summer || !hidden) throw new Error("fixture collections");
	await db.insert(collection_photos).values([
		{ collection_id: summer.id, photo_id: ids.beach, position: 1 },
		{ collection_id: summer.id, photo_id: ids.cake, position: 2 },
		{ collection_id: summer.id, photo_id: ids.draft, position: 3 },
		{ collection_id: hidden.id, photo_id: ids.garden, position: 1 },
	]);
	const liveIds = rows.filter((r) => r.title !== "Birthday party draft").map((r) => r.id);
	return {
		ids,
		liveIds,
		users: { okafor: okafor.id, lindqvist: lindqvist.id },
		events: { christmas: christmas.id },
		collections: { summer: summer.id, hidden: hidden.id },
	};
}

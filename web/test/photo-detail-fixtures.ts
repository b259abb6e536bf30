export const PHOTO_ID = "3f0e6a1c-8d2b-4c5e-9f7a-1b2c3d4e5f60";
export const USER_ID = "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f";
export const EVENT_ID = "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d";

/** One photo as GET /api/photos/{ref} answers it, with every field filled; override what a test needs. */
export function photoDetail(overrides: Record<string, unknown> = {}) {
	return {
		id: PHOTO_ID,
		photoid: 42,
		title: "Birthday on the porch",
		thumbnail_url: "/media/thumbs/42.webp",
		preview_url: "/media/previews/42.webp",
		width: 1200,
		height: 800,
		price: 1250,
		user_id: USER_ID,
		storefront_name: "The Okafor Family",
		decade_taken: "1960s",
		event_names: ["Birthday"],
		clearance: "hero",
		description: "Grandma's 60th, everyone squinting into the sun.",
		tags: ["birthday", "porch"],
		orientation: "horizontal",
		people_count: 4,
		file_size: 2_516_582,
		friendly_print_size: '8" × 5.3" at 150 dpi',
		events: [{ id: EVENT_ID, name: "Birthday" }],
		photo_status: "live",
		location_city: "Dayton",
		location_state_province: "Ohio",
		location_country: "United States",
		date_taken: "1962-06-14",
		ethnicities: ["Black"],
		age_groups: ["Adult", "Senior"],
		emotions: ["joyful"],
		image_style: "Kodachrome",
		color_and_mood: "Warm and nostalgic",
		people_composition: "family group",
		created_at: "2024-01-02T03:04:05.000Z",
		featured: false,
		face_ids: [],
		...overrides,
	};
}

/** A photo's Clearance section as GET /api/photos/{id}/clearance answers it (issue 26). */
export function photoClearanceFixture(overrides: Record<string, unknown> = {}) {
	return {
		photo_id: PHOTO_ID,
		clearance: "hero",
		rights: { verified: true, holder_storefront: "The Okafor Family", holder_user_id: USER_ID },
		people: [
			{
				role: "Woman, 30s",
				identifiable: true,
				release: { reference: "R-000042", relationship: "self", signed_on: "2024-05-02", scope: "hero" },
			},
			{ role: "Boy, about 6", identifiable: false, release: null },
		],
		missing_for_hero: [],
		...overrides,
	};
}

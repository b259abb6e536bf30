import type { AdminPhotoDetail, AdminPhotoRow } from "@core/contracts/catalogue";
import { signedInAdmin } from "@/test/api-mock";

export const FAMILY = {
	id: "5f0c2b1e-8d4a-4c3b-9e2f-000000000001",
	storefront_name: "The Hendersons",
	email: "hendersons@example.com",
};

export const photoId = (n: number) => `7a1d9c40-3b2e-4f5a-8c6d-${String(n).padStart(12, "0")}`;

export function photoRow(n: number, overrides: Partial<AdminPhotoRow> = {}): AdminPhotoRow {
	return {
		id: photoId(n),
		photoid: 1000 + n,
		title: `Snapshot ${n}`,
		thumbnail_url: `/media/thumbs/${n}.webp`,
		photo_status: "draft",
		family: FAMILY,
		decade_taken: "1960s",
		price_cents: 2500,
		original_filename: `scan-${n}.jpg`,
		width: 3000,
		height: 2000,
		featured: false,
		photoshop: false,
		info_missing: false,
		missing_faces: false,
		created_at: "2025-03-01T10:00:00.000Z",
		updated_at: "2025-03-02T10:00:00.000Z",
		...overrides,
	};
}

export function photoDetail(overrides: Partial<AdminPhotoDetail> = {}): AdminPhotoDetail {
	return {
		...photoRow(1),
		description: "A day at the lake",
		preview_url: "/media/previews/1.webp",
		file_size: 2_400_000,
		friendly_print_size: '10" × 6.7" at 300 dpi',
		dominant_color: "#a08060",
		orientation: "horizontal",
		people_count: 3,
		people_composition: "family",
		location_city: "Duluth",
		location_state_province: "Minnesota",
		location_country: "USA",
		date_taken: null,
		tags: ["lake", "summer"],
		ethnicities: [],
		age_groups: ["children"],
		emotions: ["joy"],
		image_style: "candid",
		color_and_mood: "warm",
		events: [],
		face_count: 0,
		publish_problems: [],
		...overrides,
	};
}

/** The requests every admin page makes before its own. */
export const adminSession = {
	"/api/me": signedInAdmin,
	"/api/me/is-admin": { is_admin: true },
	"/api/cart/count": { count: 0 },
};

/** An answer of the admin photo list, as the photo picker reads it: every photo live. */
export function adminPhotosPage(photos: Array<{ id: string; photoid: number; title: string }>) {
	return {
		photos: photos.map((photo) => ({
			...photo,
			thumbnail_url: null,
			photo_status: "live",
			family: {
				id: "1d6b4f7a-9c8e-4f0a-8b2c-6d7e8f9a0b1c",
				storefront_name: "The Okafors",
				email: "o@example.com",
			},
			decade_taken: "1960s",
			price_cents: 4900,
			original_filename: null,
			width: 1200,
			height: 800,
			featured: false,
			photoshop: false,
			info_missing: false,
			missing_faces: false,
			created_at: "2025-01-01T00:00:00.000Z",
			updated_at: "2025-01-01T00:00:00.000Z",
		})),
		total: photos.length,
		page: 1,
		page_size: 24,
		status_counts: { draft: 0, review: 0, live: photos.length, archived: 0 },
	};
}

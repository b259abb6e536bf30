import { paths, routePatterns } from "@/lib/paths";
import { renderRoutes } from "@/test/render-routes";
import { AdminCollectionPage } from "../components/admin-collection-page";
import { AdminCollectionsPage } from "../components/admin-collections-page";

export { adminPhotosPage } from "@/test/admin-photo-fixtures";

/** The collections pages at a URL; the app's route table reaches them through the admin guard. */
export function renderCollections(url: string) {
	return renderRoutes(
		[
			{ path: paths.adminCollections, element: <AdminCollectionsPage /> },
			{ path: routePatterns.adminCollection, element: <AdminCollectionPage /> },
		],
		url,
	);
}

export const COLLECTION_ID = "2b7c5e8a-1d0f-4a3b-9c6d-7e8f9a0b1c2d";
export const PHOTO_IDS = [
	"3c8d6f9b-2e1a-4b4c-8d7e-8f9a0b1c2d3e",
	"4d9e7a0c-3f2b-4c5d-9e8f-9a0b1c2d3e4f",
	"5e0f8b1d-4a3c-4d6e-8f9a-0b1c2d3e4f5a",
];
export const NEW_PHOTO_ID = "6f1a9c2e-5b4d-4e7f-9a0b-1c2d3e4f5a6b";

export function curatedPhoto(i: number, overrides: Record<string, unknown> = {}) {
	return {
		id: PHOTO_IDS[i] ?? NEW_PHOTO_ID,
		photoid: 100 + i,
		title: ["Porch swing", "Lemonade stand", "Garden hose"][i] ?? "Sprinkler",
		thumbnail_url: null,
		width: 1200,
		height: 800,
		photo_status: "live",
		...overrides,
	};
}

export function collectionRow(overrides: Record<string, unknown> = {}) {
	return {
		id: COLLECTION_ID,
		title: "Summer Porches",
		description: "Long afternoons",
		is_public: false,
		cover_photo_id: null,
		cover: curatedPhoto(0),
		photo_count: 3,
		live_count: 3,
		created_at: "2025-03-01T10:00:00.000Z",
		updated_at: "2025-03-02T10:00:00.000Z",
		...overrides,
	};
}

export const collectionDetail = (
	overrides: Record<string, unknown> = {},
	photos = [0, 1, 2].map((i) => curatedPhoto(i)),
) => ({
	collection: collectionRow(overrides),
	photos,
});

export const collectionsPage = (collections: unknown[], total = collections.length) => ({
	collections,
	total,
	page: 1,
	page_size: 50,
});

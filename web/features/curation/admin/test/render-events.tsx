import { paths } from "@/lib/paths";
import { renderRoutes } from "@/test/render-routes";
import { AdminEventsPage } from "../components/admin-events-page";

export { adminPhotosPage } from "@/test/admin-photo-fixtures";

/** The events page at a URL; the app's route table reaches it through the admin guard. */
export function renderEvents(url: string) {
	return renderRoutes([{ path: paths.adminEvents, element: <AdminEventsPage /> }], url);
}

export const EVENT_ID = "6e1c9a2b-4d3f-4a5b-8c7d-1e2f3a4b5c6d";
export const OTHER_EVENT_ID = "7f2d0b3c-5e4a-4b6c-9d8e-2f3a4b5c6d7e";
export const PHOTO_ID = "8a3e1c4d-6f5b-4c7d-8e9f-3a4b5c6d7e8f";
export const PICK_IDS = ["9b4f2d5e-7a6c-4d8e-9f0a-4b5c6d7e8f9a", "0c5a3e6f-8b7d-4e9f-8a1b-5c6d7e8f9a0b"];

export function eventRow(overrides: Record<string, unknown> = {}) {
	return {
		id: EVENT_ID,
		name: "Harvest Fair 1962",
		description: "The county fair",
		photo_count: 3,
		live_count: 2,
		created_at: "2025-02-01T10:00:00.000Z",
		updated_at: "2025-02-03T10:00:00.000Z",
		...overrides,
	};
}

export function curatedPhoto(overrides: Record<string, unknown> = {}) {
	return {
		id: PHOTO_ID,
		photoid: 1042,
		title: "Prize pumpkins",
		thumbnail_url: "/media/thumbs/pumpkins.webp",
		width: 1200,
		height: 800,
		photo_status: "live",
		...overrides,
	};
}

export const eventsPage = (events: unknown[], total = events.length) => ({
	events,
	total,
	page: 1,
	page_size: 50,
});

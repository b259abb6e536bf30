import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, never, sentBodies } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import {
	adminPhotosPage,
	curatedPhoto,
	EVENT_ID,
	eventRow,
	eventsPage,
	OTHER_EVENT_ID,
	PHOTO_ID,
	PICK_IDS,
	renderEvents,
} from "../test/render-events";
import { NO_EVENTS, noMatchesText } from "./admin-events-page";
import { EVENT_GONE } from "./event-panel";

const LIST = "/api/admin/events";
const ONE = `/api/admin/events/${EVENT_ID}`;
const PHOTOS = `/api/admin/events/${EVENT_ID}/photos`;
const MERGE = `/api/admin/events/${EVENT_ID}/merge`;

function listRequests(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
	return fetchMock.mock.calls
		.map(([input, init]) => ({
			url: new URL(String(input), "http://localhost"),
			method: init?.method ?? "GET",
		}))
		.filter(({ url, method }) => url.pathname === LIST && method === "GET")
		.map(({ url }) => url.searchParams);
}

const detail = (event = eventRow(), photos: unknown[] = [curatedPhoto()]) => ({
	event,
	photos,
	page: 1,
	page_size: 48,
});

describe("/admin/events", () => {
	it("shows a loading status, then says when there are no events and offers to create one", async () => {
		mockApi({ [LIST]: never() });
		const first = renderEvents("/admin/events");
		expect(screen.getByRole("status").textContent).toContain("Loading events…");
		expect(screen.getByRole("heading", { level: 1, name: "Events" })).toBeTruthy();
		expect(document.title).toContain("Events");
		first.unmount();

		mockApi({ [LIST]: eventsPage([]) });
		renderEvents("/admin/events");
		expect(await screen.findByText(NO_EVENTS)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Create the first event" })).toBeTruthy();
	});

	it("asks for the search, sort and page the URL holds, and says when nothing matches", async () => {
		const fetchMock = mockApi({ [LIST]: eventsPage([]) });
		renderEvents("/admin/events?q=fair&sort=photos&dir=asc&page=2");
		expect(await screen.findByText(noMatchesText("fair"))).toBeTruthy();
		const params = listRequests(fetchMock)[0];
		expect(params?.get("q")).toBe("fair");
		expect(params?.get("sort")).toBe("photos");
		expect(params?.get("dir")).toBe("asc");
		expect(params?.get("page")).toBe("2");
		expect(screen.getByLabelText<HTMLInputElement>("Search events").value).toBe("fair");
	});

	it("lists events with their counts and sorts by a header", async () => {
		const fetchMock = mockApi({ [LIST]: eventsPage([eventRow()]) });
		const { router } = renderEvents("/admin/events");
		const table = await screen.findByRole("table", { name: "Events" });
		const row = within(table).getAllByRole("row")[1] as HTMLElement;
		expect(row.textContent).toContain("Harvest Fair 1962");
		expect(row.textContent).toContain("2 / 3");
		expect(within(table).getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe(
			"ascending",
		);

		fireEvent.click(within(table).getByRole("button", { name: /Photos/ }));
		await waitFor(() => expect(router.state.location.search).toBe("?sort=photos&dir=desc"));
		await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get("sort")).toBe("photos"));
	});

	it("offers a retry when the events cannot be read", async () => {
		mockApi({ [LIST]: apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		renderEvents("/admin/events");
		expect(await screen.findByText("We could not load the events.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});

describe("the new event form", () => {
	it("checks the name first, puts a taken name under the field, and opens the new event", async () => {
		let answer = apiError(409, "CONFLICT", "An event with this name already exists", {
			name: "An event with this name already exists",
		});
		const refuse = () => answer.clone();
		const fetchMock = mockApi({
			[LIST]: byMethod({ GET: eventsPage([]), POST: refuse }),
			[ONE]: detail(eventRow({ photo_count: 0, live_count: 0 }), []),
		});
		const { router } = renderEvents("/admin/events");
		fireEvent.click(await screen.findByRole("button", { name: "New event" }));
		const dialog = screen.getByRole("dialog", { name: "New event" });

		fireEvent.click(within(dialog).getByRole("button", { name: "Create event" }));
		expect(fieldError("Name")).toBe("Name the event");
		expect(sentBodies(fetchMock, LIST).filter(Boolean)).toEqual([]);

		fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: " Harvest Fair 1962 " } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Create event" }));
		await waitFor(() => expect(fieldError("Name")).toBe("An event with this name already exists"));
		expect(sentBodies(fetchMock, LIST).at(-1)).toEqual({ name: "Harvest Fair 1962", description: null });

		answer = json({ event: eventRow({ photo_count: 0, live_count: 0 }) }, 201);
		fireEvent.click(within(dialog).getByRole("button", { name: "Create event" }));
		await waitFor(() => expect(router.state.location.search).toBe(`?event=${EVENT_ID}`));
		expect(await screen.findByText("No photos show this event yet.")).toBeTruthy();
		expect(screen.queryByRole("dialog")).toBeNull();
	});
});

describe("an open event", () => {
	it("lists its photos, detaches one, and attaches photos chosen in the picker", async () => {
		const fetchMock = mockApi({
			[LIST]: eventsPage([eventRow()]),
			[ONE]: detail(),
			[PHOTOS]: byMethod({
				DELETE: { event: eventRow({ photo_count: 2 }), changed: 1 },
				POST: { event: eventRow({ photo_count: 5 }), changed: 2 },
			}),
			"/api/admin/photos": adminPhotosPage([
				{ id: PICK_IDS[0] ?? "", photoid: 7, title: "Ferris wheel" },
				{ id: PICK_IDS[1] ?? "", photoid: 8, title: "Pie contest" },
				{ id: PHOTO_ID, photoid: 1042, title: "Prize pumpkins" },
			]),
		});
		renderEvents(`/admin/events?event=${EVENT_ID}`);
		const photos = await screen.findByRole("list", { name: "Photos of Harvest Fair 1962" });
		fireEvent.click(within(photos).getByRole("button", { name: "Detach #1042 Prize pumpkins" }));
		await waitFor(() => expect(sentBodies(fetchMock, PHOTOS)).toEqual([{ photo_ids: [PHOTO_ID] }]));

		fireEvent.click(screen.getByRole("button", { name: "Attach photos" }));
		const picker = screen.getByRole("dialog", { name: "Attach photos to Harvest Fair 1962" });
		const found = await within(picker).findByRole("list", { name: "Photos found" });
		const wheel = within(found).getByRole("button", { name: /Ferris wheel/ });
		expect(wheel.getAttribute("aria-pressed")).toBe("false");
		fireEvent.click(wheel);
		fireEvent.click(within(found).getByRole("button", { name: /Pie contest/ }));
		expect(wheel.getAttribute("aria-pressed")).toBe("true");
		expect(within(picker).getByText("2 photos chosen")).toBeTruthy();

		fireEvent.click(within(picker).getByRole("button", { name: "Attach 2 photos" }));
		await waitFor(() => expect(sentBodies(fetchMock, PHOTOS).at(-1)).toEqual({ photo_ids: PICK_IDS }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(await screen.findByText("2 photos attached to Harvest Fair 1962")).toBeTruthy();
	});

	it("renames it, sending only the name", async () => {
		const fetchMock = mockApi({
			[LIST]: eventsPage([eventRow()]),
			[ONE]: byMethod({ GET: detail(), PATCH: { event: eventRow({ name: "County Fair 1962" }) } }),
		});
		renderEvents(`/admin/events?event=${EVENT_ID}`);
		fireEvent.click(await screen.findByRole("button", { name: "Rename" }));
		const dialog = screen.getByRole("dialog", { name: "Rename event" });
		const name = within(dialog).getByLabelText<HTMLInputElement>("Name");
		expect(name.value).toBe("Harvest Fair 1962");
		fireEvent.change(name, { target: { value: "County Fair 1962" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save event" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, ONE).filter(Boolean)).toEqual([{ name: "County Fair 1962" }]),
		);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
	});

	it("merges it into an event chosen by search, then opens that one", async () => {
		const target = eventRow({ id: OTHER_EVENT_ID, name: "County Fair", photo_count: 9 });
		const fetchMock = mockApi({
			[LIST]: eventsPage([eventRow(), target]),
			[ONE]: detail(),
			[MERGE]: byMethod({ POST: { event: target, moved: 3 } }),
			[`/api/admin/events/${OTHER_EVENT_ID}`]: detail(target, []),
		});
		const { router } = renderEvents(`/admin/events?event=${EVENT_ID}`);
		fireEvent.click(await screen.findByRole("button", { name: "Merge into…" }));
		const dialog = screen.getByRole("dialog", { name: "Merge Harvest Fair 1962" });

		fireEvent.click(within(dialog).getByRole("button", { name: "Merge" }));
		expect(within(dialog).getByText("Choose the event to merge into")).toBeTruthy();
		expect(sentBodies(fetchMock, MERGE)).toEqual([]);

		// The event itself is no choice.
		const choice = await within(dialog).findByRole("radio", { name: /County Fair/ });
		expect(within(dialog).queryByRole("radio", { name: /Harvest Fair/ })).toBeNull();
		fireEvent.click(choice);
		fireEvent.click(within(dialog).getByRole("button", { name: "Merge into County Fair" }));

		await waitFor(() => expect(sentBodies(fetchMock, MERGE)).toEqual([{ into: OTHER_EVENT_ID }]));
		await waitFor(() => expect(router.state.location.search).toBe(`?event=${OTHER_EVENT_ID}`));
		expect(await screen.findByRole("heading", { name: "County Fair" })).toBeTruthy();
	});

	it("says so when the event no longer exists", async () => {
		mockApi({ [LIST]: eventsPage([]), [ONE]: apiError(404, "NOT_FOUND", "Event not found") });
		renderEvents(`/admin/events?event=${EVENT_ID}`);
		expect(await screen.findByRole("heading", { name: EVENT_GONE })).toBeTruthy();
	});
});

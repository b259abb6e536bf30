import { WISHLIST_NOTE_MAX, WISHLIST_NOTE_TOO_LONG } from "@core/wishlist-items";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { wishlistFixture, wishlistId, wishlistItemFixture } from "@/test/wishlist-fixtures";
import { NOTE_TEXT } from "./wishlist-item-note";

const ID = wishlistId(1);
const DETAIL = `/api/wishlists/${ID}`;
const wishlist = wishlistFixture(1, { name: "Diner walls", item_count: 2 });

/** The wishlist as the server keeps it: PATCH on an item sets its note, GET shows it. */
function mockNotes(patch?: (photoId: string, note: string | null) => Response | null) {
	let items = [wishlistItemFixture(1), wishlistItemFixture(2, "hero-usage", { note: "Booth, scene 4" })];
	const itemRoute = (photoId: string) =>
		byMethod({
			PATCH: (_url: URL, init?: RequestInit) => {
				const { note } = JSON.parse(String(init?.body)) as { note: string | null };
				const refused = patch?.(photoId, note);
				if (refused) return refused;
				items = items.map((item) => (item.photo.id === photoId ? { ...item, note } : item));
				return json({ item: items.find((item) => item.photo.id === photoId) });
			},
		});
	const [first, second] = items;
	return mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		[DETAIL]: () => json({ wishlist, items }),
		[`${DETAIL}/items/${first?.photo.id}`]: itemRoute(first?.photo.id ?? ""),
		[`${DETAIL}/items/${second?.photo.id}`]: itemRoute(second?.photo.id ?? ""),
	});
}

const firstPhoto = wishlistItemFixture(1).photo.id;
const secondPhoto = wishlistItemFixture(2).photo.id;

// Whole journeys through the app: slow on a busy machine.
describe("a note per wishlist photo", { timeout: 20_000 }, () => {
	it("shows each note on its card, and adds one with the keyboard: the box takes focus, Save keeps it", async () => {
		const fetchMock = mockNotes();
		renderApp(`/wishlists/${ID}`);

		const grid = await screen.findByRole("list", { name: "Photos in this wishlist" });
		const [card1, card2] = within(grid).getAllByRole("listitem") as HTMLElement[];
		expect(within(card2 as HTMLElement).getByText("Booth, scene 4")).toBeTruthy();
		expect(
			within(card2 as HTMLElement).getByRole("button", { name: NOTE_TEXT.editLabel("Snapshot 2") }),
		).toBeTruthy();

		const add = within(card1 as HTMLElement).getByRole("button", { name: NOTE_TEXT.addLabel("Snapshot 1") });
		fireEvent.click(add);
		const box = within(card1 as HTMLElement).getByLabelText(
			NOTE_TEXT.field("Snapshot 1"),
		) as HTMLTextAreaElement;
		await waitFor(() => expect(document.activeElement).toBe(box));
		fireEvent.change(box, { target: { value: "  Kitchen wall, 5×7 frame  " } });
		expect(within(card1 as HTMLElement).getByText(NOTE_TEXT.count(23))).toBeTruthy();
		// Ctrl+Enter saves from the box.
		fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });

		expect(await screen.findByText(NOTE_TEXT.saved)).toBeTruthy();
		expect(await within(card1 as HTMLElement).findByText("Kitchen wall, 5×7 frame")).toBeTruthy();
		expect(sentBodies(fetchMock, `${DETAIL}/items/${firstPhoto}`)).toEqual([
			{ note: "Kitchen wall, 5×7 frame" },
		]);
		const edit = within(card1 as HTMLElement).getByRole("button", {
			name: NOTE_TEXT.editLabel("Snapshot 1"),
		});
		await waitFor(() => expect(document.activeElement).toBe(edit));
	});

	it("cancels with Escape or Cancel without saving, and clears a note saved empty", async () => {
		const fetchMock = mockNotes();
		renderApp(`/wishlists/${ID}`);
		const edit = await screen.findByRole("button", { name: NOTE_TEXT.editLabel("Snapshot 2") });

		fireEvent.click(edit);
		let box = screen.getByLabelText(NOTE_TEXT.field("Snapshot 2")) as HTMLTextAreaElement;
		expect(box.value).toBe("Booth, scene 4");
		fireEvent.change(box, { target: { value: "changed" } });
		fireEvent.keyDown(box, { key: "Escape" });
		expect(screen.queryByLabelText(NOTE_TEXT.field("Snapshot 2"))).toBeNull();
		expect(screen.getByText("Booth, scene 4")).toBeTruthy();

		fireEvent.click(screen.getByRole("button", { name: NOTE_TEXT.editLabel("Snapshot 2") }));
		fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
		expect(screen.queryByLabelText(NOTE_TEXT.field("Snapshot 2"))).toBeNull();
		expect(sentBodies(fetchMock, `${DETAIL}/items/${secondPhoto}`)).toEqual([]);

		fireEvent.click(screen.getByRole("button", { name: NOTE_TEXT.editLabel("Snapshot 2") }));
		box = screen.getByLabelText(NOTE_TEXT.field("Snapshot 2")) as HTMLTextAreaElement;
		fireEvent.change(box, { target: { value: "   " } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(await screen.findByText(NOTE_TEXT.cleared)).toBeTruthy();
		expect(sentBodies(fetchMock, `${DETAIL}/items/${secondPhoto}`)).toEqual([{ note: null }]);
		expect(await screen.findByRole("button", { name: NOTE_TEXT.addLabel("Snapshot 2") })).toBeTruthy();
		expect(screen.queryByText("Booth, scene 4")).toBeNull();
	});

	it("refuses a note over the limit under the box, before sending, and shows the server's message on the field", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const fetchMock = mockNotes((_photoId, note) =>
			note === "server says no"
				? apiError(400, "VALIDATION_ERROR", "Invalid input", { note: "Note must be text" })
				: null,
		);
		renderApp(`/wishlists/${ID}`);
		fireEvent.click(await screen.findByRole("button", { name: NOTE_TEXT.addLabel("Snapshot 1") }));
		const box = screen.getByLabelText(NOTE_TEXT.field("Snapshot 1")) as HTMLTextAreaElement;

		fireEvent.change(box, { target: { value: "n".repeat(WISHLIST_NOTE_MAX + 1) } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(await screen.findByText(WISHLIST_NOTE_TOO_LONG)).toBeTruthy();
		expect(box.getAttribute("aria-invalid")).toBe("true");
		expect(sentBodies(fetchMock, `${DETAIL}/items/${firstPhoto}`)).toEqual([]);

		fireEvent.change(box, { target: { value: "server says no" } });
		expect(screen.queryByText(WISHLIST_NOTE_TOO_LONG)).toBeNull();
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(await screen.findByText("Note must be text")).toBeTruthy();
		// The form stays open with what was typed.
		expect((screen.getByLabelText(NOTE_TEXT.field("Snapshot 1")) as HTMLTextAreaElement).value).toBe(
			"server says no",
		);
	});

	it("shows a note with markup as text", async () => {
		const markup = '<img src=x onerror="alert(1)">';
		mockApi({
			"/api/me": signedInMember,
			"/api/cart/count": { count: 0 },
			[DETAIL]: { wishlist, items: [wishlistItemFixture(1, "background-dressing", { note: markup })] },
		});
		renderApp(`/wishlists/${ID}`);
		expect(await screen.findByText(markup)).toBeTruthy();
		expect(document.querySelector("img[src='x']")).toBeNull();
	});
});

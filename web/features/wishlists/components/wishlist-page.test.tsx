import { WISHLIST_TEXT } from "@core/contracts/wishlists";
import { DESCRIPTION_MAX, DESCRIPTION_TOO_LONG, ENTITY_NAME_MESSAGES } from "@core/names";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	requestedPaths,
	sentBodies,
	signedInMember,
} from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import {
	projectFixture,
	projectId,
	wishlistFixture,
	wishlistId,
	wishlistItemFixture,
} from "@/test/wishlist-fixtures";
import { REMOVED_TEXT } from "./wishlist-items";
import { WISHLIST_DELETED, WISHLIST_NOT_FOUND } from "./wishlist-page";
import { SHARE_TEXT } from "./wishlist-share";

const ID = wishlistId(1);
const DETAIL = `/api/wishlists/${ID}`;
const CODE = "a1b2c3d4e5";

const items = [wishlistItemFixture(1), wishlistItemFixture(2, "hero-usage")];
const wishlist = wishlistFixture(1, {
	name: "Kitchen wall",
	description: "Fridge-door snapshots for the 1970s kitchen",
	project_id: projectId(1),
	project_name: "Pilot",
	company: "Zenith Films",
	item_count: 2,
});

function mockWishlist(answers: Record<string, unknown> = {}) {
	return mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		[DETAIL]: { wishlist, items },
		...answers,
	});
}

// Whole journeys through the app, each card with its note and compare controls: slow on a busy machine.
describe("/wishlists/{id}", { timeout: 20_000 }, () => {
	it("shows the wishlist with its project, company and each photo's license", async () => {
		mockWishlist();
		renderApp(`/wishlists/${ID}`);

		expect(await screen.findByRole("heading", { level: 1, name: "Kitchen wall" })).toBeTruthy();
		expect(screen.getByText("Pilot · Zenith Films")).toBeTruthy();
		expect(screen.getByText("Fridge-door snapshots for the 1970s kitchen")).toBeTruthy();
		expect(screen.getByText("2 photos")).toBeTruthy();
		const grid = screen.getByRole("list", { name: "Photos in this wishlist" });
		const cards = within(grid).getAllByRole("listitem");
		expect(cards).toHaveLength(2);
		expect(within(cards[0] as HTMLElement).getByText("Background dressing")).toBeTruthy();
		expect(within(cards[1] as HTMLElement).getByText("Hero usage")).toBeTruthy();
		expect(
			within(cards[0] as HTMLElement)
				.getByRole("link")
				.getAttribute("href"),
		).toBe("/photo/1001");
		await waitFor(() => expect(document.title).toContain("Kitchen wall"));
	});

	it("asks before removing a photo, and removes it only when confirmed", async () => {
		let current = items;
		const removeFirst = () => {
			current = items.slice(1);
			return new Response(null, { status: 204 });
		};
		const fetchMock = mockWishlist({
			[DETAIL]: () => json({ wishlist: { ...wishlist, item_count: current.length }, items: current }),
			[`${DETAIL}/items/${items[0]?.photo.id}`]: byMethod({ DELETE: removeFirst }),
		});
		renderApp(`/wishlists/${ID}`);

		fireEvent.click(await screen.findByRole("button", { name: "Remove Snapshot 1 from this wishlist" }));
		let dialog = screen.getByRole("dialog", { name: WISHLIST_TEXT.removeConfirm });
		fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

		const opener = screen.getByRole("button", { name: "Remove Snapshot 1 from this wishlist" });
		expect(opener.className.split(" ")).toEqual(expect.arrayContaining(["size-11", "md:size-9"]));
		opener.focus();
		fireEvent.click(opener);
		dialog = screen.getByRole("dialog", { name: WISHLIST_TEXT.removeConfirm });
		fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));

		expect(await screen.findByText(REMOVED_TEXT)).toBeTruthy();
		await waitFor(() =>
			expect(screen.queryByRole("button", { name: "Remove Snapshot 1 from this wishlist" })).toBeNull(),
		);
		expect(screen.getByText("1 photo")).toBeTruthy();
		// The button that opened the question went with its photo: the focus lands on the page's heading.
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		const heading = screen.getByRole("heading", { level: 1, name: "Kitchen wall" });
		expect(document.activeElement).toBe(heading);
		expect(heading.getAttribute("tabindex")).toBe("-1");
	});

	it("shares the wishlist with a copyable link, and stops sharing after asking", async () => {
		let shareCode: string | null = null;
		const share = () => {
			shareCode = CODE;
			return json({ share_code: CODE });
		};
		const revoke = () => {
			shareCode = null;
			return new Response(null, { status: 204 });
		};
		const writeText = vi.fn(async () => {});
		Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
		const fetchMock = mockWishlist({
			[DETAIL]: () => json({ wishlist: { ...wishlist, share_code: shareCode }, items }),
			[`${DETAIL}/share`]: byMethod({ POST: share, DELETE: revoke }),
		});
		renderApp(`/wishlists/${ID}`);

		fireEvent.click(await screen.findByRole("button", { name: SHARE_TEXT.share }));
		const link = (await screen.findByLabelText(SHARE_TEXT.label)) as HTMLInputElement;
		expect(link.value).toBe(`${window.location.origin}/shared-wishlist/${CODE}`);
		fireEvent.click(screen.getByRole("button", { name: SHARE_TEXT.copy }));
		expect(await screen.findByText(SHARE_TEXT.copied)).toBeTruthy();
		expect(writeText).toHaveBeenCalledWith(link.value);
		expect(await screen.findByText("Shared")).toBeTruthy();

		fireEvent.click(screen.getByRole("button", { name: SHARE_TEXT.stop }));
		const dialog = screen.getByRole("dialog", { name: SHARE_TEXT.stopConfirm });
		fireEvent.click(within(dialog).getByRole("button", { name: SHARE_TEXT.stop }));
		expect(await screen.findByText(SHARE_TEXT.stopped)).toBeTruthy();
		expect(await screen.findByRole("button", { name: SHARE_TEXT.share })).toBeTruthy();
		expect(screen.queryByLabelText(SHARE_TEXT.label)).toBeNull();
		const shareCalls = fetchMock.mock.calls
			.filter(([input]) => String(input).endsWith("/share"))
			.map(([, init]) => init?.method);
		expect(shareCalls).toEqual(["POST", "DELETE"]);
		Reflect.deleteProperty(navigator, "clipboard");
	});

	it("selects the link for copying by hand when the clipboard is not available", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockWishlist({ [DETAIL]: { wishlist: { ...wishlist, share_code: CODE }, items } });
		renderApp(`/wishlists/${ID}`);

		const link = (await screen.findByLabelText(SHARE_TEXT.label)) as HTMLInputElement;
		fireEvent.click(screen.getByRole("button", { name: SHARE_TEXT.copy }));
		expect(await screen.findByText(SHARE_TEXT.copyByHand)).toBeTruthy();
		expect(document.activeElement).toBe(link);
		expect(link.selectionStart).toBe(0);
		expect(link.selectionEnd).toBe(link.value.length);
	});

	it("says 'Wishlist not found' for an unknown or another user's wishlist", async () => {
		const fetchMock = mockWishlist({ [DETAIL]: apiError(404, "NOT_FOUND", "Wishlist not found") });
		renderApp(`/wishlists/${ID}`);

		expect(await screen.findByRole("heading", { level: 1, name: WISHLIST_NOT_FOUND })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Back to wishlists" }).getAttribute("href")).toBe("/wishlists");
		expect(requestedPaths(fetchMock).filter((path) => path === DETAIL)).toHaveLength(1);
	});

	it("offers a retry when the wishlist cannot be read", async () => {
		mockWishlist({ [DETAIL]: apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		renderApp(`/wishlists/${ID}`);
		expect(await screen.findByText("We could not load this wishlist.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("says how to fill an empty wishlist, and cannot add nothing to the cart", async () => {
		mockWishlist({ [DETAIL]: { wishlist: { ...wishlist, item_count: 0 }, items: [] } });
		renderApp(`/wishlists/${ID}`);

		expect(await screen.findByRole("heading", { level: 2, name: "This wishlist is empty" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "Add all to cart" })).toHaveProperty("disabled", true);
	});

	it("adds every photo to the cart with its license, and counts what was there already", async () => {
		const fetchMock = mockWishlist({
			"/api/cart/items": byMethod({ POST: { added: 1, duplicates: 1, errors: 0 } }),
		});
		renderApp(`/wishlists/${ID}`);

		fireEvent.click(await screen.findByRole("button", { name: "Add all to cart" }));
		expect(await screen.findByText("Added to cart")).toBeTruthy();
		expect(screen.getByText("1 photo added to your cart, 1 photo already in your cart.")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/cart/items")).toEqual([
			{
				items: [
					{ photo_id: items[0]?.photo.id, license_type: "background-dressing" },
					{ photo_id: items[1]?.photo.id, license_type: "hero-usage" },
				],
			},
		]);
	});

	it("renames and moves the wishlist, checking the name first and showing the server's field message", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const fetchMock = mockWishlist({
			"/api/projects": {
				projects: [projectFixture(1, "Pilot", "Zenith Films"), projectFixture(2, "Finale", null)],
			},
			[DETAIL]: byMethod({
				GET: { wishlist, items },
				PATCH: apiError(400, "VALIDATION_ERROR", "Invalid body", { name: "Name is taken here" }),
			}),
		});
		renderApp(`/wishlists/${ID}`);

		fireEvent.click(await screen.findByRole("button", { name: "Edit or move" }));
		const dialog = screen.getByRole("dialog", { name: "Edit wishlist" });
		const name = within(dialog).getByLabelText("Name");
		fireEvent.change(name, { target: { value: "K" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
		expect(await within(dialog).findByText(ENTITY_NAME_MESSAGES.tooShort(2))).toBeTruthy();
		expect(document.activeElement).toBe(name);

		fireEvent.change(name, { target: { value: "Kitchen wall, take two" } });
		const project = within(dialog).getByLabelText("Project") as HTMLSelectElement;
		await waitFor(() => expect(project.disabled).toBe(false));
		fireEvent.change(project, { target: { value: projectId(2) } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));

		expect(await within(dialog).findByText("Name is taken here")).toBeTruthy();
		expect(sentBodies(fetchMock, DETAIL).filter(Boolean)).toEqual([
			{ name: "Kitchen wall, take two", project_id: projectId(2) },
		]);
	});

	it("checks the description's length, and shows a duplicate name (409) under the name", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const duplicate = 'A wishlist named "Pantry" already exists';
		const fetchMock = mockWishlist({
			"/api/projects": { projects: [projectFixture(1, "Pilot", "Zenith Films")] },
			[DETAIL]: byMethod({ GET: { wishlist, items }, PATCH: apiError(409, "CONFLICT", duplicate) }),
		});
		renderApp(`/wishlists/${ID}`);

		fireEvent.click(await screen.findByRole("button", { name: "Edit or move" }));
		const dialog = screen.getByRole("dialog", { name: "Edit wishlist" });
		const description = within(dialog).getByLabelText(/Description/);
		expect(description.tagName).toBe("TEXTAREA");
		fireEvent.change(description, { target: { value: "x".repeat(DESCRIPTION_MAX + 1) } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
		expect(await within(dialog).findByText(DESCRIPTION_TOO_LONG)).toBeTruthy();
		expect(description.getAttribute("aria-invalid")).toBe("true");
		expect(document.activeElement).toBe(description);
		expect(sentBodies(fetchMock, DETAIL).filter(Boolean)).toEqual([]);

		fireEvent.change(description, { target: { value: "Pantry shelves" } });
		const name = within(dialog).getByLabelText("Name");
		fireEvent.change(name, { target: { value: "Pantry" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));

		const toastTitle = await screen.findByText("Failed to update wishlist");
		expect(toastTitle.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("error");
		await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
		const nameError = document.getElementById(name.getAttribute("aria-describedby") ?? "");
		expect(nameError?.textContent).toBe(duplicate);
		expect(document.activeElement).toBe(name);
	});

	it("deletes the wishlist after asking, and returns to the list", async () => {
		let deleted = false;
		const read = () => (deleted ? apiError(404, "NOT_FOUND", "gone") : json({ wishlist, items }));
		const remove = () => {
			deleted = true;
			return new Response(null, { status: 204 });
		};
		const fetchMock = mockWishlist({
			"/api/wishlists": { wishlists: [] },
			[DETAIL]: byMethod({ GET: read, DELETE: remove }),
		});
		const { router } = renderApp(`/wishlists/${ID}`);

		fireEvent.click(await screen.findByRole("button", { name: "Delete wishlist" }));
		const dialog = screen.getByRole("dialog", { name: 'Delete "Kitchen wall"?' });
		fireEvent.click(within(dialog).getByRole("button", { name: "Delete wishlist" }));

		expect(await screen.findByText(WISHLIST_DELETED)).toBeTruthy();
		await waitFor(() => expect(router.state.location.pathname).toBe("/wishlists"));
		expect(screen.queryByRole("heading", { name: WISHLIST_NOT_FOUND })).toBeNull();
		// Dropped from the cache, not read again for a 404.
		await new Promise((resolve) => setTimeout(resolve, 50));
		const reads = fetchMock.mock.calls.filter(
			([input, init]) => String(input).endsWith(DETAIL) && (init?.method ?? "GET") === "GET",
		);
		expect(reads).toHaveLength(1);
	});
});

import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	never,
	requestedPaths,
	sentBodies,
	signedInMember,
} from "@/test/api-mock";
import { cartApi } from "@/test/cart-fixtures";
import {
	EVENT_ID,
	PHOTO_ID,
	photoClearanceFixture,
	photoDetail,
	USER_ID,
} from "@/test/photo-detail-fixtures";
import { renderApp } from "@/test/render-app";
import { photoFixture } from "@/test/search-fixtures";
import { wishlistFixture } from "@/test/wishlist-fixtures";

function relatedPage(count: number, extra: Record<string, unknown> = {}, total = count) {
	return {
		photos: Array.from({ length: count }, (_, i) => ({ ...photoFixture(i + 1), ...extra })),
		total,
		offset: 0,
		has_more: total > count,
	};
}

function mockPhoto(photo: unknown, answers: Record<string, unknown> = {}) {
	return mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		"/api/photos/42": photo,
		[`/api/photos/${PHOTO_ID}/similar`]: relatedPage(3, { relevance: 12 }),
		[`/api/photos/${PHOTO_ID}/similar-people`]: relatedPage(2, { shared_people: 1 }),
		[`/api/photos/${PHOTO_ID}/clearance`]: photoClearanceFixture(),
		...answers,
	});
}

describe("/photo/{photoid}", () => {
	it("shows the photo and updates the price when the license changes", async () => {
		mockPhoto(photoDetail());
		renderApp("/photo/42");

		expect(await screen.findByRole("heading", { level: 1, name: "Birthday on the porch" })).toBeTruthy();
		expect(screen.getByText("Grandma's 60th, everyone squinting into the sun.")).toBeTruthy();
		expect(screen.getAllByText("#42").length).toBeGreaterThan(0);
		expect(screen.getByText("June 14, 1962")).toBeTruthy();
		const tags = screen.getByRole("list", { name: "Tags" });
		expect(within(tags).getByRole("link", { name: "birthday" }).getAttribute("href")).toBe(
			"/taxonomy/tag/birthday",
		);
		expect(document.querySelector("[data-layout]")?.getAttribute("data-layout")).toBe("horizontal");

		const price = screen.getByTestId("license-price");
		expect(price.textContent).toBe("$12.50");
		expect(screen.getByRole("radio", { name: /Background dressing/ })).toHaveProperty("checked", true);
		fireEvent.click(screen.getByRole("radio", { name: /Hero usage/ }));
		expect(price.textContent).toBe("$62.50");
		fireEvent.click(screen.getByRole("radio", { name: /Background dressing/ }));
		expect(price.textContent).toBe("$12.50");

		expect(screen.getByRole("button", { name: "Add to Cart" })).toHaveProperty("disabled", false);
		expect(screen.getByRole("button", { name: /Add to wishlist/ })).toHaveProperty("disabled", false);
		await waitFor(() => expect(document.title).toContain("Birthday on the porch"));
	});

	it("shows the pixel size, the largest print at 300 dpi and the file size next to the price", async () => {
		mockPhoto(photoDetail({ width: 3000, height: 2000, file_size: 2_516_582 }));
		renderApp("/photo/42");
		const box = await screen.findByRole("region", { name: "License and buy" });
		const size = within(box).getByTestId("size-facts");
		expect(within(size).getByText("3,000 × 2,000 px")).toBeTruthy();
		expect(within(size).getByText("10.0 × 6.7 in (25.4 × 16.9 cm)")).toBeTruthy();
		expect(within(size).getByText("Largest print at 300 dpi")).toBeTruthy();
		expect(within(size).getByText("2.4 MB")).toBeTruthy();
		expect(within(box).getByTestId("license-price").textContent).toBe("$12.50");
		expect(within(box).getByRole("button", { name: "Add to Cart" })).toBeTruthy();
	});

	it("says 'Not recorded' for a size, date or decade that is not recorded", async () => {
		mockPhoto(
			photoDetail({ width: null, height: null, file_size: null, date_taken: null, decade_taken: null }),
		);
		renderApp("/photo/42");
		const box = await screen.findByRole("region", { name: "License and buy" });
		expect(within(within(box).getByTestId("size-facts")).getAllByText("Not recorded")).toHaveLength(3);
		expect(screen.queryByText("Unknown")).toBeNull();
		expect(screen.getAllByText("Not recorded").length).toBeGreaterThanOrEqual(5);
	});

	it("shows the Clearance section: each person by a role with their release, and the rights holder", async () => {
		mockPhoto(photoDetail());
		renderApp("/photo/42");
		const section = await screen.findByRole("region", { name: "Clearance" });
		expect(within(section).getByText("Cleared for hero use")).toBeTruthy();
		const people = await within(section).findByRole("list", { name: "People shown" });
		expect(within(people).getByText("Woman, 30s")).toBeTruthy();
		expect(within(people).getByText("R-000042")).toBeTruthy();
		expect(within(people).getByText(/Signed by the person/)).toBeTruthy();
		expect(within(people).getByText("Not identifiable: no release needed")).toBeTruthy();
		expect(within(section).getByRole("link", { name: "The Okafor Family" }).getAttribute("href")).toBe(
			`/user/${USER_ID}`,
		);
	});

	it("shows hero usage unavailable, with the reason, for a photo cleared for background use only", async () => {
		mockPhoto(photoDetail({ clearance: "background" }), {
			[`/api/photos/${PHOTO_ID}/clearance`]: photoClearanceFixture({
				clearance: "background",
				missing_for_hero: ["Woman, 30s has a background release only"],
			}),
		});
		renderApp("/photo/42");
		const hero = await screen.findByRole("radio", { name: /Hero usage/ });
		expect(hero).toHaveProperty("disabled", true);
		expect(hero.getAttribute("aria-describedby")).toBeTruthy();
		expect(screen.getByText(/Unavailable: hero use needs a release from everyone shown/)).toBeTruthy();
		const section = screen.getByRole("region", { name: "Clearance" });
		expect(await within(section).findByText("Woman, 30s has a background release only")).toBeTruthy();
	});

	it("says so when the clearance cannot be read, and fetches it again", async () => {
		mockPhoto(photoDetail(), {
			[`/api/photos/${PHOTO_ID}/clearance`]: () => apiError(500, "INTERNAL_ERROR", "boom"),
		});
		renderApp("/photo/42");
		const section = await screen.findByRole("region", { name: "Clearance" });
		expect(await within(section).findByText("We could not load this photo's clearance.")).toBeTruthy();
		expect(within(section).getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("adds the photo to a wishlist with the license chosen on the page", async () => {
		const wishlistId = "6a1f0c2e-3b4d-4e5f-8a6b-000000000001";
		const itemsPath = `/api/wishlists/${wishlistId}/items`;
		const fetchMock = mockPhoto(photoDetail(), {
			"/api/wishlists/membership": { memberships: {} },
			"/api/wishlists": {
				wishlists: [wishlistFixture(1, { id: wishlistId, name: "Kitchen set" })],
			},
			[itemsPath]: byMethod({
				POST: (_url, init) =>
					json(
						{
							item: {
								id: "9d4a3f51-6e70-4182-9d9e-000000000001",
								license_type: JSON.parse(String(init?.body)).license_type,
								added_at: "2025-01-04T10:00:00.000Z",
								photo: photoFixture(1),
							},
						},
						201,
					),
			}),
		});
		renderApp("/photo/42");

		fireEvent.click(await screen.findByRole("radio", { name: /Hero usage/ }));
		fireEvent.click(screen.getByRole("button", { name: /Add to wishlist/ }));
		const dialog = await screen.findByRole("dialog", { name: "Add to wishlist" });
		const kitchen = await within(dialog).findByRole("button", { name: /Kitchen set/ });
		await waitFor(() => expect(kitchen).toHaveProperty("disabled", false));
		fireEvent.click(kitchen);

		expect(await screen.findByText("Photo added to Kitchen set wishlist")).toBeTruthy();
		expect(sentBodies(fetchMock, itemsPath)).toEqual([{ photo_id: PHOTO_ID, license_type: "hero-usage" }]);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
	});

	it("adds the photo to the cart with the license chosen on the page, then shows 'In Cart'", async () => {
		const cart = cartApi();
		const fetchMock = mockPhoto(photoDetail(), cart.table);
		const { router } = renderApp("/photo/42");

		fireEvent.click(await screen.findByRole("radio", { name: /Hero usage/ }));
		const button = await screen.findByRole("button", { name: "Add to Cart" });
		await waitFor(() => expect(requestedPaths(fetchMock)).toContain("/api/cart"));
		fireEvent.click(button);

		expect(await screen.findByText("Added to cart")).toBeTruthy();
		expect(screen.getByText("Photo added to your cart successfully")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toEqual([
			{ photo_id: PHOTO_ID, license_type: "hero-usage" },
		]);
		const inCart = await screen.findByRole("button", { name: "In Cart: view your cart" });
		expect(inCart.textContent).toBe("In Cart");
		expect(screen.queryByRole("button", { name: "Add to Cart" })).toBeNull();
		// The license it is in the cart with, from the cart (the page's picker may show another).
		const note = screen.getByText("In your cart as Hero usage — change it in the cart");
		expect(inCart.getAttribute("aria-describedby")).toBe(note.id);
		fireEvent.click(screen.getByRole("radio", { name: /Background dressing/ }));
		expect(screen.getByText("In your cart as Hero usage — change it in the cart")).toBeTruthy();
		// The header badge is read again after the change.
		expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toBeTruthy();

		// In the cart already: the button opens the cart (where its license changes), it adds nothing.
		fireEvent.click(inCart);
		await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
		expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toHaveLength(1);
	});

	it("hides Similar people without face_ids, and moves between tabs with the arrow keys", async () => {
		mockPhoto(photoDetail());
		renderApp("/photo/42");

		const tablist = await screen.findByRole("tablist", { name: "More about this photo" });
		const tabs = within(tablist).getAllByRole("tab");
		expect(tabs.map((tab) => tab.textContent)).toEqual(["Similar photos", "Photo details"]);
		expect(await screen.findByRole("list", { name: "Similar photos" })).toBeTruthy();
		expect(within(screen.getByRole("list", { name: "Similar photos" })).getAllByRole("link")).toHaveLength(3);

		fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowRight" });
		const details = screen.getByRole("tab", { name: "Photo details" });
		expect(details.getAttribute("aria-selected")).toBe("true");
		expect(document.activeElement).toBe(details);
		const panel = screen.getByRole("tabpanel", { name: "Photo details" });
		for (const group of ["Basic info", "Technical details", "People and emotions", "Style and mood"]) {
			expect(within(panel).getByRole("heading", { name: group })).toBeTruthy();
		}
		const href = (name: string) => within(panel).getByRole("link", { name }).getAttribute("href");
		expect(href("1960s")).toBe("/taxonomy/decade/1960s");
		expect(href("Dayton")).toBe("/taxonomy/city/Dayton");
		expect(href("United States")).toBe("/taxonomy/country/United%20States");
		expect(href("The Okafor Family")).toBe(`/taxonomy/creator/${USER_ID}`);
		expect(href("Senior")).toBe("/taxonomy/age_group/Senior");
		expect(href("Birthday")).toBe(`/search?event_ids=${EVENT_ID}`);
		expect(href("Kodachrome")).toBe("/taxonomy/image_style/Kodachrome");
		expect(href("Horizontal")).toBe("/search?orientation=horizontal");
		expect(within(panel).getByText("1,200 × 800 px")).toBeTruthy();
		expect(within(panel).getByText("2.4 MB")).toBeTruthy();
		expect(within(panel).getByText('8" × 5.3" at 150 dpi')).toBeTruthy();
	});

	it("shows Similar people for a photo with faces, and prefetches it a second after opening", async () => {
		const faces = { face_ids: ["9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a"] };
		const fetchMock = mockPhoto(photoDetail(faces));
		renderApp("/photo/42");

		await screen.findByRole("heading", { level: 1, name: "Birthday on the porch" });
		const peoplePath = `/api/photos/${PHOTO_ID}/similar-people`;
		expect(requestedPaths(fetchMock)).not.toContain(peoplePath);
		await waitFor(() => expect(requestedPaths(fetchMock)).toContain(peoplePath), { timeout: 3000 });

		fireEvent.click(screen.getByRole("tab", { name: "Similar people" }));
		const grid = await screen.findByRole("list", { name: "Photos with the same people" });
		expect(within(grid).getAllByRole("link")).toHaveLength(2);
		expect(requestedPaths(fetchMock).filter((path) => path === peoplePath)).toHaveLength(1);
	});

	it("pages similar photos by offset with Load more", async () => {
		const fetchMock = mockPhoto(photoDetail(), {
			[`/api/photos/${PHOTO_ID}/similar`]: (url: URL) => {
				const offset = Number(url.searchParams.get("offset"));
				const photos = Array.from({ length: offset === 0 ? 24 : 6 }, (_, i) => ({
					...photoFixture(offset + i + 1),
					relevance: 10,
				}));
				return json({ photos, total: 30, offset, has_more: offset === 0 });
			},
		});
		renderApp("/photo/42");

		expect(await screen.findByText("Showing 1-24 of 30 photos")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Load more" }));
		expect(await screen.findByText("Showing all 30 photos")).toBeTruthy();
		expect(within(screen.getByRole("list", { name: "Similar photos" })).getAllByRole("link")).toHaveLength(
			30,
		);
		expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
		const offsets = fetchMock.mock.calls
			.map(([input]) => new URL(String(input), "http://localhost"))
			.filter((url) => url.pathname.endsWith("/similar"))
			.map((url) => url.searchParams.get("offset"));
		expect(offsets).toEqual(["0", "24"]);
	});

	it("answers a failed similar list with the empty result and a way to try again", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		mockPhoto(photoDetail(), {
			[`/api/photos/${PHOTO_ID}/similar`]: apiError(500, "INTERNAL_ERROR", "boom"),
		});
		renderApp("/photo/42");

		expect(await screen.findByText("No Similar Photos Found")).toBeTruthy();
		expect(screen.getByText(/Error loading similar photos: boom/)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
		expect(warn).toHaveBeenCalled();
	});

	it("opens the zoom viewer, zooms, and closes it with Escape", async () => {
		mockPhoto(photoDetail());
		renderApp("/photo/42");

		const zoom = await screen.findByRole("button", { name: "Zoom: Birthday on the porch" });
		fireEvent.click(zoom);
		const viewer = screen.getByRole("dialog", { name: "Photo viewer: Birthday on the porch" });
		expect(within(viewer).getByText("100%")).toBeTruthy();
		expect(document.activeElement).toBe(within(viewer).getByRole("button", { name: "Zoom in" }));
		fireEvent.click(within(viewer).getByRole("button", { name: "Zoom in" }));
		expect(within(viewer).getByText("150%")).toBeTruthy();
		fireEvent.keyDown(viewer, { key: "+" });
		expect(within(viewer).getByText("200%")).toBeTruthy();
		fireEvent.keyDown(viewer, { key: "0" });
		expect(within(viewer).getByText("100%")).toBeTruthy();
		fireEvent.keyDown(viewer, { key: "Escape" });
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(document.activeElement).toBe(zoom);
	});

	it("falls back from the preview to the thumbnail, then to a placeholder", async () => {
		mockPhoto(photoDetail());
		renderApp("/photo/42");

		const image = await screen.findByRole("img", { name: "Birthday on the porch" });
		expect(image.getAttribute("src")).toBe("/media/previews/42.webp");
		fireEvent.error(image);
		expect(screen.getByRole("img", { name: "Birthday on the porch" }).getAttribute("src")).toBe(
			"/media/thumbs/42.webp",
		);
		fireEvent.error(screen.getByRole("img", { name: "Birthday on the porch" }));
		const placeholder = screen.getByRole("img", { name: "Birthday on the porch" });
		expect(placeholder.tagName).toBe("SPAN");
		expect(screen.queryByRole("button", { name: /^Zoom/ })).toBeNull();
	});

	it("lays out tall and square photos by their proportions", async () => {
		mockPhoto(photoDetail({ width: 800, height: 1200 }));
		const tall = renderApp("/photo/42");
		await screen.findByRole("heading", { level: 1 });
		expect(document.querySelector("[data-layout]")?.getAttribute("data-layout")).toBe("vertical");
		tall.unmount();

		mockPhoto(photoDetail({ width: null, height: null, photoid: 0 }));
		renderApp("/photo/42");
		await screen.findByRole("heading", { level: 1 });
		expect(document.querySelector("[data-layout]")?.getAttribute("data-layout")).toBe("square");
		expect(screen.getAllByText("#0").length).toBeGreaterThan(0);
	});

	it("shows a loading state, then 'Photo Not Found' for a photo the server does not know", async () => {
		mockPhoto(never());
		const first = renderApp("/photo/42");
		expect(await screen.findByText("Loading the photo…")).toBeTruthy();
		first.unmount();

		mockPhoto(apiError(404, "NOT_FOUND", "Photo not found"));
		renderApp("/photo/42");
		expect(await screen.findByRole("heading", { level: 1, name: "Photo Not Found" })).toBeTruthy();
		expect(
			screen.getByText("The photo you are looking for does not exist or may have been moved."),
		).toBeTruthy();
	});

	it("shows 'Photo Not Found' for an id that is neither a number nor a uuid", async () => {
		mockApi({ "/api/me": signedInMember, "/api/cart/count": { count: 0 } });
		renderApp("/photo/abc");
		expect(await screen.findByRole("heading", { level: 1, name: "Photo Not Found" })).toBeTruthy();
		expect(
			screen.getByText("The photo you are looking for does not exist or may have been moved."),
		).toBeTruthy();
	});

	it("shows 'Error Loading Photo' when the photo cannot be read", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockPhoto(apiError(500, "INTERNAL_ERROR", "boom"));
		renderApp("/photo/42");
		expect(await screen.findByRole("heading", { level: 1, name: "Error Loading Photo" })).toBeTruthy();
		expect(screen.getByText("There was an error loading this photo. Please try again later.")).toBeTruthy();
	});

	it("reads a photo by its uuid on /photo-uuid/{id}", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/cart/count": { count: 0 },
			[`/api/photos/${PHOTO_ID}`]: photoDetail(),
			[`/api/photos/${PHOTO_ID}/similar`]: relatedPage(0),
		});
		renderApp(`/photo-uuid/${PHOTO_ID.toUpperCase()}`);
		expect(await screen.findByRole("heading", { level: 1, name: "Birthday on the porch" })).toBeTruthy();
		expect(await screen.findByText("No Similar Photos Found")).toBeTruthy();
	});
});

describe("/photo/{photoid} for a buyer who has it (issue 28)", () => {
	it("marks a licensed photo with its production and asks before adding it again", async () => {
		const { table } = cartApi();
		const fetchMock = mockPhoto(photoDetail(), {
			...table,
			"/api/me/licences": {
				licences: [{ photo_id: PHOTO_ID, state: "licensed", production: "The Long Summer" }],
			},
		});
		renderApp("/photo/42");

		expect(await screen.findByText("Licensed · The Long Summer")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
		const dialog = await screen.findByRole("dialog", { name: "Add this photo again?" });
		expect(
			within(dialog).getByText("You licensed this photo for The Long Summer. Add it again?"),
		).toBeTruthy();
		fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toEqual([]);

		fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
		fireEvent.click(await screen.findByRole("button", { name: "Add it again" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toEqual([
				{ photo_id: PHOTO_ID, license_type: "background-dressing" },
			]),
		);
	});

	it("marks a photo whose invoice awaits payment as ordered", async () => {
		mockPhoto(photoDetail(), {
			"/api/me/licences": { licences: [{ photo_id: PHOTO_ID, state: "ordered", production: "Night Shift" }] },
		});
		renderApp("/photo/42");
		expect(await screen.findByText("Ordered")).toBeTruthy();
	});
});

describe("/photo/{photoid} Admin tab", () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	const insightsPath = `/api/admin/photos/${PHOTO_ID}/insights`;
	const queuePath = `/api/admin/photos/${PHOTO_ID}/click-queue`;
	const flagsPath = `/api/admin/photos/${PHOTO_ID}/flags`;

	const insights = {
		unprocessed_clicks: 2,
		clicks: {
			total_clicks: 1234,
			unique_users: 56,
			unique_sessions: 78,
			unique_visitors: 61,
			// Midday UTC: the same calendar day in every time zone the tests may run in.
			last_clicked_at: "2025-03-02T12:00:00.000Z",
		},
		sales: { count: 3, revenue_cents: 3750 },
		flags: { photoshop: false, info_missing: true, missing_faces: false },
	};

	function mockAdmin(answers: Record<string, unknown> = {}) {
		return mockPhoto(photoDetail(), {
			"/api/me/is-admin": { is_admin: true },
			[insightsPath]: insights,
			[queuePath]: { unprocessed_clicks: 5 },
			...answers,
		});
	}

	async function openAdminTab() {
		fireEvent.click(await screen.findByRole("tab", { name: "Admin" }));
		return screen.findByRole("tabpanel", { name: "Admin" });
	}

	it("is not offered to members who are not admins, nor are its figures asked for", async () => {
		const fetchMock = mockPhoto(photoDetail(), { "/api/me/is-admin": { is_admin: false } });
		renderApp("/photo/42");

		const tablist = await screen.findByRole("tablist", { name: "More about this photo" });
		await waitFor(() => expect(requestedPaths(fetchMock)).toContain("/api/me/is-admin"));
		expect(
			within(tablist)
				.getAllByRole("tab")
				.map((tab) => tab.textContent),
		).toEqual(["Similar photos", "Photo details"]);
		expect(requestedPaths(fetchMock).some((path) => path.startsWith("/api/admin/"))).toBe(false);
	});

	it("shows admins the click analytics, the polled click queue, sales and the flags", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		let queued = 5;
		const fetchMock = mockAdmin({ [queuePath]: () => json({ unprocessed_clicks: queued }) });
		renderApp("/photo/42");

		const panel = await openAdminTab();
		const group = (name: string) => {
			const heading = within(panel).getByRole("heading", { name });
			return within(heading.closest("section") as HTMLElement);
		};
		await within(panel).findByRole("heading", { name: "Click analytics" });
		expect(group("Click analytics").getByText("1,234")).toBeTruthy();
		expect(group("Click analytics").getByText("56")).toBeTruthy();
		expect(group("Click analytics").getByText("78")).toBeTruthy();
		expect(group("Click analytics").getByText("61")).toBeTruthy();
		expect(group("Click analytics").getByText(/^Mar 2, 2025/)).toBeTruthy();
		expect(group("Sales").getByText("3")).toBeTruthy();
		expect(group("Sales").getByText("$37.50")).toBeTruthy();
		const switches = within(panel).getAllByRole("switch");
		expect(switches.map((s) => s.getAttribute("aria-checked"))).toEqual(["false", "true", "false"]);
		expect(within(panel).getByRole("switch", { name: "Photoshop" })).toBeTruthy();
		expect(within(panel).getByRole("switch", { name: "Info missing" })).toBeTruthy();
		expect(within(panel).getByRole("switch", { name: "Missing faces" })).toBeTruthy();

		// The queue count comes from its own endpoint, asked again every 5 s while the tab is open.
		const count = within(panel).getByTestId("click-queue-count");
		await waitFor(() => expect(count.textContent).toBe("5"));
		const polls = () => requestedPaths(fetchMock).filter((path) => path === queuePath).length;
		const before = polls();
		queued = 7;
		await act(() => vi.advanceTimersByTimeAsync(5000));
		await waitFor(() => expect(polls()).toBeGreaterThan(before));
		await waitFor(() => expect(count.textContent).toBe("7"));

		// Leaving the tab stops the polling.
		fireEvent.click(screen.getByRole("tab", { name: "Photo details" }));
		const after = polls();
		await act(() => vi.advanceTimersByTimeAsync(15_000));
		expect(polls()).toBe(after);
	});

	it("saves a flag when its switch is toggled, with the success toast", async () => {
		let release = () => {};
		const fetchMock = mockAdmin({
			[flagsPath]: byMethod({
				PATCH: (_url, init) =>
					new Promise<Response>((resolve) => {
						release = () => resolve(json({ ...insights.flags, ...JSON.parse(String(init?.body)) }));
					}),
			}),
		});
		renderApp("/photo/42");

		const panel = await openAdminTab();
		const photoshop = await within(panel).findByRole("switch", { name: "Photoshop" });
		expect(photoshop.getAttribute("aria-checked")).toBe("false");
		fireEvent.click(photoshop);
		// Moves before the server answers, and says it is saving; a second press meanwhile does nothing.
		await waitFor(() => expect(photoshop.getAttribute("aria-checked")).toBe("true"));
		expect(photoshop.getAttribute("aria-busy")).toBe("true");
		expect(within(panel).getByText("Saving…")).toBeTruthy();
		fireEvent.click(photoshop);
		await waitFor(() => expect(sentBodies(fetchMock, flagsPath)).toHaveLength(1));
		release();

		expect(await screen.findByText("Photo updated")).toBeTruthy();
		expect(screen.getByText("Changes saved successfully")).toBeTruthy();
		expect(sentBodies(fetchMock, flagsPath)).toEqual([{ photoshop: true }]);
		expect(photoshop.getAttribute("aria-checked")).toBe("true");
		expect(photoshop.getAttribute("aria-busy")).toBeNull();
	});

	it("returns the switch to the saved value and says why when the server refuses (403)", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		mockAdmin({
			[flagsPath]: byMethod({
				PATCH: apiError(403, "FORBIDDEN", "Admin privileges required"),
			}),
		});
		renderApp("/photo/42");

		const panel = await openAdminTab();
		const infoMissing = await within(panel).findByRole("switch", { name: "Info missing" });
		expect(infoMissing.getAttribute("aria-checked")).toBe("true");
		fireEvent.click(infoMissing);

		const title = await screen.findByText("Update failed");
		expect(title.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("error");
		expect(screen.getByText("Access denied - insufficient permissions")).toBeTruthy();
		await waitFor(() => expect(infoMissing.getAttribute("aria-checked")).toBe("true"));
		expect(warn).toHaveBeenCalled();
	});

	it("shows a loading state, then a way to try again when the figures cannot be read", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		let answer: () => Response | Promise<Response> = never();
		mockAdmin({ [insightsPath]: () => answer() });
		renderApp("/photo/42");

		await openAdminTab();
		expect(await screen.findByText("Loading the admin figures…")).toBeTruthy();
		answer = () => apiError(500, "INTERNAL_ERROR", "boom");
		fireEvent.click(screen.getByRole("tab", { name: "Photo details" }));
		fireEvent.click(screen.getByRole("tab", { name: "Admin" }));
		expect(await screen.findByText("We could not load this photo's admin figures.")).toBeTruthy();
		answer = () => json(insights);
		fireEvent.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("heading", { name: "Click analytics" })).toBeTruthy();
	});
});

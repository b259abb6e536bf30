import { addToShortlistText, CONTINUITY_TEXT } from "@core/continuity";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiError, byMethod, mockApi, sentBodies, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { photoFixture, searchAnswer } from "@/test/search-fixtures";
import { wishlistFixture, wishlistId } from "@/test/wishlist-fixtures";

const FAMILY = "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f";
const OTHER = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
const families = {
	families: [
		{ id: OTHER, storefront_name: "The Bells" },
		{ id: FAMILY, storefront_name: "The Hendersons" },
	],
};
const proposal = {
	family: { id: FAMILY, storefront_name: "The Hendersons" },
	from: "1950s",
	to: "1980s",
	people: [{ label: "Person A", decades: ["1950s", "1960s", "1980s"] }],
	decades: [
		{ decade: "1950s", photo: photoFixture(1, { decade_taken: "1950s" }), people_shown: 1 },
		{ decade: "1960s", photo: photoFixture(2, { decade_taken: "1960s" }), people_shown: 1 },
		{ decade: "1970s", photo: null, people_shown: 0 },
		{ decade: "1980s", photo: photoFixture(3, { decade_taken: "1980s" }), people_shown: 1 },
	],
};
const SETS = "/api/continuity/sets";
const setRequests = (fetchMock: ReturnType<typeof mockApi>) =>
	fetchMock.mock.calls
		.map(([input]) => new URL(String(input), "http://localhost"))
		.filter((url) => url.pathname === SETS)
		.map((url) => Object.fromEntries(url.searchParams));

const initialWidth = window.innerWidth;
afterEach(() => {
	window.innerWidth = initialWidth;
});

// The whole app renders per test: slow on a busy machine.
describe("/continuity (the set builder)", { timeout: 20_000 }, () => {
	it("proposes a photo per decade and adds them to a shortlist in one step, by keyboard at 390 px", async () => {
		window.innerWidth = 390;
		window.dispatchEvent(new Event("resize"));
		const batch = `/api/wishlists/${wishlistId(2)}/items/batch`;
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			"/api/cart/count": { count: 0 },
			"/api/continuity/families": families,
			[SETS]: proposal,
			"/api/wishlists": { wishlists: [wishlistFixture(1), wishlistFixture(2, { name: "Kitchen wall" })] },
			[batch]: byMethod({ POST: { results: [], added: 3, in_wishlist: 0, not_added: 0 } }),
		});
		renderApp(`/continuity?family=${FAMILY}`);

		expect(
			await screen.findByRole("heading", { level: 1, name: CONTINUITY_TEXT.builderHeading }),
		).toBeTruthy();
		const family = screen.getByRole("combobox", { name: CONTINUITY_TEXT.familyLabel }) as HTMLSelectElement;
		// Preselected from the address (the photo page's link).
		await waitFor(() => expect(family.value).toBe(FAMILY));
		const from = screen.getByRole("combobox", { name: CONTINUITY_TEXT.fromLabel });
		const to = screen.getByRole("combobox", { name: CONTINUITY_TEXT.toLabel });
		for (const control of [family, from, to]) {
			control.focus();
			expect(document.activeElement).toBe(control);
		}
		fireEvent.change(from, { target: { value: "1950s" } });
		fireEvent.change(to, { target: { value: "1980s" } });
		const propose = screen.getByRole("button", { name: CONTINUITY_TEXT.propose });
		propose.focus();
		// Enter on the form's button submits it.
		fireEvent.submit(propose.closest("form") as HTMLFormElement);

		const list = await screen.findByRole("listitem", { name: "1950s" });
		expect(within(list).getByText("1950s")).toBeTruthy();
		expect(screen.getByRole("listitem", { name: "1970s" }).textContent).toContain(
			CONTINUITY_TEXT.emptyDecade,
		);
		expect(screen.getByText("Following Person A (1950s, 1960s, 1980s).")).toBeTruthy();
		expect(setRequests(fetchMock).at(-1)).toEqual({ family: FAMILY, from: "1950s", to: "1980s" });

		const shortlist = await screen.findByRole("combobox", { name: CONTINUITY_TEXT.shortlistLabel });
		fireEvent.change(shortlist, { target: { value: wishlistId(2) } });
		const add = screen.getByRole("button", { name: addToShortlistText(3) });
		fireEvent.submit(add.closest("form") as HTMLFormElement);
		const done = await screen.findByText(/3 of 3 photos are in Kitchen wall/);
		expect(within(done).getByRole("link", { name: "Open Kitchen wall" }).getAttribute("href")).toBe(
			`/wishlists/${wishlistId(2)}`,
		);
		expect(sentBodies(fetchMock, batch)).toEqual([
			{ photo_ids: [photoFixture(1).id, photoFixture(2).id, photoFixture(3).id] },
		]);
	});

	it("asks a guest to sign in for the shortlist step", async () => {
		mockApi({ "/api/me": signedOut, "/api/continuity/families": families, [SETS]: proposal });
		renderApp(`/continuity?family=${FAMILY}&from=1950s&to=1980s`);
		expect(await screen.findByText(CONTINUITY_TEXT.signInToShortlist)).toBeTruthy();
		expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
		expect(screen.queryByRole("combobox", { name: CONTINUITY_TEXT.shortlistLabel })).toBeNull();
	});

	it("says per field what is wrong before asking", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			"/api/continuity/families": families,
			[SETS]: proposal,
		});
		renderApp("/continuity");
		const propose = await screen.findByRole("button", { name: CONTINUITY_TEXT.propose });
		await waitFor(() => expect((propose as HTMLButtonElement).disabled).toBe(false));
		fireEvent.change(screen.getByRole("combobox", { name: CONTINUITY_TEXT.fromLabel }), {
			target: { value: "1990s" },
		});
		fireEvent.submit(propose.closest("form") as HTMLFormElement);
		const family = screen.getByRole("combobox", { name: CONTINUITY_TEXT.familyLabel });
		expect(family.getAttribute("aria-invalid")).toBe("true");
		expect(screen.getByText(CONTINUITY_TEXT.chooseFamily, { selector: "p, span" })).toBeTruthy();
		expect(screen.getByRole("combobox", { name: CONTINUITY_TEXT.toLabel }).getAttribute("aria-invalid")).toBe(
			"true",
		);
		expect(setRequests(fetchMock)).toEqual([]);
	});

	it("shows the loading state, an unknown family, and a failure of the families list", async () => {
		mockApi({
			"/api/me": signedOut,
			"/api/continuity/families": families,
			[SETS]: apiError(404, "NOT_FOUND", CONTINUITY_TEXT.familyNotFound),
		});
		const first = renderApp(`/continuity?family=${OTHER}&from=1950s&to=1980s`);
		expect((await screen.findByRole("alert")).textContent).toContain(CONTINUITY_TEXT.familyNotFound);
		first.unmount();

		mockApi({ "/api/me": signedOut, "/api/continuity/families": apiError(500, "INTERNAL", "Boom") });
		renderApp("/continuity");
		const alert = await screen.findByRole("alert");
		expect(alert.textContent).toContain("We could not load the families.");
		expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("says so when no family has photos", async () => {
		mockApi({ "/api/me": signedOut, "/api/continuity/families": { families: [] } });
		renderApp("/continuity");
		expect(await screen.findByText(CONTINUITY_TEXT.noFamilies)).toBeTruthy();
	});

	it("is linked from the search page", async () => {
		mockApi({
			"/api/me": signedOut,
			"/api/search": searchAnswer({ total: 3 }),
			"/api/continuity/families": families,
		});
		const { router } = renderApp("/search");
		const link = await screen.findByRole("link", { name: CONTINUITY_TEXT.searchLink });
		fireEvent.click(link);
		await waitFor(() => expect(router.state.location.pathname).toBe("/continuity"));
		expect(
			await screen.findByRole("heading", { level: 1, name: CONTINUITY_TEXT.builderHeading }),
		).toBeTruthy();
	});
});

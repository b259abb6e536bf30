import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PhotoGrid } from "@/components/photo-listing/photo-grid";
import { mockApi, signedInMember, signedOut } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { photoFixture } from "@/test/search-fixtures";
import { wishlistFixture } from "@/test/wishlist-fixtures";

const photos = (count: number) => Array.from({ length: count }, (_, i) => photoFixture(i + 1));

function membershipCalls(fetchMock: ReturnType<typeof mockApi>): string[][] {
	return fetchMock.mock.calls
		.map(([input]) => new URL(String(input), "http://localhost"))
		.filter((url) => url.pathname === "/api/wishlists/membership")
		.map((url) => (url.searchParams.get("photo_ids") ?? "").split(","));
}

describe("wishlist buttons on listing cards", () => {
	it("puts a heart beside each card's link, filled for photos in a wishlist, from one request", async () => {
		const grid = photos(3);
		const saved = grid[1]?.id ?? "";
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			"/api/wishlists/membership": { memberships: { [saved]: [wishlistFixture(1).id] } },
			"/api/wishlists": { wishlists: [wishlistFixture(1, { name: "Kitchen set" })] },
		});
		renderWithProviders(<PhotoGrid label="Photos" photos={grid} signedIn />);

		const list = screen.getByRole("list", { name: "Photos" });
		const hearts = await within(list).findAllByRole("button", { name: /to a wishlist|to another wishlist/ });
		expect(hearts).toHaveLength(3);
		for (const heart of hearts) expect(heart.closest("a")).toBeNull();
		// 44px targets on phones and tablets, 36px from the md breakpoint.
		for (const heart of hearts)
			expect(heart.className.split(" ")).toEqual(expect.arrayContaining(["size-11", "md:size-9"]));
		await waitFor(() =>
			expect(within(list).getByRole("button", { name: /Snapshot 2 to another wishlist/ })).toBeTruthy(),
		);
		expect(
			within(list).getByRole("button", { name: "Add Snapshot 1 to a wishlist" }).dataset.saved,
		).toBeUndefined();
		expect(within(list).getByRole("button", { name: /Snapshot 2 to another wishlist/ }).dataset.saved).toBe(
			"true",
		);
		expect(membershipCalls(fetchMock)).toHaveLength(1);
		expect(membershipCalls(fetchMock)[0]?.sort()).toEqual(grid.map((photo) => photo.id).sort());

		fireEvent.click(within(list).getByRole("button", { name: "Add Snapshot 1 to a wishlist" }));
		const dialog = await screen.findByRole("dialog", { name: "Add to wishlist" });
		expect(await within(dialog).findByRole("button", { name: /Kitchen set/ })).toBeTruthy();
		fireEvent.keyDown(dialog, { key: "Escape" });
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
	});

	it("asks about at most 100 photos a request", async () => {
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			"/api/wishlists/membership": { memberships: {} },
		});
		renderWithProviders(<PhotoGrid label="Photos" photos={photos(150)} signedIn />);

		await waitFor(() => expect(membershipCalls(fetchMock)).toHaveLength(2));
		expect(membershipCalls(fetchMock).map((ids) => ids.length)).toEqual([100, 50]);
	});

	it("gives guests no buttons and asks nothing", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut });
		renderWithProviders(<PhotoGrid label="Photos" photos={photos(3)} signedIn={false} />);

		const list = screen.getByRole("list", { name: "Photos" });
		await waitFor(() => expect(fetchMock).toHaveBeenCalled());
		expect(within(list).queryAllByRole("button")).toEqual([]);
		expect(membershipCalls(fetchMock)).toEqual([]);
	});
});

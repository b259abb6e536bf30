import type { PhotoLicensing } from "@core/contracts/licensing";
import { LICENSING_TEXT } from "@core/licensing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, requestedPaths, sentBodies, signedInMember } from "@/test/api-mock";
import { cartApi } from "@/test/cart-fixtures";
import { PHOTO_ID, photoClearanceFixture, photoDetail } from "@/test/photo-detail-fixtures";
import { renderApp } from "@/test/render-app";

/** GET /api/photos/{id}/licensing for a $12.50 photo: hero $62.50, exclusive ×3 and ×5 (issue 30). */
function licensing(overrides: Partial<PhotoLicensing> = {}): PhotoLicensing {
	return {
		photo_id: PHOTO_ID,
		prices: {
			background_cents: 1250,
			hero_cents: 6250,
			exclusive: [
				{ months: 6, price_cents: 18750 },
				{ months: 12, price_cents: 31250 },
			],
		},
		hero_cleared: true,
		held_by_other_until: null,
		my_holds: [],
		exclusivity: null,
		hero_block: null,
		exclusive_block: null,
		...overrides,
	};
}

function mockPhoto(answer: PhotoLicensing, extra: Record<string, unknown> = {}) {
	return mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		"/api/photos/42": photoDetail(),
		[`/api/photos/${PHOTO_ID}/similar`]: { photos: [], total: 0, offset: 0, has_more: false },
		[`/api/photos/${PHOTO_ID}/clearance`]: photoClearanceFixture(),
		[`/api/photos/${PHOTO_ID}/licensing`]: answer,
		...extra,
	});
}

const price = () => screen.getByTestId("license-price").textContent;

/** The hero radio, once the page is there (the first page of a file takes seconds on a loaded machine). */
const findHero = () => screen.findByRole("radio", { name: /Hero usage/ }, { timeout: 15_000 });

describe("the photo page's exclusivity (issue 30)", { timeout: 20_000 }, () => {
	it("offers the exclusive terms with their prices once hero usage is chosen; the price follows the choice", async () => {
		mockPhoto(licensing());
		renderApp("/photo/42");
		await findHero();
		expect(screen.queryByRole("group", { name: "Exclusivity" })).toBeNull();

		fireEvent.click(screen.getByRole("radio", { name: /Hero usage/ }));
		const group = await screen.findByRole("group", { name: "Exclusivity" });
		const none = within(group).getByRole("radio", { name: /Not exclusive/ });
		expect(none).toHaveProperty("checked", true);
		expect(none.closest("label")?.textContent).toContain("$62.50");
		expect(
			within(group)
				.getByRole("radio", { name: /Exclusive for 6 months/ })
				.closest("label")?.textContent,
		).toContain("$187.50");
		expect(price()).toBe("$62.50");

		fireEvent.click(within(group).getByRole("radio", { name: /Exclusive for 12 months/ }));
		expect(price()).toBe("$312.50");
		fireEvent.click(within(group).getByRole("radio", { name: /Exclusive for 6 months/ }));
		expect(price()).toBe("$187.50");

		// Back to background dressing: no exclusivity, the background price.
		fireEvent.click(screen.getByRole("radio", { name: /Background dressing/ }));
		expect(screen.queryByRole("group", { name: "Exclusivity" })).toBeNull();
		expect(price()).toBe("$12.50");
	});

	it("sends the exclusive term with Add to Cart, and then names it under 'In Cart'", async () => {
		const cart = cartApi();
		const fetchMock = mockPhoto(licensing(), cart.table);
		renderApp("/photo/42");
		fireEvent.click(await findHero());
		fireEvent.click(await screen.findByRole("radio", { name: /Exclusive for 12 months/ }));
		await waitFor(() => expect(requestedPaths(fetchMock)).toContain("/api/cart"));
		fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));

		expect(await screen.findByText("Photo added to your cart successfully")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toEqual([
			{ photo_id: PHOTO_ID, license_type: "hero-usage", exclusive_months: 12 },
		]);
		expect(
			await screen.findByText("In your cart as Hero usage, exclusive for 12 months — change it in the cart"),
		).toBeTruthy();
	});

	it("shows the server's message when it refuses the licence (409)", async () => {
		const refusal = LICENSING_TEXT.exclusiveRefused;
		const cart = cartApi([], { refuse: refusal });
		const fetchMock = mockPhoto(licensing(), cart.table);
		renderApp("/photo/42");
		fireEvent.click(await findHero());
		fireEvent.click(await screen.findByRole("radio", { name: /Exclusive for 6 months/ }));
		await waitFor(() => expect(requestedPaths(fetchMock)).toContain("/api/cart"));
		fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
		expect(await screen.findByText(refusal)).toBeTruthy();
		expect(screen.queryByText("Photo already in cart")).toBeNull();
		expect(screen.getByRole("button", { name: "Add to Cart" })).toBeTruthy();
	});

	it("disables hero usage with the reason when another production holds the photo or has it exclusively", async () => {
		const block = LICENSING_TEXT.exclusiveTaken("2027-03-01T00:00:00.000Z");
		mockPhoto(licensing({ hero_block: block, exclusive_block: block }));
		renderApp("/photo/42");
		const hero = await findHero();
		await waitFor(() => expect(hero).toHaveProperty("disabled", true));
		const reason = screen.getByText(block);
		expect(hero.getAttribute("aria-describedby")).toBe(reason.id);
		expect(screen.queryByRole("group", { name: "Exclusivity" })).toBeNull();
		expect(price()).toBe("$12.50");
	});

	it("disables the exclusive terms with the reason, and keeps hero usage open", async () => {
		mockPhoto(licensing({ exclusive_block: LICENSING_TEXT.exclusiveRefused }));
		renderApp("/photo/42");
		fireEvent.click(await findHero());
		const group = await screen.findByRole("group", { name: "Exclusivity" });
		const six = within(group).getByRole("radio", { name: /Exclusive for 6 months/ });
		expect(six).toHaveProperty("disabled", true);
		expect(within(group).getByRole("radio", { name: /Exclusive for 12 months/ })).toHaveProperty(
			"disabled",
			true,
		);
		expect(within(group).getByRole("radio", { name: /Not exclusive/ })).toHaveProperty("disabled", false);
		expect(six.getAttribute("aria-describedby")).toBe(
			within(group).getByText(LICENSING_TEXT.exclusiveRefused).id,
		);
		expect(price()).toBe("$62.50");
	});

	it("says so when the viewer's own production has the photo exclusively", async () => {
		mockPhoto(
			licensing({
				exclusivity: { until: "2027-05-31T12:00:00.000Z", mine: true, production: "The Long Summer" },
			}),
		);
		renderApp("/photo/42");
		expect(await screen.findByText("Exclusive to The Long Summer until May 31, 2027")).toBeTruthy();
	});

	it("keeps price and Add to Cart before the licence choice, and the exclusivity after it", async () => {
		mockPhoto(licensing(), cartApi().table);
		renderApp("/photo/42");
		fireEvent.click(await findHero());
		const group = await screen.findByRole("group", { name: "Exclusivity" });
		const order = [
			screen.getByTestId("license-price"),
			screen.getByRole("button", { name: "Add to Cart" }),
			screen.getByRole("radio", { name: /Hero usage/ }),
			group,
		];
		for (let i = 1; i < order.length; i++) {
			const before = order[i - 1] as Element;
			expect(
				before.compareDocumentPosition(order[i] as Element) & Node.DOCUMENT_POSITION_FOLLOWING,
			).toBeTruthy();
		}
	});
});

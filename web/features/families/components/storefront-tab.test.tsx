import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { byMethod, json, mockApi, never, sentBodies } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { renderRoutes } from "@/test/render-routes";
import { CLOSE_EXPLAINED } from "./close-storefront";
import { StorefrontTab } from "./storefront-tab";

const STOREFRONT = "/api/family/storefront";
const USER = "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f";
const storefront = {
	user_id: USER,
	storefront_name: "The Rose Family",
	storefront_bio: null,
	location: null,
	portrait_url: null,
	notify_sales: true,
	notify_reviews: true,
	notify_payouts: true,
	closed_at: null,
	live_count: 3,
};
const render = () => renderRoutes([{ path: "/family", element: <StorefrontTab /> }], "/family");

describe("the Storefront tab", () => {
	it("loads, then links to the public storefront and shows a field's problem before sending", async () => {
		mockApi({ [STOREFRONT]: never() });
		const loading = render();
		expect(await screen.findByText("Loading your storefront…")).toBeTruthy();
		loading.unmount();

		const fetchMock = mockApi({ [STOREFRONT]: byMethod({ GET: { storefront } }) });
		render();
		const link = await screen.findByRole("link", { name: "See your public storefront" });
		expect(link.getAttribute("href")).toBe(`/user/${USER}`);
		fireEvent.change(screen.getByLabelText("Storefront name"), { target: { value: "R" } });
		fireEvent.click(screen.getByRole("button", { name: "Save storefront" }));
		await waitFor(() =>
			expect(fieldError("Storefront name")).toBe("Storefront name must be at least 2 characters long"),
		);
		expect(sentBodies(fetchMock, STOREFRONT).filter(Boolean)).toHaveLength(0);
	});

	it("turns a mail off with one press, sending only that switch", async () => {
		const patch = () => json({ storefront: { ...storefront, notify_sales: false } });
		const fetchMock = mockApi({ [STOREFRONT]: byMethod({ GET: { storefront }, PATCH: patch }) });
		render();
		const sales = await screen.findByRole("switch", { name: "Email me when a photo is licensed" });
		expect(sales.getAttribute("aria-checked")).toBe("true");
		fireEvent.click(sales);
		await waitFor(() => expect(sales.getAttribute("aria-checked")).toBe("false"));
		expect(sentBodies(fetchMock, STOREFRONT).filter(Boolean)).toEqual([{ notify_sales: false }]);
	});

	it("closes the storefront only after a confirmation that says licences stay valid", async () => {
		const closed = { ...storefront, closed_at: "2026-11-27T10:00:00.000Z", live_count: 0 };
		let done = false;
		const read = () => json({ storefront: done ? closed : storefront });
		const close = () => {
			done = true;
			return json({ storefront: closed, withdrawn: 3 });
		};
		const fetchMock = mockApi({
			[STOREFRONT]: byMethod({ GET: read }),
			"/api/family/storefront/close": byMethod({ POST: close }),
		});
		render();
		fireEvent.click(await screen.findByRole("button", { name: "Close my storefront" }));
		const dialog = screen.getByRole("dialog", { name: "Close your storefront?" });
		expect(within(dialog).getByText(CLOSE_EXPLAINED)).toBeTruthy();
		expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith("/close"))).toBe(false);
		fireEvent.click(within(dialog).getByRole("button", { name: "Close my storefront" }));
		expect(await screen.findByText("Storefront closed")).toBeTruthy();
		expect(await screen.findByText(/Your storefront was closed on/)).toBeTruthy();
	});
});

import type { Purchase } from "@core/contracts/orders";
import { ORDER_TEXT } from "@core/orders";
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
import {
	orderFixture,
	orderItemFixture,
	orderSummaryFixture,
	paidOrderFixture,
	purchaseId,
	purchasesOf,
} from "@/test/order-fixtures";
import { renderApp } from "@/test/render-app";

const newer = paidOrderFixture(12, {
	paid_at: "2025-05-02T09:00:00.000Z",
	production: { project_id: null, name: "Winter Special", company: null },
	items: [orderItemFixture(3, { purchased: true, license: "hero-usage" })],
});
const older = paidOrderFixture(11);
const awaiting = orderFixture(13, { due_date: "2025-06-01" });

/** An answer of GET /api/purchases: the licences given, as one page unless told otherwise. */
function purchasePage(purchases: Purchase[], total = purchases.length, page = 1) {
	return { purchases, total, page, page_size: 24 };
}

function renderPurchases(table: Record<string, unknown> = {}, at = "/my-purchases") {
	const fetchMock = mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		"/api/purchases": purchasePage([...purchasesOf(newer), ...purchasesOf(older)]),
		"/api/orders": { orders: [awaiting, newer, older].map(orderSummaryFixture) },
		...table,
	});
	return { fetchMock, ...renderApp(at) };
}

/** The browser's part of a download: the anchor the page clicks, recorded instead of followed. */
function recordDownloads(): string[] {
	const clicked: string[] = [];
	vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
		clicked.push(this.href);
	});
	return clicked;
}

describe("/my-purchases", () => {
	it("lists the licences by order, newest first, with the orders awaiting payment above", async () => {
		renderPurchases();

		expect(await screen.findByRole("heading", { level: 1, name: "My purchases" })).toBeTruthy();
		await waitFor(() => expect(document.title).toContain("My purchases"));
		// The heading shows while the purchases load; the count and groups come with the data.
		expect(await screen.findByText("3 licences")).toBeTruthy();
		const pending = await screen.findByRole("region", { name: "Awaiting payment" });
		expect(within(pending).getByRole("link", { name: "SSD-000013" }).getAttribute("href")).toBe(
			`/orders/${awaiting.id}`,
		);
		expect(within(pending).getByText(/^Due /)).toBeTruthy();
		expect(
			within(pending)
				.getByRole("link", { name: /Invoice \(PDF\)/ })
				.getAttribute("href"),
		).toBe(`/api/orders/${awaiting.id}/invoice.pdf`);
		// Paid orders are not awaiting anything.
		expect(within(pending).queryByText("SSD-000012")).toBeNull();

		const groups = screen.getAllByRole("region", { name: /^SSD-/ });
		expect(groups.map((group) => within(group).getByRole("heading", { level: 2 }).textContent)).toEqual([
			"SSD-000012",
			"SSD-000011",
		]);
		const [first, second] = groups as [HTMLElement, HTMLElement];
		expect(within(first).getByText(/Winter Special/)).toBeTruthy();
		expect(within(first).getByText("#1003 · Hero usage")).toBeTruthy();
		expect(within(first).getByText("$245.00")).toBeTruthy();
		// Each licence links to its public verification page (issue 28).
		expect(
			within(first).getByRole("link", { name: "Verify licence SSD-000001-03" }).getAttribute("href"),
		).toBe("/verify/ABCDEFGH0003");
		expect(
			within(first)
				.getByRole("link", { name: /Licence certificate \(PDF\)/ })
				.getAttribute("href"),
		).toBe(`/api/orders/${newer.id}/certificate.pdf`);
		expect(within(second).getAllByRole("button", { name: /^Download original: / })).toHaveLength(2);
	});

	it("asks for a fresh link on each click and hands it to the browser, with progress meanwhile", async () => {
		const clicked = recordDownloads();
		let issued = 0;
		let release: () => void = () => {};
		const issue = () =>
			new Promise<Response>((resolve) => {
				issued++;
				release = () =>
					resolve(
						json({
							url: `/api/downloads/${issued}?expires=9&signature=f`,
							expires_at: "2025-05-02T09:05:00.000Z",
						}),
					);
			});
		const { fetchMock } = renderPurchases({
			[`/api/purchases/${purchaseId(3)}/download-link`]: byMethod({ POST: issue }),
		});

		const button = await screen.findByRole("button", { name: "Download original: Snapshot 3" });
		// No link is fetched before the click: it would expire unused.
		expect(requestedPaths(fetchMock).some((path) => path.endsWith("/download-link"))).toBe(false);
		fireEvent.click(button);
		await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("true"));
		fireEvent.click(button);
		await waitFor(() => expect(issued).toBe(1));
		release();
		await waitFor(() =>
			expect(clicked).toEqual(["http://localhost:3000/api/downloads/1?expires=9&signature=f"]),
		);
		expect(button.getAttribute("aria-busy")).toBeNull();

		fireEvent.click(button);
		await waitFor(() => expect(issued).toBe(2));
		release();
		await waitFor(() => expect(clicked).toHaveLength(2));
		expect(sentBodies(fetchMock, `/api/purchases/${purchaseId(3)}/download-link`)).toEqual([
			undefined,
			undefined,
		]);
	});

	it("toasts why a download could not start", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const clicked = recordDownloads();
		renderPurchases({
			[`/api/purchases/${purchaseId(3)}/download-link`]: byMethod({
				// The licence was refunded since the page was read: the server no longer finds it.
				POST: apiError(404, "NOT_FOUND", ORDER_TEXT.purchaseNotFound),
			}),
		});

		fireEvent.click(await screen.findByRole("button", { name: "Download original: Snapshot 3" }));
		const title = await screen.findByText("Download failed");
		expect(title.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("error");
		expect(screen.getByText(ORDER_TEXT.purchaseNotFound)).toBeTruthy();
		expect(clicked).toEqual([]);
		expect(warn).toHaveBeenCalled();
	});

	it("says 'No licences yet' and points to the photos when there is nothing", async () => {
		renderPurchases({ "/api/purchases": purchasePage([]), "/api/orders": { orders: [] } });

		expect(await screen.findByRole("heading", { name: "No licences yet" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Browse photos" }).getAttribute("href")).toBe("/photos");
	});

	it("shows only the orders awaiting payment when none is paid yet", async () => {
		renderPurchases({ "/api/purchases": purchasePage([]) });

		expect(await screen.findByRole("region", { name: "Awaiting payment" })).toBeTruthy();
		expect(screen.queryByRole("heading", { name: "No licences yet" })).toBeNull();
	});

	it("searches as typing pauses, back to the first page, and says when nothing matches", async () => {
		const { fetchMock } = renderPurchases(
			{
				"/api/purchases": (url: URL) =>
					json(
						url.searchParams.get("q") === "zebra"
							? purchasePage([])
							: purchasePage(purchasesOf(newer), 30, 2),
					),
			},
			"/my-purchases?page=2",
		);
		expect(await screen.findByRole("navigation", { name: "Pages of licences" })).toBeTruthy();
		expect(screen.getByText("Page 2 of 2")).toBeTruthy();
		expect(screen.getByRole("link", { name: /Previous/ }).getAttribute("href")).toBe("/my-purchases");

		fireEvent.change(screen.getByRole("searchbox", { name: "Search licences" }), {
			target: { value: "zebra" },
		});
		expect(await screen.findByRole("heading", { name: "No licences match" })).toBeTruthy();
		const asked = fetchMock.mock.calls
			.map(([input]) => new URL(String(input), "http://localhost"))
			.filter((url) => url.pathname === "/api/purchases")
			.map((url) => url.search);
		// The search starts over at the first page.
		expect(asked).toEqual(["?page=2", "?q=zebra"]);
		expect(screen.queryByRole("navigation", { name: "Pages of licences" })).toBeNull();
	});

	it("shows a company's licences with the company, without the documents the member may not open", async () => {
		const company = paidOrderFixture(14, {
			company: { id: crypto.randomUUID(), name: "Harbor Films" },
			production: { project_id: null, name: "The Long Summer", company: "Harbor Films" },
		});
		const licences = purchasesOf(company).map((p) => ({ ...p, certificate_url: null }));
		renderPurchases({ "/api/purchases": purchasePage(licences), "/api/orders": { orders: [] } });

		const group = await screen.findByRole("region", { name: "SSD-000014" });
		expect(within(group).getByText(/Harbor Films/)).toBeTruthy();
		expect(within(group).getByText("The Long Summer")).toBeTruthy();
		expect(within(group).queryByRole("link", { name: "SSD-000014" })).toBeNull();
		expect(within(group).queryByRole("link", { name: /Licence certificate/ })).toBeNull();
		expect(within(group).getAllByRole("button", { name: /^Download original: / })).toHaveLength(2);
	});
});

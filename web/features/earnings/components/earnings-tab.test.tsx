import type { EarningsResponse } from "@core/contracts/earnings";
import { royaltyRuleText } from "@core/earnings";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, never, signedInMember } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { EARNINGS_TEXT_WEB, EarningsTab } from "./earnings-tab";

const family = { user: { ...signedInMember.user, is_family: true } };
const photo = (n: number) => ({
	id: `3a2b1c0d-9e8f-4a7b-8c6d-${n.toString(16).padStart(12, "0")}`,
	photoid: 1000 + n,
	title: `Grandpa's boat ${n}`,
	thumbnail_url: `/media/thumbs/${n}.webp`,
});

const month = (m: string, over: Partial<EarningsResponse["months"][number]> = {}) => ({
	month: m,
	sales: 0,
	refunds: 0,
	earned_cents: 0,
	refunded_cents: 0,
	paid_out_cents: 0,
	...over,
});

function earnings(over: Partial<EarningsResponse> = {}): EarningsResponse {
	return {
		royalty_percent: 50,
		payout_minimum_cents: 5000,
		balance_cents: 4250,
		totals: { sales: 3, earned_cents: 7250, refunded_cents: 1000, paid_out_cents: 2000 },
		year: 2026,
		years: [2026, 2025],
		months: [
			month("2026-10", { sales: 1, earned_cents: 2500, paid_out_cents: 2000 }),
			month("2026-11", { sales: 2, refunds: 1, earned_cents: 4750, refunded_cents: 1000 }),
		],
		photos: [
			{ photo: photo(1), licences: 2, earned_cents: 5250 },
			{ photo: null, licences: 0, earned_cents: 0 },
		],
		recent: [
			{
				id: 3,
				date: "2026-11-20T10:00:00.000Z",
				kind: "refund",
				photo: photo(2),
				license_type: "background-dressing",
				line_paid_cents: 2000,
				percent: 50,
				amount_cents: -1000,
			},
			{
				id: 2,
				date: "2026-11-18T10:00:00.000Z",
				kind: "sale",
				photo: photo(1),
				license_type: "hero-usage",
				line_paid_cents: 5500,
				percent: 50,
				amount_cents: 2750,
			},
		],
		payouts: [
			{
				id: "8f0e7a52-1c0e-4d57-9a54-3f6f0c1f8e21",
				paid_on: "2026-10-30",
				amount_cents: 2000,
				reference: "WIRE-77",
			},
		],
		...over,
	};
}

function renderTab(answer: unknown, url = "/family?tab=earnings") {
	const fetchMock = mockApi({
		"/api/me": family,
		"/api/me/is-admin": { is_admin: false },
		"/api/family/earnings": answer,
	});
	return { fetchMock, ...renderWithProviders(<EarningsTab />, { url }) };
}

describe("the Earnings tab", () => {
	it("shows the balance, the rule, the months with their statements, photos, sales by licence type and payouts", async () => {
		renderTab(earnings());
		expect(await screen.findByText(royaltyRuleText(50))).toBeTruthy();
		const figures = screen.getByText("Balance").closest("dl") as HTMLElement;
		expect(within(figures).getByText("$42.50")).toBeTruthy();
		expect(screen.getByText(/We pay out when your balance reaches \$50\.00/).textContent).toContain(
			"Last payout $20.00",
		);
		const months = screen.getByRole("table", { name: /by month in 2026/ });
		const rows = within(months).getAllByRole("row");
		// Newest month first.
		expect(within(rows[1] as HTMLElement).getByRole("rowheader").textContent).toBe("November 2026");
		expect(
			within(months).getByRole("link", { name: "CSV statement for November 2026" }).getAttribute("href"),
		).toBe("/api/family/earnings/statements/2026-11.csv");
		expect(
			within(months)
				.getByRole("link", { name: "PDF statement for November 2026 (opens in a new tab)" })
				.getAttribute("href"),
		).toBe("/api/family/earnings/statements/2026-11.pdf");
		const photos = screen.getByRole("table", { name: /each of your photos earned in 2026/ });
		expect(within(photos).getByRole("link", { name: /Grandpa's boat 1/ })).toBeTruthy();
		expect(within(photos).getByText("A photo since removed")).toBeTruthy();
		const recent = screen.getByRole("table", { name: /latest sales/ });
		expect(within(recent).getByText("Hero usage")).toBeTruthy();
		expect(within(recent).getByText("Refunded")).toBeTruthy();
		expect(within(recent).getByText("-$10.00")).toBeTruthy();
		expect(
			within(screen.getByRole("table", { name: /Money paid to you/ })).getByText("WIRE-77"),
		).toBeTruthy();
	});

	it("asks for another year when one is chosen", async () => {
		const { fetchMock } = renderTab(earnings());
		const picker = await screen.findByRole("combobox", { name: "Year" });
		fireEvent.change(picker, { target: { value: "2025" } });
		await waitFor(() =>
			expect(fetchMock.mock.calls.some(([input]) => String(input).includes("year=2025"))).toBe(true),
		);
	});

	it("says there are no sales yet, with the rule", async () => {
		renderTab(
			earnings({
				balance_cents: 0,
				totals: { sales: 0, earned_cents: 0, refunded_cents: 0, paid_out_cents: 0 },
				photos: [],
				recent: [],
				payouts: [],
			}),
		);
		expect(await screen.findByRole("heading", { name: EARNINGS_TEXT_WEB.empty })).toBeTruthy();
		expect(screen.queryByRole("table")).toBeNull();
	});

	it("says it is loading while the earnings are on their way", async () => {
		renderTab(never());
		expect(await screen.findByText(EARNINGS_TEXT_WEB.loading)).toBeTruthy();
	});

	it("offers to try again when the earnings cannot be read", async () => {
		renderTab(apiError(500, "INTERNAL_ERROR", "boom"));
		expect(await screen.findByRole("alert")).toBeTruthy();
		expect(screen.getByText(EARNINGS_TEXT_WEB.loadFailed)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});

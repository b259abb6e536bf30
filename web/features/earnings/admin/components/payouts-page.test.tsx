import type { AdminPayoutsResponse } from "@core/contracts/earnings";
import { EARNINGS_TEXT } from "@core/earnings";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, never, sentBodies, signedInAdmin } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { renderApp } from "@/test/render-app";
import { PAYOUTS_PAGE_TEXT } from "./payouts-page";
import { PAYOUT_FORM_TEXT } from "./record-payout-dialog";

const PATH = "/api/admin/payouts";
const FAMILY = "2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d";

const session = {
	"/api/me": signedInAdmin,
	"/api/me/is-admin": { is_admin: true },
	"/api/cart/count": { count: 0 },
};

const list: AdminPayoutsResponse = {
	minimum_cents: 5000,
	due: [
		{
			family: { id: FAMILY, storefront_name: "The Hale Album", email: "rose@family.test" },
			balance_cents: 12550,
			last_payout: { paid_on: "2026-09-30", amount_cents: 8000 },
		},
	],
	recent: [
		{
			id: "9c8b7a65-4321-4fed-8cba-000000000001",
			paid_on: "2026-09-30",
			amount_cents: 8000,
			reference: "WIRE-0930",
			family: { id: FAMILY, storefront_name: "The Hale Album", email: "rose@family.test" },
			recorded_by: "curator@studio.test",
		},
	],
};

/** The server refuses the first payout (the balance moved meanwhile), then records the next. */
function refuseThenRecord() {
	let posted = 0;
	return async () => {
		posted += 1;
		return posted === 1
			? apiError(422, "VALIDATION_ERROR", "too much", {
					amount_cents: EARNINGS_TEXT.amountOverBalance(12000),
				})
			: json(
					{
						payout: { ...list.recent[0], id: "9c8b7a65-4321-4fed-8cba-000000000002", amount_cents: 12000 },
						balance_cents: 550,
					},
					201,
				);
	};
}

function renderPage(answer: unknown) {
	const fetchMock = mockApi({ ...session, [PATH]: answer });
	return { fetchMock, ...renderApp("/admin/payouts") };
}

async function openDialog() {
	fireEvent.click(await screen.findByRole("button", { name: "Record payout to The Hale Album" }));
	return screen.getByRole("dialog");
}

describe("/admin/payouts", () => {
	it("lists the families due a payout with balance and last payout, and the recent payouts", async () => {
		renderPage(list);
		const due = await screen.findByRole("table", { name: /due a payout/ });
		const row = within(due).getByRole("row", { name: /The Hale Album/ });
		expect(within(row).getByText("$125.50")).toBeTruthy();
		expect(within(row).getByText(/\$80\.00 on/)).toBeTruthy();
		const recent = screen.getByRole("table", { name: /Payouts recorded/ });
		expect(within(recent).getByText("WIRE-0930")).toBeTruthy();
		expect(within(recent).getByText("curator@studio.test")).toBeTruthy();
	});

	it("records a payout: the amount starts at the balance, the reference is required, the server's refusal shows under its field", async () => {
		const { fetchMock } = renderPage(byMethod({ GET: list, POST: refuseThenRecord() }));
		const dialog = await openDialog();
		expect(
			(within(dialog).getByLabelText(PAYOUT_FORM_TEXT.amount, { exact: false }) as HTMLInputElement).value,
		).toBe("125.50");
		fireEvent.click(within(dialog).getByRole("button", { name: PAYOUT_FORM_TEXT.submit }));
		expect(fieldError(PAYOUT_FORM_TEXT.reference)).toBe(EARNINGS_TEXT.referenceRequired);
		await waitFor(() =>
			expect(document.activeElement).toBe(
				within(dialog).getByLabelText(PAYOUT_FORM_TEXT.reference, { exact: false }),
			),
		);
		expect(sentBodies(fetchMock, PATH).filter(Boolean)).toEqual([]);

		const amount = within(dialog).getByLabelText(PAYOUT_FORM_TEXT.amount, { exact: false });
		fireEvent.change(amount, { target: { value: "200" } });
		fireEvent.change(within(dialog).getByLabelText(PAYOUT_FORM_TEXT.reference, { exact: false }), {
			target: { value: "WIRE-1127" },
		});
		fireEvent.click(within(dialog).getByRole("button", { name: PAYOUT_FORM_TEXT.submit }));
		// Checked in the browser first: more than the balance never leaves.
		expect(fieldError(PAYOUT_FORM_TEXT.amount)).toBe(EARNINGS_TEXT.amountOverBalance(12550));

		fireEvent.change(amount, { target: { value: "120" } });
		fireEvent.click(within(dialog).getByRole("button", { name: PAYOUT_FORM_TEXT.submit }));
		// The server, which knows the balance now, refused: its words under the amount.
		await waitFor(() =>
			expect(fieldError(PAYOUT_FORM_TEXT.amount)).toBe(EARNINGS_TEXT.amountOverBalance(12000)),
		);
		fireEvent.change(amount, { target: { value: "120.00" } });
		fireEvent.click(within(dialog).getByRole("button", { name: PAYOUT_FORM_TEXT.submit }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(sentBodies(fetchMock, PATH).filter(Boolean)).toEqual([
			{ family_id: FAMILY, amount_cents: 12000, reference: "WIRE-1127" },
			{ family_id: FAMILY, amount_cents: 12000, reference: "WIRE-1127" },
		]);
	});

	it("says when no family is due a payout", async () => {
		renderPage({ ...list, due: [], recent: [] });
		expect(await screen.findByRole("heading", { name: PAYOUTS_PAGE_TEXT.noneDue })).toBeTruthy();
		expect(screen.getByText(PAYOUTS_PAGE_TEXT.noneRecent)).toBeTruthy();
	});

	it("says it is loading while the list is on its way", async () => {
		renderPage(never());
		expect(await screen.findByText(PAYOUTS_PAGE_TEXT.loading)).toBeTruthy();
	});

	it("offers to try again when the list cannot be read", async () => {
		renderPage(apiError(500, "INTERNAL_ERROR", "boom"));
		expect(await screen.findByText(PAYOUTS_PAGE_TEXT.loadFailed)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});

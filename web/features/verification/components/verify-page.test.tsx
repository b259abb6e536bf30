import type { VerifyResponse } from "@core/contracts/verification";
import { VERIFY_TEXT } from "@core/licence-verification";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, requestedPaths, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { VERIFY_NOT_FOUND_TITLE } from "./verify-page";

const CODE = "ABCDEFGH2345";
const API = `/api/verify/${CODE}`;

const licence = (n: number, standing: VerifyResponse["licences"][number]["standing"] = "valid") => ({
	licence_number: `SSD-000042-0${n}`,
	photo: { photoid: 1000 + n, title: `Kitchen table ${n}`, thumbnail_url: `/media/thumbs/${1000 + n}.webp` },
	license_type: "hero-usage" as const,
	licensor: "The Hale Family Album",
	standing,
	standing_label: {
		valid: "Valid",
		refunded: "Refunded — no longer valid",
		cancelled: "Cancelled — never licensed",
		awaiting_payment: "Ordered — awaiting payment, not yet licensed",
	}[standing],
	licensed_at: standing === "awaiting_payment" ? null : "2026-11-20T10:00:00.000Z",
	ended_at: standing === "refunded" ? "2026-11-25T10:00:00.000Z" : null,
});

const answer = (overrides: Partial<VerifyResponse> = {}): VerifyResponse => ({
	kind: "licence",
	reference: "SSD-000042",
	production: { name: "Winter Light", company: "Northbound Films" },
	ordered_at: "2026-11-19T10:00:00.000Z",
	issuer: "Snapshot Licensing LLC",
	licences: [licence(1)],
	...overrides,
});

describe("/verify/{code}", () => {
	it("shows a signed-out visitor a valid licence: its number, production, photo, licence type and licensor", async () => {
		mockApi({ "/api/me": signedOut, [API]: answer() });
		renderApp(`/verify/${CODE}`);

		expect(await screen.findByRole("heading", { level: 1, name: "Licence SSD-000042-01" })).toBeTruthy();
		const card = screen.getByRole("article", { name: "Licence SSD-000042-01" });
		expect(within(card).getByText("Valid")).toBeTruthy();
		expect(within(card).getByText("This licence is genuine and in force.")).toBeTruthy();
		expect(within(card).getByText("Hero usage")).toBeTruthy();
		expect(within(card).getByText("The Hale Family Album")).toBeTruthy();
		expect(within(card).getByText(/Kitchen table 1/)).toBeTruthy();
		expect(screen.getByText("Winter Light, Northbound Films")).toBeTruthy();
		expect(screen.getByText(/issued by Snapshot Licensing LLC on order SSD-000042/)).toBeTruthy();
		expect(document.title).toContain("Verify a licence");
	});

	it("names an exclusive licence with its term and lists its terms (issue 30)", async () => {
		const exclusive = {
			...licence(1),
			licence_name: "Hero usage, exclusive for 12 months",
			notes: [
				"Hero usage, exclusive for 12 months: from November 20, 2026 to November 20, 2027",
				"Upgrades licence SSD-000040-02",
			],
		};
		mockApi({ "/api/me": signedOut, [API]: answer({ licences: [exclusive] }) });
		renderApp(`/verify/${CODE}`);

		const card = await screen.findByRole("article", { name: "Licence SSD-000042-01" });
		expect(within(card).getByText("Hero usage, exclusive for 12 months")).toBeTruthy();
		const terms = within(card).getByRole("list", { name: "Terms of this licence" });
		expect(
			within(terms)
				.getAllByRole("listitem")
				.map((item) => item.textContent),
		).toEqual(exclusive.notes);
	});

	it("says a refunded licence is no longer valid, and an unpaid one is not licensed yet", async () => {
		mockApi({ "/api/me": signedOut, [API]: answer({ licences: [licence(1, "refunded")] }) });
		const { unmount } = renderApp(`/verify/${CODE}`);
		const card = await screen.findByRole("article", { name: "Licence SSD-000042-01" });
		expect(within(card).getByText("Refunded — no longer valid")).toBeTruthy();
		expect(within(card).getByText("Refunded on")).toBeTruthy();
		expect(within(card).queryByText("Valid")).toBeNull();
		unmount();

		mockApi({ "/api/me": signedOut, [API]: answer({ licences: [licence(1, "awaiting_payment")] }) });
		renderApp(`/verify/${CODE}`);
		const unpaid = await screen.findByRole("article", { name: "Licence SSD-000042-01" });
		expect(within(unpaid).getByText("Ordered — awaiting payment, not yet licensed")).toBeTruthy();
		expect(within(unpaid).getByText("Not licensed")).toBeTruthy();
	});

	it("lists every licence of a certificate with its own standing", async () => {
		mockApi({
			"/api/me": signedOut,
			[API]: answer({ kind: "certificate", licences: [licence(1), licence(2, "refunded")] }),
		});
		renderApp(`/verify/${CODE}`);

		expect(await screen.findByRole("heading", { level: 1, name: "Certificate SSD-000042" })).toBeTruthy();
		expect(screen.getByText(/1 of 2 licences are valid/)).toBeTruthy();
		const list = screen.getByRole("region", { name: "Licences on this certificate" });
		expect(within(list).getAllByRole("article")).toHaveLength(2);
		expect(
			within(screen.getByRole("article", { name: "Licence SSD-000042-02" })).getByText(
				"Refunded — no longer valid",
			),
		).toBeTruthy();
	});

	it("says an unknown code is not found, and never asks the server about one that cannot be a code", async () => {
		mockApi({ "/api/me": signedOut, [API]: apiError(404, "NOT_FOUND", VERIFY_TEXT.notFound) });
		const { unmount } = renderApp(`/verify/${CODE}`);
		expect(await screen.findByRole("heading", { level: 1, name: VERIFY_NOT_FOUND_TITLE })).toBeTruthy();
		expect(screen.getByText(VERIFY_TEXT.notFound)).toBeTruthy();
		unmount();

		const fetchMock = mockApi({ "/api/me": signedOut });
		renderApp("/verify/not-a-code");
		expect(await screen.findByRole("heading", { level: 1, name: VERIFY_NOT_FOUND_TITLE })).toBeTruthy();
		expect(screen.getByText(VERIFY_TEXT.badCode)).toBeTruthy();
		expect(requestedPaths(fetchMock).some((path) => path.startsWith("/api/verify"))).toBe(false);
	});

	it("offers a retry when the check fails", async () => {
		let calls = 0;
		mockApi({
			"/api/me": signedOut,
			[API]: () =>
				++calls <= 2 ? apiError(500, "INTERNAL", "Something went wrong") : Response.json(answer()),
		});
		renderApp(`/verify/${CODE}`);
		expect(await screen.findByText("We could not check this licence right now.")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: /try again/i }));
		expect(await screen.findByRole("heading", { level: 1, name: "Licence SSD-000042-01" })).toBeTruthy();
	});
});

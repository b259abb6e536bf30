import { COMPANY_LOGO_MAX_BYTES } from "@core/contracts/companies";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, byMethod, json, mockApi, signedInAdmin } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { LOGO_TYPE_PROBLEM, logoSizeProblem } from "../lib/logo-file";
import { COMPANY_NOT_FOUND } from "./admin-company-page";
import { LOGO_TEXT } from "./logo-upload";

const ID = "8c3f2e40-5d6f-4071-8c8d-000000000001";
const DETAIL = `/api/admin/companies/${ID}`;
const LOGO = `${DETAIL}/logo`;

const company = {
	id: ID,
	name: "Zenith Films",
	company_logo: null as string | null,
	created_at: "2025-02-03T10:00:00.000Z",
	owner: { id: "9b2f7a52-1c0e-4d57-9a54-3f6f0c1f8e21", email: "ada@example.com", first_name: "Ada" },
	project_count: 2,
	wishlist_count: 1,
	projects: [
		{
			id: "7b2e1d3f-4c5e-4f60-9b7c-000000000001",
			name: "Pilot",
			last_used_at: "2025-02-05T10:00:00.000Z",
			created_at: "2025-02-03T10:00:00.000Z",
			wishlists: [
				{
					id: "6a1f0c2e-3b4d-4e5f-8a6b-000000000001",
					name: "Kitchen wall",
					item_count: 3,
					updated_at: "2025-02-06T10:00:00.000Z",
				},
			],
		},
		{
			id: "7b2e1d3f-4c5e-4f60-9b7c-000000000002",
			name: "Finale",
			last_used_at: null,
			created_at: "2025-02-04T10:00:00.000Z",
			wishlists: [],
		},
	],
};

function mockCompany(answers: Record<string, unknown> = {}) {
	return mockApi({
		"/api/me": signedInAdmin,
		"/api/me/is-admin": { is_admin: true },
		"/api/cart/count": { count: 0 },
		[DETAIL]: company,
		...answers,
	});
}

function chooseFile(file: File) {
	fireEvent.change(screen.getByLabelText("Logo file"), { target: { files: [file] } });
}

function fieldError(): string | null {
	const input = screen.getByLabelText("Logo file");
	if (input.getAttribute("aria-invalid") !== "true") return null;
	return document.getElementById(`${input.id}-error`)?.textContent ?? null;
}

describe("/admin/companies/{id}", () => {
	it("shows the company, its owner, and its projects with their wishlists", async () => {
		mockCompany();
		renderApp(`/admin/companies/${ID}`);

		expect(await screen.findByRole("heading", { level: 1, name: "Zenith Films" })).toBeTruthy();
		expect(screen.getByText(/Owned by Ada \(ada@example.com\)/)).toBeTruthy();
		const projects = screen.getByRole("region", { name: "Projects" });
		expect(
			within(projects)
				.getAllByRole("heading", { level: 3 })
				.map((h) => h.textContent),
		).toEqual(["Pilot", "Finale"]);
		const wishlists = within(projects).getByRole("list", { name: "Wishlists in Pilot" });
		expect(wishlists.textContent).toContain("Kitchen wall");
		expect(wishlists.textContent).toContain("3 photos");
		expect(within(projects).getByText("No wishlists.")).toBeTruthy();
		expect(screen.queryByRole("button", { name: "Remove logo" })).toBeNull();
	});

	it("checks the logo's type and size before sending it", async () => {
		const fetchMock = mockCompany();
		renderApp(`/admin/companies/${ID}`);
		await screen.findByLabelText("Logo file");

		chooseFile(new File(["GIF89a"], "logo.gif", { type: "image/gif" }));
		expect(fieldError()).toBe(LOGO_TYPE_PROBLEM);
		expect(screen.getByRole("button", { name: "Upload logo" })).toHaveProperty("disabled", true);

		const big = new File([new Uint8Array(COMPANY_LOGO_MAX_BYTES + 1)], "logo.png", { type: "image/png" });
		chooseFile(big);
		expect(fieldError()).toBe(logoSizeProblem(big.size));
		expect(fieldError()).toContain("2 MB or smaller");

		chooseFile(new File([new Uint8Array(10)], "logo.webp", { type: "image/webp" }));
		expect(fieldError()).toBeNull();
		expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
	});

	it("uploads the image itself with its content type, then shows the new logo", async () => {
		let logo: string | null = null;
		const store = () => {
			logo = "/media/logos/zenith.png";
			return json({ company: { ...company, company_logo: logo } });
		};
		const fetchMock = mockCompany({
			[DETAIL]: () => json({ ...company, company_logo: logo }),
			[LOGO]: byMethod({ PUT: store }),
		});
		renderApp(`/admin/companies/${ID}`);
		await screen.findByLabelText("Logo file");

		const file = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });
		chooseFile(file);
		fireEvent.click(screen.getByRole("button", { name: "Upload logo" }));

		expect(await screen.findByText(LOGO_TEXT.uploaded)).toBeTruthy();
		const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")?.[1];
		expect(put?.body).toBe(file);
		expect(put?.headers).toMatchObject({ "content-type": "image/png" });
		expect(await screen.findByRole("img", { name: "Zenith Films logo" })).toBeTruthy();
		expect(screen.getByRole("button", { name: "Remove logo" })).toBeTruthy();
	});

	it("shows the server's refusal of an upload under the field", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockCompany({
			[LOGO]: byMethod({ PUT: apiError(400, "VALIDATION_ERROR", "The image could not be read") }),
		});
		renderApp(`/admin/companies/${ID}`);
		await screen.findByLabelText("Logo file");

		chooseFile(new File([new Uint8Array(10)], "logo.jpg", { type: "image/jpeg" }));
		fireEvent.click(screen.getByRole("button", { name: "Upload logo" }));
		expect(await screen.findByText(LOGO_TEXT.uploadFailed)).toBeTruthy();
		await waitFor(() => expect(fieldError()).toBe("The image could not be read"));
	});

	it("removes the logo after asking", async () => {
		let logo: string | null = "/media/logos/zenith.png";
		const drop = () => {
			logo = null;
			return new Response(null, { status: 204 });
		};
		mockCompany({
			[DETAIL]: () => json({ ...company, company_logo: logo }),
			[LOGO]: byMethod({ DELETE: drop }),
		});
		renderApp(`/admin/companies/${ID}`);

		fireEvent.click(await screen.findByRole("button", { name: "Remove logo" }));
		const dialog = screen.getByRole("dialog", { name: "Remove this company's logo?" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Remove logo" }));
		expect(await screen.findByText(LOGO_TEXT.removed)).toBeTruthy();
		await waitFor(() => expect(screen.queryByRole("img", { name: "Zenith Films logo" })).toBeNull());
	});

	it("says 'Company not found' for an unknown company", async () => {
		mockCompany({ [DETAIL]: apiError(404, "NOT_FOUND", "Company not found") });
		renderApp(`/admin/companies/${ID}`);

		expect(await screen.findByRole("heading", { level: 1, name: COMPANY_NOT_FOUND })).toBeTruthy();
		expect(screen.getByRole("link", { name: "All companies" }).getAttribute("href")).toBe("/admin/companies");
	});
});

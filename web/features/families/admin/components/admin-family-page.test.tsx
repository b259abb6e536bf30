import { FAMILY_PORTRAIT_MAX_BYTES } from "@core/contracts/catalogue";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { PORTRAIT_TYPE_PROBLEM, portraitSizeProblem } from "../lib/portrait-file";
import { FAMILY_ID, familyRow, renderFamilies } from "../test/render-families";
import { FAMILY_NOT_FOUND } from "./admin-family-page";
import { FAMILY_SAVED, NOTHING_CHANGED } from "./family-edit-form";
import { PORTRAIT_TEXT } from "./portrait-upload";

const DETAIL = `/api/admin/families/${FAMILY_ID}`;
const PORTRAIT = `${DETAIL}/portrait`;
const PHOTO_ID = "0b1c2d3e-4f50-4617-8899-aabbccddeeff";

const detail = (family = familyRow()) => ({
	family,
	status_counts: { draft: 2, review: 1, live: 9, archived: 0 },
	sales: [
		{
			purchase_id: "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
			photo_id: PHOTO_ID,
			photoid: 1042,
			title: "Birthday on the porch",
			thumbnail_url: "/media/thumbs/1042.webp",
			license_type: "hero-usage",
			price_cents: 25_000,
			purchase_date: "2025-03-01T12:00:00.000Z",
		},
	],
});

describe("/admin/families/:id", () => {
	it("shows the photos by status (each linking to the filtered list), the sales and the storefront link", async () => {
		mockApi({ [DETAIL]: detail() });
		renderFamilies(`/admin/families/${FAMILY_ID}`);

		expect(await screen.findByRole("heading", { level: 1, name: "The Okafor Family" })).toBeTruthy();
		const counts = screen.getByRole("list", { name: "Photos by status" });
		const draft = within(counts).getByRole("link", { name: /Draft/ });
		expect(draft.textContent).toContain("2");
		expect(draft.getAttribute("href")).toBe(`/admin/photos?family=${FAMILY_ID}&status=draft`);
		expect(screen.getByRole("link", { name: "All 12 photos of this family" }).getAttribute("href")).toBe(
			`/admin/photos?family=${FAMILY_ID}`,
		);
		expect(screen.getByRole("link", { name: /Public storefront/ }).getAttribute("href")).toBe(
			`/user/${FAMILY_ID}`,
		);

		const sales = screen.getByRole("table", { name: "Recent sales" });
		expect(within(sales).getByRole("link", { name: "#1042" }).getAttribute("href")).toBe("/photo/1042");
		expect(sales.textContent).toContain("Hero usage");
		expect(sales.textContent).toContain("$250.00");
		expect(screen.getByText("$450.00")).toBeTruthy();
	});

	it("sends only the fields that changed and says so when saved", async () => {
		let family = familyRow();
		const read = () => json(detail(family));
		const fetchMock = mockApi({
			[DETAIL]: byMethod({
				GET: read,
				PATCH: async (_url, init) => {
					family = { ...family, ...JSON.parse(String(init?.body)) };
					return json({ family });
				},
			}),
		});
		renderFamilies(`/admin/families/${FAMILY_ID}`);
		const save = await screen.findByRole("button", { name: "Save changes" });

		fireEvent.click(save);
		expect(await screen.findByText(NOTHING_CHANGED)).toBeTruthy();
		expect(sentBodies(fetchMock, DETAIL).filter(Boolean)).toHaveLength(0);

		fireEvent.change(screen.getByLabelText("Location", { exact: false }), { target: { value: "York, UK" } });
		fireEvent.change(screen.getByLabelText("Bio", { exact: false }), { target: { value: "  " } });
		fireEvent.click(save);

		expect(await screen.findByText(FAMILY_SAVED)).toBeTruthy();
		expect(sentBodies(fetchMock, DETAIL).filter(Boolean)).toEqual([
			{ location: "York, UK", storefront_bio: null },
		]);
	});

	it("shows a field's problem from the form and from the server", async () => {
		const fetchMock = mockApi({
			[DETAIL]: byMethod({
				GET: detail(),
				PATCH: apiError(400, "VALIDATION_ERROR", "Invalid request", { first_name: "Not a name" }),
			}),
		});
		renderFamilies(`/admin/families/${FAMILY_ID}`);
		const name = await screen.findByLabelText("Storefront name");

		fireEvent.change(name, { target: { value: "A" } });
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
		expect(fieldError("Storefront name")).toBe("Storefront name must be at least 2 characters long");
		expect(sentBodies(fetchMock, DETAIL).filter(Boolean)).toHaveLength(0);

		fireEvent.change(name, { target: { value: "The Okafors" } });
		fireEvent.change(screen.getByLabelText("First name", { exact: false }), { target: { value: "R2" } });
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
		await waitFor(() => expect(fieldError("First name")).toBe("Not a name"));
		expect(fieldError("Storefront name")).toBeNull();
	});

	it("checks a portrait's type and size before sending, then uploads the file itself", async () => {
		const fetchMock = mockApi({
			[DETAIL]: detail(),
			[PORTRAIT]: byMethod({
				PUT: json({ family: familyRow({ portrait_url: "/media/portraits/r.webp" }) }),
			}),
		});
		renderFamilies(`/admin/families/${FAMILY_ID}`);
		const input = await screen.findByLabelText("Portrait file");
		const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
		const upload = screen.getByRole("button", { name: "Upload portrait" });

		choose(new File(["GIF89a"], "me.gif", { type: "image/gif" }));
		expect(fieldError("Portrait file")).toBe(PORTRAIT_TYPE_PROBLEM);
		expect(upload).toHaveProperty("disabled", true);

		const big = new File([new Uint8Array(FAMILY_PORTRAIT_MAX_BYTES + 1)], "me.jpg", { type: "image/jpeg" });
		choose(big);
		expect(fieldError("Portrait file")).toBe(portraitSizeProblem(big.size));
		expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

		const good = new File([new Uint8Array(10)], "me.png", { type: "image/png" });
		choose(good);
		expect(fieldError("Portrait file")).toBeNull();
		fireEvent.click(upload);
		expect(await screen.findByText(PORTRAIT_TEXT.uploaded)).toBeTruthy();
		const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")?.[1];
		expect(put?.body).toBe(good);
		expect(put?.headers).toMatchObject({ "content-type": "image/png" });
	});

	it("says 'Family not found' for an unknown family", async () => {
		mockApi({ [DETAIL]: apiError(404, "NOT_FOUND", "Family not found") });
		renderFamilies(`/admin/families/${FAMILY_ID}`);
		expect(await screen.findByRole("heading", { level: 1, name: FAMILY_NOT_FOUND })).toBeTruthy();
		expect(screen.getByRole("link", { name: "All families" }).getAttribute("href")).toBe("/admin/families");
	});
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { FAMILY_ID, familyRow, renderFamilies } from "../test/render-families";
import { NO_FAMILIES, noMatchesText } from "./admin-families-page";

const LIST = "/api/admin/families";

function listRequests(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
	return fetchMock.mock.calls
		.map(([input, init]) => ({
			url: new URL(String(input), "http://localhost"),
			method: init?.method ?? "GET",
		}))
		.filter(({ url, method }) => url.pathname === LIST && method === "GET")
		.map(({ url }) => url.searchParams);
}

const page = (families: unknown[], total = families.length) => ({ families, total, page: 1, page_size: 50 });

describe("/admin/families", () => {
	it("asks for the search, sort, direction and page the URL holds, and says when nothing matches", async () => {
		const fetchMock = mockApi({ [LIST]: page([]) });
		renderFamilies("/admin/families?q=okafor&sort=revenue_cents&dir=asc&page=3");

		expect(await screen.findByText(noMatchesText("okafor"))).toBeTruthy();
		const params = listRequests(fetchMock)[0];
		expect(params?.get("q")).toBe("okafor");
		expect(params?.get("sort")).toBe("revenue_cents");
		expect(params?.get("dir")).toBe("asc");
		expect(params?.get("page")).toBe("3");
		expect(params?.get("page_size")).toBe("50");
		expect(screen.getByLabelText<HTMLInputElement>("Search families").value).toBe("okafor");
	});

	it("says when there are no families at all, and offers to create one", async () => {
		const fetchMock = mockApi({ [LIST]: page([]) });
		renderFamilies("/admin/families");

		expect(await screen.findByText(NO_FAMILIES)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Create the first family" })).toBeTruthy();
		const params = listRequests(fetchMock)[0];
		expect(params?.get("q")).toBeNull();
		expect(params?.get("sort")).toBe("storefront_name");
		expect(params?.get("dir")).toBe("asc");
	});

	it("lists the families with their figures, linking each to its page, and sorts by a header", async () => {
		const fetchMock = mockApi({ [LIST]: page([familyRow()]) });
		const { router } = renderFamilies("/admin/families");

		const table = await screen.findByRole("table", { name: "Families" });
		const row = within(table).getAllByRole("row")[1] as HTMLElement;
		expect(within(row).getByRole("link", { name: "The Okafor Family" }).getAttribute("href")).toBe(
			`/admin/families/${FAMILY_ID}`,
		);
		expect(row.textContent).toContain("ruth@example.com");
		expect(row.textContent).toContain("9 / 12");
		expect(row.textContent).toContain("$450.00");

		const nameHeader = within(table).getByRole("columnheader", { name: /Storefront/ });
		expect(nameHeader.getAttribute("aria-sort")).toBe("ascending");
		fireEvent.click(within(table).getByRole("button", { name: /Revenue/ }));

		await waitFor(() => expect(router.state.location.search).toBe("?sort=revenue_cents&dir=desc"));
		await waitFor(() => expect(listRequests(fetchMock).at(-1)?.get("sort")).toBe("revenue_cents"));
		expect(listRequests(fetchMock).at(-1)?.get("dir")).toBe("desc");
		await waitFor(() =>
			expect(screen.getByRole("columnheader", { name: /Revenue/ }).getAttribute("aria-sort")).toBe(
				"descending",
			),
		);
		expect(screen.getByRole("columnheader", { name: /Storefront/ }).getAttribute("aria-sort")).toBe("none");
	});

	it("offers a retry when the families cannot be read", async () => {
		mockApi({
			[LIST]: apiError(503, "SERVICE_UNAVAILABLE", "Down"),
			"/api/admin/family-applications": { applications: [], pending: 0 },
		});
		renderFamilies("/admin/families");
		expect(await screen.findByText("We could not load the families.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});

describe("the new family form", () => {
	async function openForm() {
		fireEvent.click(await screen.findByRole("button", { name: "New family" }));
		return screen.getByRole("dialog", { name: "New family" });
	}

	it("shows each field's problem before sending anything", async () => {
		const fetchMock = mockApi({ [LIST]: page([]) });
		renderFamilies("/admin/families");
		const dialog = await openForm();

		fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "not-an-email" } });
		fireEvent.change(within(dialog).getByLabelText("Storefront name"), { target: { value: "A<b>" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Create family" }));

		expect(fieldError("Email")).toBe("Enter the family's email address");
		expect(fieldError("Storefront name")).toBe("Storefront name contains invalid characters");
		expect(document.activeElement).toBe(within(dialog).getByLabelText("Email"));
		expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
	});

	it("puts the server's refusals under their fields: a duplicate email, a bad name", async () => {
		let answer = apiError(409, "CONFLICT", "A user with this email already exists");
		const refuse = () => answer.clone();
		const fetchMock = mockApi({ [LIST]: byMethod({ GET: page([]), POST: refuse }) });
		renderFamilies("/admin/families");
		const dialog = await openForm();

		fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: " Ruth@Example.com " } });
		fireEvent.change(within(dialog).getByLabelText("Storefront name"), { target: { value: "The Okafors" } });
		fireEvent.change(within(dialog).getByLabelText("Location", { exact: false }), {
			target: { value: "Leeds" },
		});
		fireEvent.click(within(dialog).getByRole("button", { name: "Create family" }));

		await waitFor(() => expect(fieldError("Email")).toBe("A user with this email already exists"));
		expect(sentBodies(fetchMock, LIST).at(-1)).toEqual({
			email: "ruth@example.com",
			storefront_name: "The Okafors",
			first_name: null,
			location: "Leeds",
			storefront_bio: null,
		});

		answer = apiError(400, "VALIDATION_ERROR", "Invalid request", { storefront_name: "That name is taken" });
		fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "ruth2@example.com" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Create family" }));
		await waitFor(() => expect(fieldError("Storefront name")).toBe("That name is taken"));
		expect(fieldError("Email")).toBeNull();
	});

	it("opens the new family's page once created", async () => {
		mockApi({
			[LIST]: byMethod({ GET: page([]), POST: json({ family: familyRow() }, 201) }),
			[`/api/admin/families/${FAMILY_ID}`]: { family: familyRow(), status_counts: {}, sales: [] },
		});
		const { router } = renderFamilies("/admin/families");
		const dialog = await openForm();
		fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "ruth@example.com" } });
		fireEvent.change(within(dialog).getByLabelText("Storefront name"), {
			target: { value: "The Okafor Family" },
		});
		fireEvent.click(within(dialog).getByRole("button", { name: "Create family" }));

		await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/families/${FAMILY_ID}`));
		expect(await screen.findByText("Family created")).toBeTruthy();
	});
});

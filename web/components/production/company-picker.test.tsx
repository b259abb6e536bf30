import { COMPANY_TEXT } from "@core/contracts/companies";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies, signedInMember } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { companyFixture } from "@/test/wishlist-fixtures";
import { CompanyPicker, CREATE_NEW_COMPANY } from "./company-picker";

const acme = companyFixture(1, "Acme Pictures");
const bolt = companyFixture(2, "Bolt Films");

function mockCompanies(companies: unknown[], post?: () => Response | Promise<Response>) {
	return mockApi({
		"/api/me": signedInMember,
		"/api/companies": byMethod({ GET: { companies }, ...(post ? { POST: post } : {}) }),
	});
}

function Harness({ initial = "" }: { initial?: string }) {
	const [value, setValue] = useState(initial);
	return (
		<>
			<CompanyPicker value={value} onChange={setValue} />
			<output data-testid="value">{value}</output>
		</>
	);
}

const value = () => screen.getByTestId("value").textContent;
const companySelect = () => screen.findByRole("combobox", { name: "Company" });
const companyInput = () => screen.findByRole("textbox", { name: "Company" });

afterEach(() => vi.useRealTimers());

describe("CompanyPicker: the mode it starts in (spec section 4)", () => {
	it("starts with the list when the user has companies and no value", async () => {
		mockCompanies([acme, bolt]);
		renderWithProviders(<Harness />);

		const select = (await companySelect()) as HTMLSelectElement;
		expect(
			within(select)
				.getAllByRole("option")
				.map((option) => option.textContent),
		).toEqual(["Choose a company", "Acme Pictures", "Bolt Films"]);
		// A button beside the list, not an option: arrowing through the closed list cannot trigger it.
		expect(screen.getByRole("button", { name: CREATE_NEW_COMPANY })).toBeTruthy();
		expect(select.value).toBe("");
		fireEvent.change(select, { target: { value: "Bolt Films" } });
		expect(value()).toBe("Bolt Films");
	});

	it("starts with the list when the value is one of the companies (in any case)", async () => {
		mockCompanies([acme, bolt]);
		renderWithProviders(<Harness initial="acme pictures" />);
		expect(((await companySelect()) as HTMLSelectElement).value).toBe("Acme Pictures");
	});

	it("starts typing when the value is not one of the companies", async () => {
		mockCompanies([acme]);
		renderWithProviders(<Harness initial="Cobalt Studios" />);
		expect(((await companyInput()) as HTMLInputElement).value).toBe("Cobalt Studios");
		expect(screen.getByRole("button", { name: "Back to Company List" })).toBeTruthy();
	});

	it("starts typing, with no way back to a list, when the user has no companies", async () => {
		mockCompanies([]);
		renderWithProviders(<Harness />);
		expect(await companyInput()).toBeTruthy();
		expect(screen.queryByRole("combobox")).toBeNull();
		expect(screen.queryByRole("button", { name: "Back to Company List" })).toBeNull();
	});
});

describe("CompanyPicker: switching and saving", () => {
	it("'Create new company' switches to typing and clears the value; 'Back to Company List' returns", async () => {
		mockCompanies([acme, bolt]);
		renderWithProviders(<Harness initial="Acme Pictures" />);

		await companySelect();
		fireEvent.click(screen.getByRole("button", { name: CREATE_NEW_COMPANY }));
		const input = await companyInput();
		expect(value()).toBe("");
		expect((input as HTMLInputElement).value).toBe("");
		expect(document.activeElement).toBe(input);

		fireEvent.change(input, { target: { value: "Not saved" } });
		fireEvent.click(screen.getByRole("button", { name: "Back to Company List" }));
		const select = (await companySelect()) as HTMLSelectElement;
		expect(document.activeElement).toBe(select);
		expect(select.value).toBe("");
		expect(value()).toBe("");
	});

	it("saves a new company: 'Saved!' for 2 s and 'Company created', and stays where it is", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		const created = companyFixture(3, "Cobalt Studios");
		const fetchMock = mockCompanies([], () => json({ company: created, created: true }, 201));
		renderWithProviders(<Harness />);

		fireEvent.change(await companyInput(), { target: { value: "  Cobalt   Studios " } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));

		const toastTitle = await screen.findByText(COMPANY_TEXT.created);
		expect(toastTitle.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("success");
		expect(screen.getByRole("button", { name: "Saved!" })).toBeTruthy();
		expect(value()).toBe("Cobalt Studios");
		expect(sentBodies(fetchMock, "/api/companies").filter(Boolean)).toEqual([
			{ name: "  Cobalt   Studios " },
		]);

		await act(() => vi.advanceTimersByTimeAsync(2000));
		expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
		expect(screen.queryByRole("combobox")).toBeNull();
	});

	it("finds an existing company: 'Company found', and back to the list after 1 s, focus included", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		mockCompanies([acme], () => json({ company: acme, created: false }));
		renderWithProviders(<Harness />);

		await companySelect();
		fireEvent.click(screen.getByRole("button", { name: CREATE_NEW_COMPANY }));
		fireEvent.change(await companyInput(), { target: { value: "ACME pictures" } });
		fireEvent.keyDown(screen.getByRole("textbox", { name: "Company" }), { key: "Enter" });

		expect(await screen.findByText(COMPANY_TEXT.found)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Saved!" })).toBeTruthy();
		expect(value()).toBe("Acme Pictures");
		expect(screen.queryByRole("combobox")).toBeNull();

		await act(() => vi.advanceTimersByTimeAsync(1000));
		const select = (await companySelect()) as HTMLSelectElement;
		expect(select.value).toBe("Acme Pictures");
		await waitFor(() => expect(document.activeElement).toBe(select));
	});

	it("leaves the focus where the user moved it meanwhile", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		mockCompanies([acme], () => json({ company: acme, created: false }));
		renderWithProviders(
			<>
				<Harness initial="acme pictures " />
				<button type="button">Elsewhere</button>
			</>,
		);

		fireEvent.click(await screen.findByRole("button", { name: CREATE_NEW_COMPANY }));
		fireEvent.change(await companyInput(), { target: { value: "Acme Pictures" } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(await screen.findByText(COMPANY_TEXT.found)).toBeTruthy();
		const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
		elsewhere.focus();

		await act(() => vi.advanceTimersByTimeAsync(1000));
		expect(await companySelect()).toBeTruthy();
		expect(document.activeElement).toBe(elsewhere);
	});
});

describe("CompanyPicker: problems", () => {
	it.each([
		["", "Company name is required"],
		["A", "Company name must be at least 2 characters long"],
		["Acme <b>", "Company name contains invalid characters"],
	])("checks %j with core's rule before asking the server", async (typed, message) => {
		const fetchMock = mockCompanies([]);
		renderWithProviders(<Harness />);

		const input = await companyInput();
		fireEvent.change(input, { target: { value: typed } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		// Under the field, and in spec section 8's 'Invalid input' toast.
		await waitFor(() => expect(input.getAttribute("aria-describedby")).toBeTruthy());
		const fieldError = document.getElementById(input.getAttribute("aria-describedby") ?? "");
		expect(fieldError?.textContent).toBe(message);
		const title = await screen.findByText(COMPANY_TEXT.invalidInput);
		const toastElement = title.closest("[data-sonner-toast]");
		expect(toastElement?.getAttribute("data-type")).toBe("error");
		expect(within(toastElement as HTMLElement).getByText(message)).toBeTruthy();
		expect(input.getAttribute("aria-invalid")).toBe("true");
		expect(sentBodies(fetchMock, "/api/companies").filter(Boolean)).toEqual([]);
	});

	it("toasts 'Error with company' with the server's message, and shows its field message", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		mockCompanies([], () =>
			apiError(400, "VALIDATION_ERROR", "Invalid input", {
				name: "Company name contains invalid characters",
			}),
		);
		renderWithProviders(<Harness />);

		fireEvent.change(await companyInput(), { target: { value: "Acme Pictures" } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));

		const title = await screen.findByText(COMPANY_TEXT.errorTitle);
		expect(title.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("error");
		expect(screen.getByText("Invalid input")).toBeTruthy();
		expect(screen.getByText("Company name contains invalid characters")).toBeTruthy();
		expect(warn).toHaveBeenCalled();
	});

	it("says 'Failed to check for existing company' when the server fails", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockCompanies([], () => apiError(500, "INTERNAL_ERROR", "boom"));
		renderWithProviders(<Harness />);

		fireEvent.change(await companyInput(), { target: { value: "Acme Pictures" } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(await screen.findByText(COMPANY_TEXT.checkFailed)).toBeTruthy();
		expect(screen.getByText(COMPANY_TEXT.errorTitle)).toBeTruthy();
	});

	it("says 'Network error' when the server cannot be reached", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockCompanies([], () => Promise.reject(new TypeError("Failed to fetch")));
		renderWithProviders(<Harness />);

		fireEvent.change(await companyInput(), { target: { value: "Acme Pictures" } });
		fireEvent.click(screen.getByRole("button", { name: "Save" }));
		expect(
			await screen.findByText("Network error - Unable to check for existing company. Please try again."),
		).toBeTruthy();
		await waitFor(() =>
			expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", false),
		);
	});
});

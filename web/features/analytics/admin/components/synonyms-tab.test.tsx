import { TRACKING_TEXT } from "@core/contracts/analytics";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, mockApi, never, sentBodies } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { adminSession, synonymId, synonymsStore } from "../test/search-config-api";
import { NO_SYNONYMS, SYNONYMS_EXPLAINED } from "./synonyms-tab";

const PAIRS: Array<[string, string]> = [
	["kid", "child"],
	["sofa", "couch"],
];

function setUp(pairs = PAIRS) {
	const store = synonymsStore(pairs);
	const fetchMock = mockApi({ ...adminSession, ...store.table });
	const view = renderApp("/admin/search-config");
	return { ...view, fetchMock, store };
}

async function synonymRows(): Promise<string[][]> {
	const table = await screen.findByRole("table", { name: "Synonyms" });
	return within(table)
		.getAllByRole("row")
		.slice(1)
		.map((row) => [
			within(row).getByRole("rowheader").textContent ?? "",
			within(row).getAllByRole("cell")[0]?.textContent ?? "",
		]);
}

const addForm = () => screen.getByRole("region", { name: "Add a synonym" });

function fillAdd(term: string, synonymOf: string) {
	const form = addForm();
	fireEvent.change(within(form).getByLabelText("Term"), { target: { value: term } });
	fireEvent.change(within(form).getByLabelText("Synonym of"), { target: { value: synonymOf } });
	fireEvent.click(within(form).getByRole("button", { name: "Add synonym" }));
}

/** The list requests' `q`, in order. */
function listQueries(fetchMock: ReturnType<typeof mockApi>): Array<string | null> {
	return fetchMock.mock.calls
		.map(([input, init]) => ({
			url: new URL(String(input), "http://localhost"),
			method: init?.method ?? "GET",
		}))
		.filter(({ url, method }) => url.pathname === "/api/admin/synonyms" && method === "GET")
		.map(({ url }) => url.searchParams.get("q"));
}

describe("/admin/search-config synonyms", () => {
	it("opens on the synonyms and lists each pair", async () => {
		setUp();
		expect(await screen.findByRole("heading", { level: 1, name: "Search configuration" })).toBeTruthy();
		expect(screen.getByRole("tab", { name: "Synonyms" }).getAttribute("aria-selected")).toBe("true");
		expect(await synonymRows()).toEqual([
			["kid", "child"],
			["sofa", "couch"],
		]);
		expect(screen.getByText("2 synonyms")).toBeTruthy();
	});

	it("explains what synonyms do when there are none", async () => {
		setUp([]);
		expect(await screen.findByText(NO_SYNONYMS)).toBeTruthy();
		expect(screen.getByText(SYNONYMS_EXPLAINED)).toBeTruthy();
		expect(SYNONYMS_EXPLAINED).toContain("'kid'");
	});

	it("adds a pair in the server's form, says so, lists it and empties the form", async () => {
		const { fetchMock } = setUp();
		await synonymRows();
		fillAdd("  Tot ", "Toddler");

		await waitFor(() =>
			expect(sentBodies(fetchMock, "/api/admin/synonyms").filter(Boolean)).toEqual([
				{ term: "tot", synonym_of: "toddler" },
			]),
		);
		expect(await screen.findByText("Synonym added")).toBeTruthy();
		await waitFor(async () => expect(await synonymRows()).toContainEqual(["tot", "toddler"]));
		expect((within(addForm()).getByLabelText("Term") as HTMLInputElement).value).toBe("");
		expect(document.activeElement).toBe(within(addForm()).getByLabelText("Term"));
	});

	it("checks the fields before sending, one message per field", async () => {
		const { fetchMock } = setUp();
		await synonymRows();
		fillAdd("", "child");
		const term = within(addForm()).getByLabelText("Term");
		expect(await within(addForm()).findByText("Required")).toBeTruthy();
		expect(term.getAttribute("aria-invalid")).toBe("true");
		expect(document.activeElement).toBe(term);

		fillAdd("child", "Child");
		expect(await within(addForm()).findByText(TRACKING_TEXT.synonymSame)).toBeTruthy();
		expect(within(addForm()).getByLabelText("Synonym of").getAttribute("aria-invalid")).toBe("true");
		expect(sentBodies(fetchMock, "/api/admin/synonyms").filter(Boolean)).toEqual([]);
	});

	it("shows the server's 409 under the field it names, for a pair that exists the other way round", async () => {
		setUp();
		await synonymRows();
		fillAdd("child", "kid");

		const synonymOf = within(addForm()).getByLabelText("Synonym of");
		expect(await within(addForm()).findByText(TRACKING_TEXT.synonymExists)).toBeTruthy();
		await waitFor(() => expect(synonymOf.getAttribute("aria-invalid")).toBe("true"));
		expect(document.activeElement).toBe(synonymOf);
		// Editing the field puts the message away; the typed words stay.
		fireEvent.change(synonymOf, { target: { value: "youngster" } });
		expect(within(addForm()).queryByText(TRACKING_TEXT.synonymExists)).toBeNull();
		expect((within(addForm()).getByLabelText("Term") as HTMLInputElement).value).toBe("child");
	});

	it("shows a 400's field messages under their fields", async () => {
		mockApi({
			...adminSession,
			"/api/admin/synonyms": byMethod({
				GET: { synonyms: [] },
				POST: apiError(400, "VALIDATION_ERROR", "Invalid request", { term: "That word is reserved" }),
			}),
		});
		renderApp("/admin/search-config");
		await screen.findByText(NO_SYNONYMS);
		fillAdd("all", "everything");
		expect(await within(addForm()).findByText("That word is reserved")).toBeTruthy();
		expect(within(addForm()).getByLabelText("Term").getAttribute("aria-invalid")).toBe("true");
	});

	it("edits a pair in a dialog and sends the change", async () => {
		const { fetchMock } = setUp();
		await synonymRows();
		fireEvent.click(screen.getByRole("button", { name: 'Edit "sofa" and "couch"' }));
		const dialog = await screen.findByRole("dialog", { name: "Edit synonym" });
		const term = within(dialog).getByLabelText("Term") as HTMLInputElement;
		expect(term.value).toBe("sofa");
		expect(document.activeElement).toBe(term);
		fireEvent.change(within(dialog).getByLabelText("Synonym of"), { target: { value: "Settee" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(sentBodies(fetchMock, `/api/admin/synonyms/${synonymId(2)}`)).toEqual([
			{ term: "sofa", synonym_of: "settee" },
		]);
		expect(await screen.findByText("Synonym saved")).toBeTruthy();
		await waitFor(async () => expect(await synonymRows()).toContainEqual(["sofa", "settee"]));
	});

	it("keeps the edit dialog open with the server's message when the change would duplicate a pair", async () => {
		setUp();
		await synonymRows();
		fireEvent.click(screen.getByRole("button", { name: 'Edit "sofa" and "couch"' }));
		const dialog = await screen.findByRole("dialog", { name: "Edit synonym" });
		fireEvent.change(within(dialog).getByLabelText("Term"), { target: { value: "child" } });
		fireEvent.change(within(dialog).getByLabelText("Synonym of"), { target: { value: "kid" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
		expect(await within(dialog).findByText(TRACKING_TEXT.synonymExists)).toBeTruthy();
		expect(screen.getByRole("dialog", { name: "Edit synonym" })).toBeTruthy();
	});

	it("deletes a pair only once confirmed", async () => {
		const { fetchMock } = setUp();
		await synonymRows();
		const path = `/api/admin/synonyms/${synonymId(1)}`;

		fireEvent.click(screen.getByRole("button", { name: 'Delete "kid" and "child"' }));
		let dialog = await screen.findByRole("dialog", { name: "Delete this synonym?" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(fetchMock.mock.calls.some(([input]) => String(input).includes(path))).toBe(false);

		fireEvent.click(screen.getByRole("button", { name: 'Delete "kid" and "child"' }));
		dialog = await screen.findByRole("dialog", { name: "Delete this synonym?" });
		expect(dialog.textContent).toContain('Searches for "kid" will no longer find "child"');
		fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

		expect(await screen.findByText("Synonym deleted")).toBeTruthy();
		await waitFor(async () => expect(await synonymRows()).toEqual([["sofa", "couch"]]));
		const deletes = fetchMock.mock.calls.filter(
			([input, init]) => String(input).includes(path) && init?.method === "DELETE",
		);
		expect(deletes).toHaveLength(1);
	});

	it("filters the list on the server once typing pauses, keeping the filter in the URL", async () => {
		const { fetchMock, router } = setUp();
		await synonymRows();
		const box = screen.getByLabelText("Filter synonyms");
		for (const typed of ["c", "co", "cou"]) fireEvent.change(box, { target: { value: typed } });

		await waitFor(() => expect(router.state.location.search).toBe("?q=cou"));
		await waitFor(async () => expect(await synonymRows()).toEqual([["sofa", "couch"]]));
		expect(listQueries(fetchMock)).toEqual([null, "cou"]);
		expect(screen.getByText('1 synonym matching "cou"')).toBeTruthy();

		fireEvent.change(box, { target: { value: "zebra" } });
		expect(await screen.findByText('No synonyms match "zebra"')).toBeTruthy();
	});

	it("shows a failed load with a way to try again", async () => {
		mockApi({ ...adminSession, "/api/admin/synonyms": apiError(500, "INTERNAL", "boom") });
		renderApp("/admin/search-config");
		expect(await screen.findByText("We could not load the synonyms.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("announces the list while it loads", async () => {
		mockApi({ ...adminSession, "/api/admin/synonyms": never() });
		renderApp("/admin/search-config");
		expect(await screen.findByText("Loading synonyms…")).toBeTruthy();
	});
});

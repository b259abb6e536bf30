import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, never, sentBodies } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import {
	COLLECTION_ID,
	collectionDetail,
	collectionRow,
	collectionsPage,
	renderCollections,
} from "../test/render-collections";
import { NO_COLLECTIONS, noMatchesText } from "./admin-collections-page";

const LIST = "/api/admin/collections";

describe("/admin/collections", () => {
	it("shows a loading status, then says when there are none and offers to create one", async () => {
		mockApi({ [LIST]: never() });
		const first = renderCollections("/admin/collections");
		expect(screen.getByRole("status").textContent).toContain("Loading collections…");
		expect(screen.getByRole("heading", { level: 1, name: "Collections" })).toBeTruthy();
		expect(document.title).toContain("Collections");
		first.unmount();

		mockApi({ [LIST]: collectionsPage([]) });
		renderCollections("/admin/collections");
		expect(await screen.findByText(NO_COLLECTIONS)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Create the first collection" })).toBeTruthy();
	});

	it("asks for the search the URL holds and says when nothing matches", async () => {
		const fetchMock = mockApi({ [LIST]: collectionsPage([]) });
		renderCollections("/admin/collections?q=porch&page=2");
		expect(await screen.findByText(noMatchesText("porch"))).toBeTruthy();
		const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
		expect(url.searchParams.get("q")).toBe("porch");
		expect(url.searchParams.get("page")).toBe("2");
	});

	it("lists collections with their status and counts, each linking to its editor", async () => {
		mockApi({
			[LIST]: collectionsPage([
				collectionRow({ is_public: true, live_count: 2 }),
				collectionRow({ id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", title: "Attics" }),
			]),
		});
		renderCollections("/admin/collections");
		const table = await screen.findByRole("table", { name: "Collections" });
		const row = within(table).getAllByRole("row")[1] as HTMLElement;
		expect(within(row).getByRole("link", { name: "Summer Porches" }).getAttribute("href")).toBe(
			`/admin/collections/${COLLECTION_ID}`,
		);
		expect(row.textContent).toContain("Published");
		expect(row.textContent).toContain("2 / 3");
		expect((within(table).getAllByRole("row")[2] as HTMLElement).textContent).toContain("Unpublished");
	});

	it("offers a retry when the collections cannot be read", async () => {
		mockApi({ [LIST]: apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		renderCollections("/admin/collections");
		expect(await screen.findByText("We could not load the collections.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("creates a collection after checking its title, then opens its editor", async () => {
		const fetchMock = mockApi({
			[LIST]: byMethod({ GET: collectionsPage([]), POST: json({ collection: collectionRow() }, 201) }),
			[`/api/admin/collections/${COLLECTION_ID}`]: collectionDetail(),
		});
		const { router } = renderCollections("/admin/collections");
		fireEvent.click(await screen.findByRole("button", { name: "New collection" }));
		const dialog = screen.getByRole("dialog", { name: "New collection" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Create collection" }));
		expect(fieldError("Title")).toBe("Give the collection a title");
		expect(document.activeElement).toBe(within(dialog).getByLabelText("Title"));

		fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: " Summer Porches " } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Create collection" }));
		await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/collections/${COLLECTION_ID}`));
		expect(sentBodies(fetchMock, LIST).filter(Boolean)).toEqual([
			{ title: "Summer Porches", description: null },
		]);
	});
});

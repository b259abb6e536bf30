import { COLLECTION_PUBLISH_TEXT } from "@core/collection-publish";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, mockApi, never, sentBodies } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import {
	adminPhotosPage,
	COLLECTION_ID,
	collectionDetail,
	curatedPhoto,
	NEW_PHOTO_ID,
	PHOTO_IDS,
	renderCollections,
} from "../test/render-collections";
import { COLLECTION_NOT_FOUND } from "./admin-collection-page";

const ONE = `/api/admin/collections/${COLLECTION_ID}`;
const PHOTOS = `${ONE}/photos`;
const URL = `/admin/collections/${COLLECTION_ID}`;

/** The server's answer to a PUT of the photos: the photos in the order sent. */
function putAnswer(_url: URL, init?: RequestInit) {
	const { photo_ids } = JSON.parse(String(init?.body)) as { photo_ids: string[] };
	const all = [0, 1, 2].map((i) => curatedPhoto(i));
	const photos = photo_ids.map((id) => all.find((p) => p.id === id) ?? curatedPhoto(3, { id }));
	return new Response(JSON.stringify(collectionDetail({ photo_count: photos.length }, photos)), {
		status: 200,
		headers: { "content-type": "application/json" },
	});
}

const photoTitles = () =>
	within(screen.getByRole("list", { name: "Photos in order" }))
		.getAllByRole("listitem")
		.map((item) => item.textContent?.match(/#\d+ [A-Za-z ]+?(?=Live|Draft|$)/)?.[0]);

describe("/admin/collections/:id", () => {
	it("shows a loading status, then the collection with its photos in order", async () => {
		mockApi({ [ONE]: never() });
		const first = renderCollections(URL);
		expect(screen.getByRole("status").textContent).toContain("Loading the collection…");
		first.unmount();

		mockApi({ [ONE]: collectionDetail() });
		renderCollections(URL);
		expect(await screen.findByRole("heading", { level: 1, name: "Summer Porches" })).toBeTruthy();
		expect(document.title).toContain("Summer Porches");
		expect(photoTitles()).toEqual(["#100 Porch swing", "#101 Lemonade stand", "#102 Garden hose"]);
		expect(screen.getByRole("switch", { name: "Published" }).getAttribute("aria-checked")).toBe("false");
		expect(screen.queryByRole("link", { name: "View the public page" })).toBeNull();
	});

	it("says when the collection does not exist, and when it cannot be read", async () => {
		mockApi({ [ONE]: apiError(404, "NOT_FOUND", "Collection not found") });
		const first = renderCollections(URL);
		expect(await screen.findByRole("heading", { level: 1, name: COLLECTION_NOT_FOUND })).toBeTruthy();
		expect(screen.getByRole("link", { name: "All collections" })).toBeTruthy();
		first.unmount();

		mockApi({ [ONE]: apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		renderCollections(URL);
		expect(await screen.findByText("We could not load this collection.")).toBeTruthy();
	});

	it("moves a photo down by keyboard, keeping focus on it, and removes one: each change sends the whole order", async () => {
		const fetchMock = mockApi({ [ONE]: collectionDetail(), [PHOTOS]: byMethod({ PUT: putAnswer }) });
		renderCollections(URL);
		const down = await screen.findByRole("button", { name: "Move #100 Porch swing down" });
		down.focus();
		fireEvent.click(down);
		expect(photoTitles()).toEqual(["#101 Lemonade stand", "#100 Porch swing", "#102 Garden hose"]);
		await waitFor(() =>
			expect(sentBodies(fetchMock, PHOTOS)).toEqual([
				{ photo_ids: [PHOTO_IDS[1], PHOTO_IDS[0], PHOTO_IDS[2]] },
			]),
		);
		expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move #100 Porch swing down" }));

		fireEvent.click(screen.getByRole("button", { name: "Remove #102 Garden hose" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, PHOTOS).at(-1)).toEqual({ photo_ids: [PHOTO_IDS[1], PHOTO_IDS[0]] }),
		);
		expect(photoTitles()).toEqual(["#101 Lemonade stand", "#100 Porch swing"]);
	});

	it("puts the last saved order back when a save is refused", async () => {
		mockApi({
			[ONE]: collectionDetail(),
			[PHOTOS]: byMethod({ PUT: apiError(400, "VALIDATION_ERROR", "One of the photos does not exist") }),
		});
		renderCollections(URL);
		fireEvent.click(await screen.findByRole("button", { name: "Move #102 Garden hose up" }));
		await waitFor(() =>
			expect(photoTitles()).toEqual(["#100 Porch swing", "#101 Lemonade stand", "#102 Garden hose"]),
		);
		expect(await screen.findByText("The photos could not be saved.")).toBeTruthy();
	});

	it("chooses a photo as the cover", async () => {
		const fetchMock = mockApi({
			[ONE]: byMethod({
				GET: collectionDetail(),
				PATCH: collectionDetail({ cover_photo_id: PHOTO_IDS[1], cover: curatedPhoto(1) }),
			}),
		});
		renderCollections(URL);
		const star = await screen.findByRole("button", { name: "Make #101 Lemonade stand the cover" });
		expect(star.getAttribute("aria-pressed")).toBe("false");
		fireEvent.click(star);
		await waitFor(() =>
			expect(sentBodies(fetchMock, ONE).filter(Boolean)).toEqual([{ cover_photo_id: PHOTO_IDS[1] }]),
		);
		await waitFor(() => expect(star.getAttribute("aria-pressed")).toBe("true"));
		expect(screen.getByRole("button", { name: "Use the first live photo as cover" })).toBeTruthy();
	});

	it("shows why it cannot be published, and links to the public page once it is", async () => {
		let answer = apiError(422, "VALIDATION_ERROR", COLLECTION_PUBLISH_TEXT.noLivePhoto, {
			is_public: COLLECTION_PUBLISH_TEXT.noLivePhoto,
		});
		const patch = () => answer.clone();
		const fetchMock = mockApi({ [ONE]: byMethod({ GET: collectionDetail(), PATCH: patch }) });
		renderCollections(URL);
		const toggle = await screen.findByRole("switch", { name: "Published" });
		fireEvent.click(toggle);
		await waitFor(() => expect(fieldError("Published")).toBe(COLLECTION_PUBLISH_TEXT.noLivePhoto));
		expect(toggle.getAttribute("aria-checked")).toBe("false");

		answer = new Response(JSON.stringify(collectionDetail({ is_public: true })), {
			status: 200,
			headers: { "content-type": "application/json" },
		});
		fireEvent.click(toggle);
		await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
		expect(sentBodies(fetchMock, ONE).filter(Boolean)).toEqual([{ is_public: true }, { is_public: true }]);
		expect(screen.getByRole("link", { name: "View the public page" }).getAttribute("href")).toBe(
			`/collections/${COLLECTION_ID}`,
		);
		expect(fieldError("Published")).toBeNull();
	});

	it("adds photos from the picker at the end; photos already in it cannot be chosen again", async () => {
		const fetchMock = mockApi({
			[ONE]: collectionDetail(),
			[PHOTOS]: byMethod({ PUT: putAnswer }),
			"/api/admin/photos": adminPhotosPage([
				{ id: NEW_PHOTO_ID, photoid: 103, title: "Sprinkler" },
				{ id: PHOTO_IDS[0] ?? "", photoid: 100, title: "Porch swing" },
			]),
		});
		renderCollections(URL);
		fireEvent.click(await screen.findByRole("button", { name: "Add photos" }));
		const picker = screen.getByRole("dialog", { name: "Add photos to Summer Porches" });
		const found = await within(picker).findByRole("list", { name: "Photos found" });
		const already = within(found).getByRole("button", { name: /Porch swing/ });
		expect(already.hasAttribute("disabled")).toBe(true);
		expect(already.textContent).toContain("Already added");
		expect(within(picker).getByRole<HTMLButtonElement>("button", { name: "Add photos" }).disabled).toBe(true);

		fireEvent.click(within(found).getByRole("button", { name: /Sprinkler/ }));
		fireEvent.click(within(picker).getByRole("button", { name: "Add 1 photo" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, PHOTOS)).toEqual([{ photo_ids: [...PHOTO_IDS, NEW_PHOTO_ID] }]),
		);
		expect(photoTitles().at(-1)).toBe("#103 Sprinkler");
	});

	it("saves a changed title only, and shows a blank one's problem under the field", async () => {
		const fetchMock = mockApi({
			[ONE]: byMethod({ GET: collectionDetail(), PATCH: collectionDetail({ title: "Porches" }) }),
		});
		renderCollections(URL);
		const title = await screen.findByLabelText("Title");
		fireEvent.change(title, { target: { value: "  " } });
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
		expect(fieldError("Title")).toBe("Give the collection a title");
		expect(sentBodies(fetchMock, ONE).filter(Boolean)).toEqual([]);

		fireEvent.change(title, { target: { value: "Porches" } });
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
		await waitFor(() => expect(sentBodies(fetchMock, ONE).filter(Boolean)).toEqual([{ title: "Porches" }]));
		expect(await screen.findByRole("heading", { level: 1, name: "Porches" })).toBeTruthy();
	});
});

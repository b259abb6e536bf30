import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, byMethod, json, mockApi, never, sentBodies } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { renderApp } from "@/test/render-app";
import {
	adminSession,
	face,
	faceId,
	facePhotoRow,
	listPage,
	personId,
	photoFaces,
	photoId,
} from "../test/face-fixtures";
import { NO_FACES } from "./face-editor";
import { ALL_TAGGED, noPhotoMatches } from "./face-photo-list";
import { newPersonLabel } from "./person-picker";

const LIST = "/api/admin/faces/photos";
const FACES = `/api/admin/photos/${photoId(1)}/faces`;
const FACE = `/api/admin/faces/${faceId(1)}`;
const editorUrl = `/admin/photos-faces?photo=${photoId(1)}`;

/** The list's API, remembering the query of each request. */
function mockPage(
	table: Record<string, unknown> = {},
	list: unknown = listPage([facePhotoRow(1), facePhotoRow(2)]),
) {
	const asked: URLSearchParams[] = [];
	const fetchMock = mockApi({
		...adminSession,
		[LIST]: (url: URL) => {
			asked.push(url.searchParams);
			return list instanceof Response ? list.clone() : json(list);
		},
		"/api/admin/persons": { persons: [], total: 0, page: 1, page_size: 8 },
		"/api/admin/taxonomy/suggest": { values: [{ value: "Black", count: 4 }] },
		...table,
	});
	return { asked, fetchMock };
}

const methodsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
	fetchMock.mock.calls
		.filter(([input]) => new URL(String(input), "http://localhost").pathname === path)
		.map(([, init]) => init?.method ?? "GET");

const noContent = () => new Response(null, { status: 204 });

const boxButton = (name: RegExp | string) => screen.findByRole("button", { name });

describe("/admin/photos-faces: the list", () => {
	it("asks for the search, filter and page the URL holds and links each photo to the editor", async () => {
		const { asked } = mockPage();
		const { router } = renderApp("/admin/photos-faces?q=picnic&needs=all&page=2");

		const list = await screen.findByRole("navigation", { name: "Photos to tag" });
		const link = await within(list).findByRole("link", { name: /Picnic 2/ });
		expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({
			q: "picnic",
			needs: "all",
			page: "2",
			page_size: "24",
		});
		expect(link.textContent).toContain("#502 · 1 of 3 faces");
		expect(screen.getByLabelText<HTMLInputElement>("Search photos").value).toBe("picnic");
		expect(screen.getByRole("button", { name: "All photos" }).getAttribute("aria-pressed")).toBe("true");
		expect(screen.getByText("Choose a photo")).toBeTruthy();
		expect(document.title).toMatch(/^Photo faces/);

		fireEvent.click(link);
		await waitFor(() =>
			expect(router.state.location.search).toBe(`?q=picnic&needs=all&page=2&photo=${photoId(2)}`),
		);
	});

	it("says when every photo has its faces and offers all photos; says when a search finds none", async () => {
		const { asked } = mockPage({}, listPage([]));
		const { router } = renderApp("/admin/photos-faces");
		expect(await screen.findByText(ALL_TAGGED)).toBeTruthy();
		expect(asked.at(-1)?.get("needs")).toBe("faces");
		fireEvent.click(screen.getByRole("button", { name: "Show all photos" }));
		await waitFor(() => expect(router.state.location.search).toBe("?needs=all"));

		await router.navigate("/admin/photos-faces?q=zebra");
		expect(await screen.findByText(noPhotoMatches("zebra"))).toBeTruthy();
	});

	it("shows a loading state, then offers a retry when the list cannot be read", async () => {
		mockPage({}, apiError(503, "SERVICE_UNAVAILABLE", "Down"));
		renderApp("/admin/photos-faces");
		expect(await screen.findByText("We could not load the photos.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});

describe("/admin/photos-faces: the editor", () => {
	it("shows the preview with a box per face and a card per face; loading and missing photos too", async () => {
		mockPage({ [FACES]: photoFaces([face(1), face(2, { box: [0.5, 0.2, 0.1, 0.1], person: null })]) });
		renderApp(editorUrl);

		const box = await boxButton("Face 1: Ada Okafor");
		expect(box.style.left).toBe("10%");
		expect(box.style.width).toBe("15%");
		expect(screen.getByRole("button", { name: "Face 2: no person yet" })).toBeTruthy();
		expect(screen.getByRole("img", { name: "Picnic 1" }).getAttribute("src")).toBe("/media/previews/1.webp");
		const card = screen.getByRole("region", { name: "Face 1" });
		expect(within(card).getByLabelText<HTMLInputElement>("Person").value).toBe("Ada Okafor");
		expect(within(card).getByLabelText<HTMLSelectElement>("Gender").value).toBe("female");
		expect(within(card).getByLabelText<HTMLInputElement>("Age").value).toBe("34");
	});

	it("says so while loading, when the photo is gone, and when it has no faces", async () => {
		mockPage({ [FACES]: never() });
		const first = renderApp(editorUrl);
		expect(await screen.findByText("Loading the photo's faces…")).toBeTruthy();
		first.unmount();

		mockPage({ [FACES]: apiError(404, "NOT_FOUND", "Photo not found") });
		const second = renderApp(editorUrl);
		expect(await screen.findByRole("heading", { name: "Photo not found" })).toBeTruthy();
		second.unmount();

		mockPage({ [FACES]: photoFaces([]) });
		renderApp(editorUrl);
		expect(await screen.findByText(NO_FACES)).toBeTruthy();
	});

	it("moves a box with the arrow keys, resizes it with Shift, saves once the keys rest, and removes it with Delete", async () => {
		const patches: unknown[] = [];
		const { fetchMock } = mockPage({
			[FACES]: photoFaces([face(1)]),
			[FACE]: byMethod({
				PATCH: async (_url: URL, init?: RequestInit) => {
					const body = JSON.parse(String(init?.body));
					patches.push(body);
					return json({ face: face(1, { box: body.box }) });
				},
				DELETE: noContent,
			}),
		});
		renderApp(editorUrl);
		const box = await boxButton("Face 1: Ada Okafor");
		box.focus();

		fireEvent.keyDown(box, { key: "ArrowRight" });
		fireEvent.keyDown(box, { key: "ArrowRight" });
		fireEvent.keyDown(box, { key: "ArrowDown", shiftKey: true });
		expect(box.style.left).toBe("12%");
		expect(box.style.height).toBe("21%");
		// One save for the three presses, with where the box ended up.
		await waitFor(() => expect(patches).toEqual([{ box: [0.12, 0.2, 0.15, 0.21] }]));
		const card = screen.getByRole("region", { name: "Face 1" });
		expect(await within(card).findByText("Saved")).toBeTruthy();

		fireEvent.keyDown(box, { key: "Delete" });
		await waitFor(() => expect(methodsTo(fetchMock, FACE)).toContain("DELETE"));
		await waitFor(() => expect(screen.queryByRole("button", { name: "Face 1: Ada Okafor" })).toBeNull());
		expect(screen.getByText(NO_FACES)).toBeTruthy();
	});

	it("draws a new face box with the pointer", async () => {
		const { fetchMock } = mockPage({
			[FACES]: byMethod({
				GET: photoFaces([]),
				POST: async (_url: URL, init?: RequestInit) =>
					json({ face: face(3, { box: JSON.parse(String(init?.body)).box, person: null }) }, 201),
			}),
		});
		renderApp(editorUrl);
		const surface = await screen.findByTestId("face-canvas");
		vi.spyOn(surface, "getBoundingClientRect").mockReturnValue({
			left: 0,
			top: 0,
			width: 1000,
			height: 500,
			right: 1000,
			bottom: 500,
			x: 0,
			y: 0,
			toJSON: () => ({}),
		});
		fireEvent.pointerDown(surface, { clientX: 100, clientY: 100, button: 0, pointerId: 1 });
		fireEvent.pointerMove(surface, { clientX: 300, clientY: 250, pointerId: 1 });
		fireEvent.pointerUp(surface, { clientX: 300, clientY: 250, pointerId: 1 });

		// The page's GET sent no body; the drawn box is the one POST.
		await waitFor(() =>
			expect(sentBodies(fetchMock, FACES).filter(Boolean)).toEqual([{ box: [0.1, 0.2, 0.2, 0.3] }]),
		);
		expect(await boxButton("Face 1: no person yet")).toBeTruthy();
	});

	it("gives a face a new person typed in the person box, or an existing one found by name", async () => {
		const { fetchMock } = mockPage({
			[FACES]: photoFaces([face(1, { person: null })]),
			"/api/admin/persons": {
				persons: [
					{
						id: personId(2),
						name: "Uncle Femi",
						face_count: 4,
						photo_count: 3,
						aliases: [],
						thumbnail_url: null,
						created_at: "2025-01-01T00:00:00.000Z",
					},
				],
				total: 1,
				page: 1,
				page_size: 8,
			},
			[FACE]: byMethod({
				PATCH: json({ face: face(1, { person: { id: personId(3), name: "Femi", aliases: [] } }) }),
			}),
		});
		renderApp(editorUrl);
		const card = await screen.findByRole("region", { name: "Face 1" });
		const input = within(card).getByRole("combobox", { name: "Person" });
		fireEvent.focus(input);
		fireEvent.change(input, { target: { value: "Femi" } });

		const listbox = await screen.findByRole("listbox", { name: "People" });
		expect(await within(listbox).findByRole("option", { name: /Uncle Femi/ })).toBeTruthy();
		fireEvent.keyDown(input, { key: "ArrowUp" });
		expect(within(listbox).getByRole("option", { selected: true }).textContent).toBe(newPersonLabel("Femi"));
		fireEvent.keyDown(input, { key: "Enter" });
		await waitFor(() => expect(sentBodies(fetchMock, FACE)).toEqual([{ new_person_name: "Femi" }]));
		await waitFor(() => expect((input as HTMLInputElement).value).toBe("Femi"));

		fireEvent.change(input, { target: { value: "Uncle" } });
		fireEvent.click(await screen.findByRole("option", { name: /Uncle Femi/ }));
		await waitFor(() => expect(sentBodies(fetchMock, FACE).at(-1)).toEqual({ person_id: personId(2) }));
	});

	it("checks an age before saving it, and shows the server's refusal under its field", async () => {
		const { fetchMock } = mockPage({
			[FACES]: photoFaces([face(1)]),
			[FACE]: byMethod({
				PATCH: apiError(400, "VALIDATION_ERROR", "Invalid body", { ethnicity: "At most 40 characters" }),
			}),
		});
		renderApp(editorUrl);
		const card = await screen.findByRole("region", { name: "Face 1" });
		const age = within(card).getByLabelText("Age");
		fireEvent.change(age, { target: { value: "130" } });
		fireEvent.blur(age);
		expect(fieldError("Age")).toBe("An age is a whole number from 0 to 120");
		expect(methodsTo(fetchMock, FACE)).toEqual([]);

		const ethnicity = within(card).getByLabelText("Ethnicity");
		fireEvent.change(ethnicity, { target: { value: "Mixed" } });
		fireEvent.blur(ethnicity);
		await waitFor(() => expect(fieldError("Ethnicity")).toBe("At most 40 characters"));
		expect(within(card).getByText(/Not saved/)).toBeTruthy();
		expect(sentBodies(fetchMock, FACE)).toEqual([{ ethnicity: "Mixed" }]);
	});

	it("marks a face not identifiable (it then needs no release)", async () => {
		const { fetchMock } = mockPage({
			[FACES]: photoFaces([face(1)]),
			[FACE]: byMethod({ PATCH: json({ face: face(1, { identifiable: false }) }) }),
		});
		renderApp(editorUrl);
		const card = await screen.findByRole("region", { name: "Face 1" });
		const box = within(card).getByRole("checkbox", { name: "Not identifiable" }) as HTMLInputElement;
		expect(box.checked).toBe(false);
		fireEvent.click(box);
		await waitFor(() => expect(sentBodies(fetchMock, FACE)).toEqual([{ identifiable: false }]));
	});

	it("clears the photo's missing-faces flag through the photo flags API", async () => {
		const flags = `/api/admin/photos/${photoId(1)}/flags`;
		const { fetchMock } = mockPage({
			[FACES]: photoFaces([face(1)], { missing_faces: true }),
			[flags]: byMethod({ PATCH: { photoshop: false, info_missing: false, missing_faces: false } }),
		});
		renderApp(editorUrl);
		fireEvent.click(await screen.findByRole("button", { name: "Mark faces complete" }));
		await waitFor(() => expect(sentBodies(fetchMock, flags)).toEqual([{ missing_faces: false }]));
		expect(await screen.findByRole("button", { name: "Flag faces as missing" })).toBeTruthy();
	});
});

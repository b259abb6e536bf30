import type { FamilyPhoto, FamilyPhotoListResponse } from "@core/contracts/submissions";
import { REVIEW_REASON_LABELS } from "@core/family";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { NO_PHOTOS, PhotosTab } from "./photos-tab";

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function photo(n: number, fields: Partial<FamilyPhoto> = {}): FamilyPhoto {
	return {
		id: idOf(n),
		photoid: 1000 + n,
		title: `Snapshot ${n}`,
		thumbnail_url: `/media/thumbs/${n}.webp`,
		preview_url: `/media/previews/${n}.webp`,
		processing_state: "ready",
		photo_status: "draft",
		status: "draft",
		description: null,
		decade_taken: "1960s",
		date_taken: null,
		location_city: null,
		location_state_province: null,
		location_country: null,
		events: [],
		tags: [],
		people_count: null,
		clearance: "pending",
		editable: true,
		submission_id: null,
		latest_review: null,
		near_duplicates: [],
		withdrawn_at: null,
		created_at: "2026-11-20T10:00:00.000Z",
		...fields,
	};
}

const sentBack = photo(3, {
	title: "Porch, 1962",
	status: "changes_requested",
	submission_id: idOf(99),
	latest_review: {
		decision: "changes_requested",
		reasons: ["missing_releases", "other"],
		note: "Who is on the left?",
		created_at: "2026-11-25T10:00:00.000Z",
	},
	near_duplicates: [{ photoid: 777, thumbnail_url: "/media/thumbs/777.webp", own: false }],
});

function listOf(photos: FamilyPhoto[]): FamilyPhotoListResponse {
	return {
		photos,
		total: photos.length,
		page: 1,
		page_size: 48,
		status_counts: {
			processing: 0,
			draft: 2,
			review: 1,
			changes_requested: 1,
			rejected: 0,
			live: 4,
			withdrawn: 0,
		},
	};
}

const PHOTOS = [photo(1), photo(2, { status: "live", photo_status: "live", editable: false }), sentBack];

function mockPhotos(extra: Record<string, unknown> = {}) {
	const asked: URLSearchParams[] = [];
	const listed = (url: URL) => {
		asked.push(url.searchParams);
		return json(listOf(PHOTOS));
	};
	const fetchMock = mockApi({
		"/api/family/photos": byMethod({ GET: listed, PATCH: { updated: 3 } }),
		"/api/events": { events: [{ id: idOf(50), name: "Birthday", photo_count: 3, cover: null }] },
		"/api/family/tags/suggest": { tags: ["Beach", "Beehive"] },
		...extra,
	});
	return { asked, fetchMock };
}

describe("the Photos tab", () => {
	it("shows the family's photos with their status, and counts per status on the chips", async () => {
		const { asked } = mockPhotos();
		renderWithProviders(<PhotosTab />, { url: "/family?status=live" });
		const grid = await screen.findByRole("list", { name: "Your photos" });
		expect(within(grid).getAllByRole("listitem")).toHaveLength(3);
		expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({ status: "live", page: "1" });
		const chips = screen.getByRole("list", { name: "Filter by status" });
		expect(within(chips).getByRole("button", { pressed: true }).textContent).toBe("Live4");
		expect(within(chips).getByRole("button", { name: /All/ }).textContent).toBe("All8");
		expect(within(grid).getByText("Changes requested")).toBeTruthy();
		expect(within(grid).getByText("Looks like another")).toBeTruthy();

		fireEvent.click(within(chips).getByRole("button", { name: /In review/ }));
		await waitFor(() => expect(asked.at(-1)?.get("status")).toBe("review"));
	});

	it("says how to start when there are no photos, and offers a retry when the list fails", async () => {
		const empty = mockApi({
			"/api/family/photos": json({
				...listOf([]),
				status_counts: {
					processing: 0,
					draft: 0,
					review: 0,
					changes_requested: 0,
					rejected: 0,
					live: 0,
					withdrawn: 0,
				},
			}),
		});
		const view = renderWithProviders(<PhotosTab />, { url: "/family" });
		expect(await screen.findByRole("heading", { name: NO_PHOTOS })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Upload photos" }).getAttribute("href")).toBe(
			"/family?tab=upload",
		);
		expect(empty).toHaveBeenCalled();
		view.unmount();

		mockApi({ "/api/family/photos": apiError(500, "INTERNAL_ERROR", "Something went wrong") });
		renderWithProviders(<PhotosTab />, { url: "/family" });
		expect(await screen.findByText("We could not load your photos.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("selects the whole page and sets their decade in one request", async () => {
		const { fetchMock } = mockPhotos();
		renderWithProviders(<PhotosTab />, { url: "/family" });
		fireEvent.click(await screen.findByRole("checkbox", { name: "Select all on this page" }));
		const bar = screen.getByRole("region", { name: "Change the selected photos" });
		expect(within(bar).getByRole("status").textContent).toBe("3 photos selected");
		fireEvent.change(within(bar).getByLabelText("Decade"), { target: { value: "1950s" } });
		fireEvent.click(within(bar).getByRole("button", { name: "Set decade" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, "/api/family/photos").filter(Boolean)).toEqual([
				{ ids: [idOf(1), idOf(2), idOf(3)], set: { decade_taken: "1950s" } },
			]),
		);
		await waitFor(() =>
			expect(screen.queryByRole("region", { name: "Change the selected photos" })).toBeNull(),
		);
	});

	it("adds tags from the archive's suggestions with the keyboard, for many photos at once", async () => {
		const { fetchMock } = mockPhotos();
		renderWithProviders(<PhotosTab />, { url: "/family" });
		fireEvent.click(await screen.findByRole("checkbox", { name: "Select Snapshot 1" }));
		const input = screen.getByRole("combobox", { name: "Add tags" });
		fireEvent.focus(input);
		fireEvent.change(input, { target: { value: "bea" } });
		const options = await screen.findByRole("listbox", { name: "Add tags: suggestions" });
		await within(options).findByRole("option", { name: "Beach" });
		fireEvent.keyDown(input, { key: "ArrowDown" });
		expect(input.getAttribute("aria-activedescendant")).toBe(
			within(options).getByRole("option", { name: "Beach" }).id,
		);
		fireEvent.keyDown(input, { key: "Enter" });
		expect(screen.getByRole("button", { name: "Remove Beach" })).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Update tags" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, "/api/family/photos").filter(Boolean)).toEqual([
				{ ids: [idOf(1)], set: { tags_add: ["Beach"] } },
			]),
		);
	});

	it("opens a photo sent back: the reasons in plain words, the near-duplicate, and Send again", async () => {
		const { fetchMock } = mockPhotos({
			[`/api/family/photos/${idOf(3)}/resubmit`]: byMethod({
				POST: { photo: { ...sentBack, status: "review" } },
			}),
		});
		renderWithProviders(<PhotosTab />, { url: "/family" });
		fireEvent.click(await screen.findByRole("button", { name: "Porch, 1962" }));
		const dialog = await screen.findByRole("dialog", { name: "Porch, 1962" });
		expect(within(dialog).getByText(REVIEW_REASON_LABELS.missing_releases)).toBeTruthy();
		expect(within(dialog).getByText("“Who is on the left?”")).toBeTruthy();
		expect(within(dialog).getByRole("img", { name: "Number 777" }).getAttribute("src")).toBe(
			"/media/thumbs/777.webp",
		);
		fireEvent.click(within(dialog).getByRole("button", { name: "Send again" }));
		await waitFor(() =>
			expect(sentBodies(fetchMock, `/api/family/photos/${idOf(3)}/resubmit`)).toHaveLength(1),
		);
	});

	it("describes a draft with a message per field, from the browser and from the server", async () => {
		const { fetchMock } = mockPhotos({
			[`/api/family/photos/${idOf(1)}`]: byMethod({
				PATCH: apiError(422, "VALIDATION_ERROR", "A photo taken on 1975-01-01 belongs to the 1970s", {
					decade_taken: "A photo taken on 1975-01-01 belongs to the 1970s, not the 1960s",
				}),
			}),
		});
		renderWithProviders(<PhotosTab />, { url: `/family?photo=${idOf(1)}` });
		const dialog = await screen.findByRole("dialog", { name: "Snapshot 1" });
		const title = within(dialog).getByLabelText("Title");
		fireEvent.change(title, { target: { value: " " } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
		expect(await within(dialog).findByText("Give the photo a title")).toBeTruthy();
		expect(document.activeElement).toBe(title);
		expect(sentBodies(fetchMock, `/api/family/photos/${idOf(1)}`)).toEqual([]);

		fireEvent.change(title, { target: { value: "Snapshot one" } });
		fireEvent.change(within(dialog).getByLabelText(/Date taken/), { target: { value: "1975-01-01" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
		expect(
			await within(dialog).findByText("A photo taken on 1975-01-01 belongs to the 1970s, not the 1960s"),
		).toBeTruthy();
		expect(sentBodies(fetchMock, `/api/family/photos/${idOf(1)}`)).toEqual([
			{ title: "Snapshot one", date_taken: "1975-01-01" },
		]);
	});
});

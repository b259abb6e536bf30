import type { AdminPhotoRow } from "@core/contracts/catalogue";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, json, mockApi, never } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { PhotoPicker, PICKER_PAGE_SIZE } from "./photo-picker";

const PATH = "/api/admin/photos";

function row(i: number) {
	return {
		id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
		photoid: i,
		title: `Snapshot ${i}`,
		thumbnail_url: null,
		photo_status: i % 2 === 0 ? "live" : "draft",
		family: {
			id: "1d6b4f7a-9c8e-4f0a-8b2c-6d7e8f9a0b1c",
			storefront_name: "The Okafors",
			email: "o@example.com",
		},
		decade_taken: null,
		price_cents: 4900,
		original_filename: null,
		width: 1200,
		height: 800,
		featured: false,
		photoshop: false,
		info_missing: false,
		missing_faces: false,
		created_at: "2025-01-01T00:00:00.000Z",
		updated_at: "2025-01-01T00:00:00.000Z",
	};
}

/** Pages of a catalogue of `total` photos, as the admin photo list answers them. */
function catalogue(total: number) {
	return (url: URL) => {
		const page = Number(url.searchParams.get("page") ?? 1);
		const first = (page - 1) * PICKER_PAGE_SIZE + 1;
		const photos = Array.from(
			{ length: Math.max(0, Math.min(PICKER_PAGE_SIZE, total - first + 1)) },
			(_, i) => row(first + i),
		);
		return json({
			photos,
			total,
			page,
			page_size: PICKER_PAGE_SIZE,
			status_counts: { draft: 0, review: 0, live: 0, archived: 0 },
		});
	};
}

function renderPicker(onConfirm = vi.fn<(photos: AdminPhotoRow[]) => void>()) {
	renderWithProviders(
		<PhotoPicker
			open
			onClose={() => {}}
			title="Pick photos"
			confirmLabel={(n) => `Use ${n}`}
			exclude={new Set([row(2).id])}
			onConfirm={onConfirm}
		/>,
	);
	return onConfirm;
}

const requests = (fetchMock: ReturnType<typeof mockApi>) =>
	fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").searchParams);

describe("PhotoPicker", () => {
	it("shows a loading status while the photos load", async () => {
		mockApi({ [PATH]: never() });
		renderPicker();
		expect(screen.getByRole("status").textContent).toContain("Loading photos…");
	});

	it("offers a retry when the photos cannot be read", async () => {
		mockApi({ [PATH]: apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		renderPicker();
		expect(await screen.findByText("We could not load the photos.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
	});

	it("keeps photos chosen across pages and gives them in the order chosen", async () => {
		const fetchMock = mockApi({ [PATH]: catalogue(30) });
		const onConfirm = renderPicker();
		const dialog = screen.getByRole("dialog", { name: "Pick photos" });
		fireEvent.click(await within(dialog).findByRole("button", { name: /^#3 Snapshot 3(?!\d)/ }));
		expect(
			within(dialog).getByRole<HTMLButtonElement>("button", { name: /^#2 Snapshot 2(?!\d)/ }).disabled,
		).toBe(true);

		fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
		fireEvent.click(await within(dialog).findByRole("button", { name: /^#27 Snapshot 27(?!\d)/ }));
		expect(requests(fetchMock).at(-1)?.get("page")).toBe("2");
		expect(within(dialog).getByText("2 photos chosen")).toBeTruthy();

		fireEvent.click(within(dialog).getByRole("button", { name: "Use 2" }));
		expect(onConfirm.mock.calls[0]?.[0].map((photo) => photo.photoid)).toEqual([3, 27]);
	});

	it("searches by words and status from the first page, and says when nothing matches", async () => {
		const fetchMock = mockApi({
			[PATH]: (url: URL) => (url.searchParams.get("q") ? catalogue(0)(url) : catalogue(30)(url)),
		});
		renderPicker();
		const dialog = screen.getByRole("dialog", { name: "Pick photos" });
		await within(dialog).findByRole("list", { name: "Photos found" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
		await waitFor(() => expect(requests(fetchMock).at(-1)?.get("page")).toBe("2"));

		fireEvent.change(within(dialog).getByLabelText("Status"), { target: { value: "live" } });
		fireEvent.change(within(dialog).getByLabelText("Search photos"), { target: { value: "picnic" } });
		expect(await within(dialog).findByText("No photos match this search.")).toBeTruthy();
		const last = requests(fetchMock).at(-1);
		expect(last?.get("q")).toBe("picnic");
		expect(last?.get("status")).toBe("live");
		expect(last?.get("page")).toBe("1");
		expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Use 0" }).disabled).toBe(true);
	});
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { adminSession, photoDetail, photoId } from "../test/photo-fixtures";
import { PHOTO_NOT_FOUND } from "./admin-photo-page";

const ID = photoId(1);
const PATH = `/api/admin/photos/${ID}`;

function mockEditor(patch: (init?: RequestInit) => Response) {
	return mockApi({
		...adminSession,
		"/api/events": { events: [] },
		[PATH]: byMethod({
			GET: { photo: photoDetail() },
			PATCH: (_url, init) => patch(init),
		}),
	});
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe("/admin/photos/:id", () => {
	it("sends only the fields that changed, the price in cents, and says it saved", async () => {
		const fetchMock = mockEditor((init) => {
			const sent = JSON.parse(String(init?.body));
			return json({ photo: photoDetail({ ...sent, updated_at: "2025-03-03T10:00:00.000Z" }) });
		});
		renderApp(`/admin/photos/${ID}`);

		expect(await screen.findByRole("heading", { level: 1, name: "Snapshot 1" })).toBeTruthy();
		expect(field("Price").value).toBe("25.00");
		fireEvent.change(field("Title"), { target: { value: "Lake day, 1964" } });
		fireEvent.change(field("Price"), { target: { value: "40" } });
		fireEvent.click(screen.getByRole("switch", { name: /Missing faces/ }));
		const tags = screen.getByRole("list", { name: "Tags" });
		fireEvent.click(within(tags).getByRole("button", { name: "Remove lake" }));
		fireEvent.change(screen.getByRole("combobox", { name: "Tags" }), { target: { value: "picnic" } });
		fireEvent.keyDown(screen.getByRole("combobox", { name: "Tags" }), { key: "Enter" });
		expect(screen.getByText("4 unsaved changes")).toBeTruthy();

		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
		expect(await screen.findByText("Photo updated")).toBeTruthy();
		expect(screen.getByText("Changes saved successfully")).toBeTruthy();
		expect(sentBodies(fetchMock, PATH).filter(Boolean)).toEqual([
			{ title: "Lake day, 1964", price_cents: 4000, tags: ["summer", "picnic"], missing_faces: true },
		]);
		await waitFor(() => expect(screen.getByText("No unsaved changes")).toBeTruthy());
	});

	it("checks the fields with the API's rules before sending", async () => {
		const fetchMock = mockEditor(() => json({ photo: photoDetail() }));
		renderApp(`/admin/photos/${ID}`);

		await screen.findByRole("heading", { level: 1, name: "Snapshot 1" });
		fireEvent.change(field("Title"), { target: { value: "  " } });
		fireEvent.change(field("Price"), { target: { value: "twelve" } });
		fireEvent.change(field("Date taken"), { target: { value: "1975-06-01" } });
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

		expect(await screen.findByText("Give the photo a title")).toBeTruthy();
		expect(screen.getByText("Enter a price in dollars, such as 25.00")).toBeTruthy();
		expect(screen.getByText("A photo taken on 1975-06-01 belongs to the 1970s, not the 1960s")).toBeTruthy();
		expect(field("Title").getAttribute("aria-invalid")).toBe("true");
		expect(document.activeElement).toBe(field("Title"));
		expect(sentBodies(fetchMock, PATH).filter(Boolean)).toEqual([]);
	});

	it("shows the server's per-field messages and the update failure", async () => {
		mockEditor(() =>
			apiError(400, "VALIDATION_FAILED", "Check the highlighted fields", { price_cents: "At most $100,000" }),
		);
		renderApp(`/admin/photos/${ID}`);

		await screen.findByRole("heading", { level: 1, name: "Snapshot 1" });
		fireEvent.change(field("Price"), { target: { value: "99999" } });
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

		expect(await screen.findByText("At most $100,000")).toBeTruthy();
		expect(screen.getByText("Update failed")).toBeTruthy();
		expect(screen.getByText("Check the highlighted fields")).toBeTruthy();
		expect(field("Price").getAttribute("aria-invalid")).toBe("true");
	});

	it("offers the next statuses and lists what stops the photo going live", async () => {
		mockApi({
			...adminSession,
			"/api/events": { events: [] },
			[PATH]: { photo: photoDetail({ photo_status: "review", publish_problems: ["It needs a price"] }) },
		});
		renderApp(`/admin/photos/${ID}`);

		const status = await screen.findByRole("region", { name: /Status/ });
		expect(within(status).getByRole("list", { name: "Before it can go live:" }).textContent).toBe(
			"It needs a price",
		);
		expect(
			within(status)
				.getAllByRole("button")
				.map((button) => button.textContent),
		).toEqual(["Move to Draft", "Move to Live", "Move to Archived"]);
		expect(screen.getByText("3000 × 2000 px")).toBeTruthy();
		expect(screen.getByText("scan-1.jpg")).toBeTruthy();
	});

	it("says when the photo does not exist", async () => {
		mockApi({ ...adminSession, [PATH]: apiError(404, "NOT_FOUND", "No such photo") });
		renderApp(`/admin/photos/${ID}`);
		expect(await screen.findByText(PHOTO_NOT_FOUND)).toBeTruthy();
	});
});

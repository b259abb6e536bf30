import { PHOTO_UPLOAD_TEXT } from "@core/contracts/catalogue";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/api-mock";
import { FakeXhr } from "@/test/fake-xhr";
import { renderApp } from "@/test/render-app";
import { adminSession, FAMILY, photoId } from "../test/photo-fixtures";

const familyRow = {
	...FAMILY,
	first_name: null,
	storefront_bio: null,
	location: null,
	portrait_url: null,
	photo_count: 3,
	live_count: 1,
	sales_count: 0,
	revenue_cents: 0,
	created_at: "2025-01-01T00:00:00.000Z",
};

function setUp(extra = {}) {
	FakeXhr.sent = [];
	vi.stubGlobal("XMLHttpRequest", FakeXhr);
	return mockApi({
		...adminSession,
		"/api/admin/families": { families: [familyRow], total: 1, page: 1, page_size: 12 },
		...extra,
	});
}

async function chooseFamily() {
	const box = await screen.findByRole("combobox", { name: "Family (required)" });
	fireEvent.focus(box);
	fireEvent.change(box, { target: { value: "hend" } });
	fireEvent.click(await screen.findByRole("option", { name: /The Hendersons/ }));
	expect(await screen.findByRole("group", { name: "Family (required)" })).toBeTruthy();
}

const image = (name: string, type = "image/jpeg") => new File(["pixels"], name, { type });

describe("/admin/photos/upload", () => {
	it("sends each file on its own, two at a time, with its progress, draft link or refusal", async () => {
		setUp();
		renderApp("/admin/photos/upload");
		await chooseFamily();

		fireEvent.change(screen.getByLabelText("Choose images"), {
			target: {
				files: [
					image("one.jpg"),
					image("two.png", "image/png"),
					image("three.gif", "image/gif"),
					image("four.jpg"),
				],
			},
		});
		const uploads = screen.getByRole("list", { name: "Uploads" });
		expect(within(uploads).getByText(PHOTO_UPLOAD_TEXT.wrongType)).toBeTruthy();
		expect(FakeXhr.sent.map((xhr) => xhr.filename)).toEqual(["one.jpg", "two.png"]);
		const [one, two] = FakeXhr.sent as [FakeXhr, FakeXhr];
		expect(one.method).toBe("POST");
		expect(new URL(one.url, "http://localhost").searchParams.get("family")).toBe(FAMILY.id);
		expect(one.headers["content-type"]).toBe("image/jpeg");
		expect(one.withCredentials).toBe(true);
		expect((one.body as File).name).toBe("one.jpg");

		one.progress(0.5);
		expect(
			(screen.getByRole("progressbar", { name: "Uploading one.jpg" }) as HTMLProgressElement).value,
		).toBe(50);
		expect(within(uploads).getByText("50%")).toBeTruthy();

		one.answer(201, { photo: { id: photoId(7), photoid: 1007, title: "one" } });
		expect((await screen.findByRole("link", { name: "Edit #1007" })).getAttribute("href")).toBe(
			`/admin/photos/${photoId(7)}`,
		);
		// A slot is free: the next queued file goes (once the queue's effect has run).
		await waitFor(() =>
			expect(FakeXhr.sent.map((xhr) => xhr.filename)).toEqual(["one.jpg", "two.png", "four.jpg"]),
		);

		two.answer(400, { error: { code: "BAD_IMAGE", message: PHOTO_UPLOAD_TEXT.broken } });
		expect(await within(uploads).findByText(PHOTO_UPLOAD_TEXT.broken)).toBeTruthy();
		expect(screen.getByText("1 of 4 uploaded · 1 uploading · 2 refused")).toBeTruthy();

		fireEvent.click(screen.getByRole("button", { name: "Retry two.png" }));
		expect(FakeXhr.sent.map((xhr) => xhr.filename)).toEqual(["one.jpg", "two.png", "four.jpg", "two.png"]);
		expect(screen.queryByRole("button", { name: "Retry three.gif" })).toBeNull();
	});

	it("asks for the family before taking files", async () => {
		setUp();
		renderApp("/admin/photos/upload");
		fireEvent.change(await screen.findByLabelText("Choose images"), {
			target: { files: [image("one.jpg")] },
		});
		expect(screen.getByText(PHOTO_UPLOAD_TEXT.noFamily)).toBeTruthy();
		expect(FakeXhr.sent).toEqual([]);
	});

	it("checks a CSV file, lists its problems, then imports it", async () => {
		const asked: string[] = [];
		setUp({
			"/api/admin/photos/metadata-import": (url: URL, init?: RequestInit) => {
				asked.push(`${url.search} ${new Headers(init?.headers).get("content-type")}`);
				return url.searchParams.get("dry_run") === "true"
					? json(
							{
								error: {
									code: "CSV_INVALID",
									message: "The file has problems",
									details: {
										problems: [
											{ row: 3, column: "price", message: "A price in dollars" },
											{ row: 5, column: null, message: "No photo has this filename" },
										],
									},
								},
							},
							422,
						)
					: json({ rows: 3, updated: 3, dry_run: false });
			},
		});
		renderApp("/admin/photos/upload");

		const csv = new File(["filename,price\n"], "meta.csv", { type: "application/vnd.ms-excel" });
		fireEvent.change(await screen.findByLabelText("CSV file"), { target: { files: [csv] } });
		fireEvent.click(screen.getByRole("button", { name: "Check" }));
		const problems = await screen.findByRole("table", { name: "Problems in the file" });
		const rows = within(problems)
			.getAllByRole("row")
			.slice(1)
			.map((row) => row.textContent);
		expect(rows).toEqual(["3priceA price in dollars", "5—No photo has this filename"]);

		fireEvent.click(screen.getByRole("button", { name: "Import" }));
		expect(await screen.findByText("Updated 3 photos.")).toBeTruthy();
		expect(asked).toEqual(["?dry_run=true text/csv", " text/csv"]);
	});
});

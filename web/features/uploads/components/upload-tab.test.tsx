import { FAMILY_UPLOAD_TEXT } from "@core/contracts/uploads";
import { FAMILY_UPLOAD_MAX_BYTES } from "@core/family";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, requestedPaths } from "@/test/api-mock";
import { FakeXhr } from "@/test/fake-xhr";
import { renderWithProviders } from "@/test/render-app";
import { UploadTab } from "./upload-tab";

const photoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const image = (name: string, type = "image/jpeg", size?: number) => {
	const file = new File(["pixels"], name, { type });
	if (size !== undefined) Object.defineProperty(file, "size", { value: size });
	return file;
};
const uploaded = (n: number, title: string) => ({
	photo: { id: photoId(n), photoid: 100 + n, title, processing_state: "processing" },
});

/** The status endpoint: each photo processing until the test marks it ready or failed. */
function statusApi() {
	const states = new Map<string, { processing_state: string; thumbnail_url: string | null }>();
	const fetchMock = mockApi({
		"/api/family/uploads/status": (url: URL) =>
			Response.json({
				photos: (url.searchParams.get("ids") ?? "").split(",").map((id) => ({
					id,
					...(states.get(id) ?? { processing_state: "processing", thumbnail_url: null }),
				})),
			}),
	});
	return { fetchMock, states };
}

function setUp() {
	FakeXhr.sent = [];
	vi.stubGlobal("XMLHttpRequest", FakeXhr);
	const api = statusApi();
	renderWithProviders(<UploadTab />, { url: "/family?tab=upload" });
	return api;
}

afterEach(() => vi.unstubAllGlobals());

const choose = (...files: File[]) =>
	fireEvent.change(screen.getByLabelText("Choose photos"), { target: { files } });

describe("the Upload tab", () => {
	it("checks each file here, sends three at a time with progress, and retries only a failed one", async () => {
		setUp();
		choose(
			image("one.jpg"),
			image("two.png", "image/png"),
			image("three.gif", "image/gif"),
			image("four.tif", ""),
			image("five.jpg", "image/jpeg", FAMILY_UPLOAD_MAX_BYTES + 1),
			image("six.jpg"),
		);
		const list = screen.getByRole("list", { name: "Uploads" });
		expect(within(list).getByText(`Failed: ${FAMILY_UPLOAD_TEXT.wrongType}`)).toBeTruthy();
		expect(
			within(list).getByText(/^Failed: The file is larger than 50 MB.*\(this one is 50\.0 MB\)$/),
		).toBeTruthy();
		expect(screen.queryByRole("button", { name: "Retry three.gif" })).toBeNull();
		expect(FakeXhr.sent.map((xhr) => xhr.filename)).toEqual(["one.jpg", "two.png", "four.tif"]);
		const [one, two, four] = FakeXhr.sent as [FakeXhr, FakeXhr, FakeXhr];
		expect(one.method).toBe("POST");
		expect(new URL(one.url, "http://localhost").pathname).toBe("/api/family/uploads");
		expect(one.withCredentials).toBe(true);
		expect(four.headers["content-type"]).toBe("application/octet-stream");

		one.progress(0.45);
		const bar = screen.getByRole("progressbar", { name: "Uploading one.jpg" });
		expect(bar.getAttribute("aria-valuenow")).toBe("45");
		expect(within(list).getByText("Uploading 45%")).toBeTruthy();
		expect(within(list).getAllByText("Waiting")).toHaveLength(1);

		one.answer(201, uploaded(1, "one"));
		expect(await within(list).findByText("Processing")).toBeTruthy();
		await waitFor(() => expect(FakeXhr.sent.map((xhr) => xhr.filename)).toContain("six.jpg"));

		two.answer(422, {
			error: {
				code: "VALIDATION",
				message:
					"The image is too small: photos need at least 1,200 px on the long side; this one is 800 × 600",
			},
		});
		expect(
			await within(list).findByText(
				"Failed: The image is too small: photos need at least 1,200 px on the long side; this one is 800 × 600",
			),
		).toBeTruthy();
		expect(screen.getByRole("status").textContent).toBe(
			"1 of 6 uploaded · 2 uploading · 1 processing · 3 failed",
		);

		fireEvent.click(screen.getByRole("button", { name: "Retry two.png" }));
		await waitFor(() => expect(FakeXhr.sent.filter((xhr) => xhr.filename === "two.png")).toHaveLength(2));
		expect(FakeXhr.sent.map((xhr) => xhr.filename).filter((name) => name === "one.jpg")).toHaveLength(1);
	});

	it("asks the server until a photo is ready, then shows its thumbnail and the way to describe it", async () => {
		const { fetchMock, states } = setUp();
		choose(image("grandma.jpg"));
		const [xhr] = FakeXhr.sent as [FakeXhr];
		xhr.answer(201, uploaded(7, "grandma"));
		const list = screen.getByRole("list", { name: "Uploads" });
		expect(await within(list).findByText("Processing")).toBeTruthy();
		await waitFor(() => expect(requestedPaths(fetchMock)).toContain("/api/family/uploads/status"));
		expect(screen.queryByRole("link", { name: "Describe your photos" })).toBeNull();

		states.set(photoId(7), { processing_state: "ready", thumbnail_url: "/media/thumbs/7.webp" });
		expect(await within(list).findByText("Ready", undefined, { timeout: 5000 })).toBeTruthy();
		expect(list.querySelector("img")?.getAttribute("src")).toBe("/media/thumbs/7.webp");
		expect(screen.getByRole("link", { name: "Describe your photos" }).getAttribute("href")).toBe("/family");
		expect(screen.getByRole("status").textContent).toBe("1 of 1 uploaded");
	});

	it("offers a retry when the server could not process a photo", async () => {
		const { states } = setUp();
		choose(image("faded.jpg"));
		(FakeXhr.sent[0] as FakeXhr).answer(201, uploaded(8, "faded"));
		states.set(photoId(8), { processing_state: "failed", thumbnail_url: null });
		fireEvent.click(await screen.findByRole("button", { name: "Retry faded.jpg" }, { timeout: 5000 }));
		await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
	});

	it("warns before leaving while files are still being sent, and not after", async () => {
		setUp();
		const leave = () => {
			const event = new Event("beforeunload", { cancelable: true });
			window.dispatchEvent(event);
			return event.defaultPrevented;
		};
		expect(leave()).toBe(false);
		choose(image("one.jpg"));
		// The warning is added and removed by a passive effect, which may run a moment after the
		// text on screen changed (it did on a loaded machine): wait for it, within waitFor's limit.
		await waitFor(() => expect(leave()).toBe(true));
		(FakeXhr.sent[0] as FakeXhr).answer(201, uploaded(9, "one"));
		await screen.findByText("Processing");
		await waitFor(() => expect(leave()).toBe(false));
	});
});

import { useQuery } from "@tanstack/react-query";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { SITE_STATUS_POLL_MS } from "../api/get-site-status";
import { DemoArchiveNote, READY_NOTE_MS } from "./demo-archive-note";

/** Answers /api/status from a list, one entry a request (the last one repeats). */
function statusSequence(...answers: Array<{ photos_done: number; photos_total: number } | null>) {
	let asked = 0;
	return () => json({ demo_archive: answers[Math.min(asked++, answers.length - 1)] ?? null });
}

/** Another list on the page: how often it was asked for. */
let listAsked = 0;
function SomeList() {
	useQuery({
		queryKey: ["photos", "probe"],
		queryFn: async () => {
			listAsked++;
			return listAsked;
		},
	});
	return null;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
	listAsked = 0;
	vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
	vi.useRealTimers();
});

describe("DemoArchiveNote", () => {
	it("shows the archive's progress, refreshes the lists as it fills, then says it is ready and goes", async () => {
		const fetchMock = mockApi({
			"/api/status": statusSequence(
				{ photos_done: 0, photos_total: 30 },
				{ photos_done: 10, photos_total: 30 },
				null,
			),
		});
		renderWithProviders(
			<>
				<DemoArchiveNote />
				<SomeList />
			</>,
		);
		const note = await screen.findByRole("region", { name: "Site status" });
		expect(note.textContent).toContain("Preparing the demo archive: 0 of 30 photos…");
		// Only the stable words are announced; the count is in the progress bar.
		expect(within(note).getByRole("status").textContent).toBe("Preparing the demo archive");
		const bar = within(note).getByRole("progressbar", { name: "Demo archive" });
		expect(bar.getAttribute("aria-valuetext")).toBe("0 of 30 photos");
		expect(listAsked).toBe(1);

		// A poll's timer starts when the previous answer arrived: a moment after the interval.
		await advance(SITE_STATUS_POLL_MS + 100);
		await vi.waitFor(() => expect(note.textContent).toContain("10 of 30 photos…"));
		expect(bar.getAttribute("aria-valuetext")).toBe("10 of 30 photos");
		// The first photos are in: lists drawn from an empty catalogue are asked again.
		await vi.waitFor(() => expect(listAsked).toBe(2));

		await advance(SITE_STATUS_POLL_MS + 100);
		await vi.waitFor(() =>
			expect(within(note).getByRole("status").textContent).toBe("The demo archive is ready: 30 photos."),
		);
		expect(within(note).queryByRole("progressbar")).toBeNull();
		await vi.waitFor(() => expect(listAsked).toBe(3));

		await advance(READY_NOTE_MS);
		expect(screen.queryByRole("region", { name: "Site status" })).toBeNull();
		// Nothing prepared any more: no more asking.
		const calls = fetchMock.mock.calls.length;
		await advance(SITE_STATUS_POLL_MS * 3);
		expect(fetchMock.mock.calls.length).toBe(calls);
	});

	it("shows nothing and asks once when nothing is being prepared (production)", async () => {
		const fetchMock = mockApi({ "/api/status": { demo_archive: null } });
		const { queryClient } = renderWithProviders(<DemoArchiveNote />);
		await vi.waitFor(() => expect(queryClient.getQueryState(["site-status"])?.status).toBe("success"));
		await advance(SITE_STATUS_POLL_MS * 3);
		expect(fetchMock).toHaveBeenCalledTimes(1);
		expect(screen.queryByRole("region", { name: "Site status" })).toBeNull();
	});
});

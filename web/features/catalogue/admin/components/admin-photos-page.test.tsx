import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { adminSession, photoId, photoRow } from "../test/photo-fixtures";
import { NO_MATCHES } from "./admin-photos-page";

const COUNTS = { draft: 4, review: 2, live: 30, archived: 1 };

function listAnswer(
	photos = [photoRow(1), photoRow(2), photoRow(3, { photo_status: "review" })],
	total = photos.length,
) {
	return { photos, total, page: 1, page_size: 50, status_counts: COUNTS };
}

/** The photo list's API, remembering the query of each request. */
function mockList(answer: (url: URL) => Response = () => json(listAnswer()), extra = {}) {
	const asked: URLSearchParams[] = [];
	const fetchMock = mockApi({
		...adminSession,
		"/api/admin/photos": (url: URL) => {
			asked.push(url.searchParams);
			return answer(url);
		},
		...extra,
	});
	return { asked, fetchMock };
}

const last = (asked: URLSearchParams[]) => Object.fromEntries(asked.at(-1) ?? []);

describe("/admin/photos", () => {
	it("asks the API for what the URL's filters say and shows the status counts", async () => {
		const { asked } = mockList();
		renderApp(
			`/admin/photos?q=lake&status=review&flag=any&decade=1960s&sort=title&dir=asc&page=2&page_size=25&family=${photoId(9)}`,
		);

		const table = await screen.findByRole("table", { name: "Photos" });
		expect(last(asked)).toEqual({
			q: "lake",
			status: "review",
			flag: "any",
			family: photoId(9),
			decade: "1960s",
			sort: "title",
			dir: "asc",
			page: "2",
			page_size: "25",
		});
		const tabs = screen.getByRole("tablist", { name: "Photo status" });
		expect(within(tabs).getByRole("tab", { selected: true }).textContent).toBe("In review2");
		expect(within(tabs).getByRole("tab", { name: /All/ }).textContent).toBe("All37");
		expect(within(table).getByRole("columnheader", { name: /Title/ }).getAttribute("aria-sort")).toBe(
			"ascending",
		);

		const first = within(table).getAllByRole("row")[1] as HTMLElement;
		expect(within(first).getByRole("img", { name: "Snapshot 1" }).getAttribute("src")).toBe(
			"/media/thumbs/1.webp",
		);
		expect(within(first).getByRole("link", { name: "Snapshot 1" }).getAttribute("href")).toBe(
			`/admin/photos/${photoId(1)}`,
		);
		expect(first.textContent).toContain("#1001");
		expect(first.textContent).toContain("The Hendersons");
		expect(first.textContent).toContain("$25.00");
	});

	it("writes a sort, a tab and a filter to the URL and asks again, back to page 1", async () => {
		const { asked } = mockList();
		const { router } = renderApp("/admin/photos?page=3");
		const table = await screen.findByRole("table", { name: "Photos" });
		expect(last(asked)).toMatchObject({ status: "all", sort: "created_at", dir: "desc", page: "3" });

		fireEvent.click(within(table).getByRole("button", { name: /Price/ }));
		await waitFor(() => expect(last(asked)).toMatchObject({ sort: "price_cents", dir: "desc", page: "1" }));
		expect(router.state.location.search).toBe("?sort=price_cents&dir=desc");
		await waitFor(() =>
			expect(
				within(screen.getByRole("table", { name: "Photos" }))
					.getByRole("columnheader", { name: /Price/ })
					.getAttribute("aria-sort"),
			).toBe("descending"),
		);

		fireEvent.click(screen.getByRole("tab", { name: /Live/ }));
		await waitFor(() => expect(last(asked)).toMatchObject({ status: "live" }));
		fireEvent.change(screen.getByLabelText("Issues"), { target: { value: "missing_faces" } });
		await waitFor(() => expect(last(asked)).toMatchObject({ status: "live", flag: "missing_faces" }));
	});

	it("moves the ticked photos and reports how many moved and each refusal", async () => {
		const { fetchMock } = mockList(undefined, {
			"/api/admin/photos/status": byMethod({
				POST: {
					updated: [photoId(1)],
					refused: [{ id: photoId(3), photoid: 1003, message: "Cannot publish: it needs a price" }],
				},
			}),
		});
		renderApp("/admin/photos");
		const table = await screen.findByRole("table", { name: "Photos" });

		fireEvent.click(within(table).getByRole("checkbox", { name: "Select every photo on this page" }));
		fireEvent.click(within(table).getByRole("checkbox", { name: "Select #1002 Snapshot 2" }));
		expect(screen.getByText("2 selected")).toBeTruthy();
		fireEvent.change(screen.getByLabelText("Move to…"), { target: { value: "live" } });
		fireEvent.click(screen.getByRole("button", { name: "Move" }));

		expect(await screen.findByText("Moved 1 photo to Live.")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/admin/photos/status")).toEqual([
			{ ids: [photoId(1), photoId(3)], status: "live" },
		]);
		const refused = screen.getByRole("list", { name: "Refused photos" });
		expect(refused.textContent).toBe("#1003: Cannot publish: it needs a price");
		expect(screen.queryByText(/selected$/)).toBeNull();
	});

	it("says when nothing matches and clears the filters", async () => {
		const { asked } = mockList((url) => json(url.searchParams.has("q") ? listAnswer([], 0) : listAnswer()));
		const { router } = renderApp("/admin/photos?q=zeppelin&status=live&page_size=25");

		expect(await screen.findByText(NO_MATCHES)).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
		expect(await screen.findByRole("table", { name: "Photos" })).toBeTruthy();
		expect(router.state.location.search).toBe("?page_size=25");
		expect(last(asked)).toMatchObject({ status: "all", page_size: "25" });
	});

	it("offers a retry when the photos cannot be read", async () => {
		let calls = 0;
		mockList(() => (++calls === 1 ? apiError(503, "SERVICE_UNAVAILABLE", "Down") : json(listAnswer())));
		renderApp("/admin/photos");

		expect(await screen.findByText("We could not load the photos.")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("table", { name: "Photos" })).toBeTruthy();
	});

	it("links to the upload page", async () => {
		mockList();
		renderApp("/admin/photos");
		expect((await screen.findByRole("link", { name: "Upload photos" })).getAttribute("href")).toBe(
			"/admin/photos/upload",
		);
	});
});

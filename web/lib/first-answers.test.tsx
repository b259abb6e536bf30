import { answerKey, FIRST_ANSWERS_ID, searchQuery } from "@core/first-answers";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSession } from "@/api/auth/session";
import { useSearchPhotos } from "@/api/search/photo-search";
import { json, mockApi, requestedPaths, signedInMember } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { searchAnswer } from "@/test/search-fixtures";
import { FIRST_ANSWERS_TTL_MS, firstAnswer, forgetFirstAnswers, resetFirstAnswers } from "./first-answers";
import { visitorSeed } from "./visitor-seed";

/** The page's JSON block, as the server writes it at the end of the body. */
function pageCarries(answers: Record<string, unknown>): void {
	const block = document.createElement("script");
	block.type = "application/json";
	block.id = FIRST_ANSWERS_ID;
	block.textContent = JSON.stringify(answers);
	document.body.append(block);
	resetFirstAnswers();
}

afterEach(() => {
	document.getElementById(FIRST_ANSWERS_ID)?.remove();
	resetFirstAnswers();
});

function Probe() {
	const session = useSession();
	const results = useSearchPhotos({ q: "cake", sort: "relevance" });
	return (
		<p>
			{session.isLoading ? "session loading" : `signed in as ${session.user?.first_name ?? "nobody"}`},{" "}
			{results.data ? `${results.data.pages[0]?.photos.length} photos` : "results loading"}
		</p>
	);
}

describe("a page's first answers", () => {
	it("start the queries with the session and the results: nothing is asked", async () => {
		const search = (await searchAnswer({ total: 30 })(
			new URL("http://localhost/api/search?sort=relevance&q=cake&offset=0&limit=24"),
		).json()) as unknown;
		pageCarries({
			"/api/me": signedInMember,
			"/api/me/is-admin": { is_admin: false },
			[answerKey(
				"/api/search",
				searchQuery({ q: "cake", sort: "relevance" }, { offset: 0, limit: 24, seed: visitorSeed() }),
			)]: search,
		});
		const fetchMock = mockApi({
			"/api/me": json(signedInMember),
			"/api/search": searchAnswer({ total: 30 }),
		});
		renderWithProviders(<Probe />);
		expect(await screen.findByText("signed in as Ada, 24 photos")).toBeTruthy();
		expect(requestedPaths(fetchMock)).toEqual([]);
	});

	it("serve once: the same request later asks the server", () => {
		pageCarries({ "/api/banner": { banner: null } });
		expect(firstAnswer("/api/banner")).toEqual({ banner: null });
		expect(firstAnswer("/api/banner")).toBeUndefined();
	});

	it("leave a request the page did not answer, or a broken block, to the server", async () => {
		pageCarries({ "/api/search?limit=24&q=other&seed=1&sort=relevance": { photos: [] } });
		const fetchMock = mockApi({ "/api/me": json({ user: null }), "/api/search": searchAnswer({ total: 3 }) });
		renderWithProviders(<Probe />);
		expect(await screen.findByText("signed in as nobody, 3 photos")).toBeTruthy();
		expect(requestedPaths(fetchMock)).toEqual(["/api/me", "/api/search"]);

		document.getElementById(FIRST_ANSWERS_ID)?.remove();
		const broken = document.createElement("script");
		broken.type = "application/json";
		broken.id = FIRST_ANSWERS_ID;
		broken.textContent = "{not json";
		document.body.append(broken);
		resetFirstAnswers();
		expect(firstAnswer("/api/me")).toBeUndefined();
	});

	it("serve only the page's first moments, and not once the signed-in user changes", () => {
		vi.useFakeTimers();
		try {
			pageCarries({ "/api/banner": { banner: null }, "/api/trending": { chips: [] } });
			expect(firstAnswer("/api/banner")).toEqual({ banner: null });
			vi.advanceTimersByTime(FIRST_ANSWERS_TTL_MS);
			expect(firstAnswer("/api/trending")).toBeUndefined();
		} finally {
			vi.useRealTimers();
		}
		pageCarries({ "/api/cart/count": { count: 2 } });
		forgetFirstAnswers();
		expect(firstAnswer("/api/cart/count")).toBeUndefined();
	});

	it("are not used on a page shown again from the browser's history, which may be a stored copy", () => {
		const entries = vi
			.spyOn(performance, "getEntriesByType")
			.mockReturnValue([{ type: "back_forward" } as unknown as PerformanceEntry]);
		try {
			pageCarries({ "/api/me": signedInMember });
			expect(firstAnswer("/api/me")).toBeUndefined();
		} finally {
			entries.mockRestore();
		}
	});
});

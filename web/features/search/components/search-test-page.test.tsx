import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, mockApi, never, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { searchAnswer, searchRequests } from "@/test/search-fixtures";

describe("/search-test", () => {
	it("shows the method, synonyms, corrections, total and time for the submitted query", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			"/api/search": searchAnswer({ total: 42, expanded: ["kid"], corrected: [["brithday", "birthday"]] }),
		});
		const { router } = renderApp("/search-test");
		expect(await screen.findByRole("heading", { level: 1, name: "Search test" })).toBeTruthy();
		expect(screen.getByText("Type a query to see how the search reads it.")).toBeTruthy();

		fireEvent.change(screen.getByLabelText("Query"), { target: { value: " brithday child " } });
		fireEvent.click(screen.getByRole("button", { name: "Test" }));
		await waitFor(() => expect(router.state.location.search).toBe("?q=brithday+child"));
		const facts = within(await screen.findByLabelText("How the search read the query"));
		expect(facts.getByText("exact")).toBeTruthy();
		expect(facts.getByText("kid")).toBeTruthy();
		expect(facts.getByText("brithday → birthday")).toBeTruthy();
		expect(facts.getByText("42")).toBeTruthy();
		expect(facts.getByText("3 ms")).toBeTruthy();
		expect(searchRequests(fetchMock)[0]?.get("q")).toBe("brithday child");
		expect(document.title).toContain("Search test");
	});

	it("shows loading and error states", async () => {
		mockApi({ "/api/me": signedOut, "/api/search": never() });
		const first = renderApp("/search-test?q=cake");
		expect(await screen.findByText("Searching photos...")).toBeTruthy();
		first.unmount();

		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockApi({ "/api/me": signedOut, "/api/search": apiError(400, "VALIDATION_ERROR", "q is too long") });
		renderApp("/search-test?q=cake");
		expect(await screen.findByText("Error loading search results")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Reload Page" })).toBeTruthy();
	});
});

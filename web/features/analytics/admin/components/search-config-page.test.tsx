import { NAVIGATION_MESSAGES } from "@core/navigation-text";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import {
	adminSession,
	clickAnalyticsAnswer,
	searchAnalyticsFixture,
	synonymsStore,
} from "../test/search-config-api";

function mockAll() {
	return mockApi({
		...adminSession,
		...synonymsStore([["kid", "child"]]).table,
		"/api/admin/search-analytics": searchAnalyticsFixture("2025-03-01", "2025-03-30"),
		"/api/admin/click-analytics": clickAnalyticsAnswer(),
		"/api/admin/click-analytics/queue": { unprocessed: 0 },
	});
}

describe("/admin/search-config and /admin/search-analytics", () => {
	it.each([
		["/admin/search-config", "Synonyms"],
		["/admin/search-analytics", "Searches"],
	])("%s shows the screen to an admin, on the %s tab", async (path, tab) => {
		mockAll();
		renderApp(path);
		expect(await screen.findByRole("heading", { level: 1, name: "Search configuration" })).toBeTruthy();
		expect(screen.getByRole("tab", { name: tab }).getAttribute("aria-selected")).toBe("true");
		// The title is set by an effect after the page renders.
		await waitFor(() => expect(document.title).toContain("Search configuration"));
		expect(screen.queryByText("This page is on its way.")).toBeNull();
	});

	it("moves between tabs with the arrow keys, keeping the tab in the URL", async () => {
		mockAll();
		const { router } = renderApp("/admin/search-config");
		const synonyms = await screen.findByRole("tab", { name: "Synonyms" });
		expect(await screen.findByRole("table", { name: "Synonyms" })).toBeTruthy();
		expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(synonyms.id);

		fireEvent.keyDown(synonyms, { key: "ArrowRight" });
		await waitFor(() => expect(router.state.location.search).toBe("?tab=searches"));
		const searches = screen.getByRole("tab", { name: "Searches" });
		expect(document.activeElement).toBe(searches);
		expect(await screen.findByRole("table", { name: "Top searches" })).toBeTruthy();

		fireEvent.keyDown(searches, { key: "End" });
		await waitFor(() => expect(router.state.location.search).toBe("?tab=clicks"));
		expect(await screen.findByRole("table", { name: "Clicks by entity" })).toBeTruthy();

		// Back to the tab the address is named for: the bare URL.
		fireEvent.click(screen.getByRole("tab", { name: "Synonyms" }));
		await waitFor(() => expect(router.state.location.search).toBe(""));
	});

	it("sends a signed-out visitor to sign in, and a member home", async () => {
		mockApi({ "/api/me": signedOut });
		const first = renderApp("/admin/search-config");
		await waitFor(() => expect(first.router.state.location.pathname).toBe("/auth"));
		first.unmount();

		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockApi({ "/api/me": signedInMember, "/api/me/is-admin": { is_admin: false } });
		const second = renderApp("/admin/search-analytics");
		await waitFor(() => expect(second.router.state.location.pathname).toBe("/"));
		expect(await screen.findByText(NAVIGATION_MESSAGES.accessDenied.title)).toBeTruthy();
	});
});

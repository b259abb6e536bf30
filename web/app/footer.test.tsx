import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, never, signedOut } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { Footer } from "./footer";

describe("Footer photo count", () => {
	it("reads 'thousands of' while the count loads", async () => {
		const fetchMock = mockApi({ "/api/photos/count": never(), "/api/me": signedOut });
		renderWithProviders(<Footer />);
		await waitFor(() => expect(fetchMock).toHaveBeenCalled());
		expect(screen.getByText("Browse thousands of vintage family photos")).toBeTruthy();
	});

	it("reads 'thousands of' when the count fails", async () => {
		mockApi({ "/api/photos/count": apiError(500, "INTERNAL_ERROR", "boom") });
		const { queryClient } = renderWithProviders(<Footer />);
		await waitFor(() => expect(queryClient.getQueryState(["photos", "count"])?.status).toBe("error"));
		expect(screen.getByText("Browse thousands of vintage family photos")).toBeTruthy();
	});

	it("shows the live count, formatted, once it arrives", async () => {
		mockApi({ "/api/photos/count": { count: 12345 } });
		renderWithProviders(<Footer />);
		expect(await screen.findByText("Browse 12,345 vintage family photos")).toBeTruthy();
		expect(screen.queryByText(/thousands of/)).toBeNull();
	});

	it("has the product line, the link groups and this year's copyright", () => {
		mockApi({ "/api/photos/count": never() });
		renderWithProviders(<Footer />);
		expect(
			screen.getByText(
				"Snapshot Set Dressing offers pre-cleared family photos for rent to feature films, television shows and commercials.",
			),
		).toBeTruthy();
		expect(screen.getByRole("link", { name: "New arrivals" }).getAttribute("href")).toBe("/new");
		expect(screen.getByRole("link", { name: "Cookie policy" }).getAttribute("href")).toBe("/cookies");
		expect(
			screen.getByText(`© ${new Date().getFullYear()} Snapshot Set Dressing. All rights reserved.`),
		).toBeTruthy();
	});
});

describe("Footer social links", () => {
	it("links only to the accounts the server is configured with, in a new tab", async () => {
		mockApi({
			"/api/photos/count": never(),
			"/api/site": {
				social_links: [
					{ network: "Instagram", url: "https://www.instagram.com/ours" },
					{ network: "YouTube", url: "https://www.youtube.com/@ours" },
				],
			},
		});
		renderWithProviders(<Footer />);
		const row = await screen.findByRole("list", { name: "Social media" });
		const links = within(row).getAllByRole("link");
		expect(links.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
			["Snapshot Set Dressing on Instagram", "https://www.instagram.com/ours"],
			["Snapshot Set Dressing on YouTube", "https://www.youtube.com/@ours"],
		]);
		expect(links.every((link) => link.getAttribute("rel") === "noopener noreferrer")).toBe(true);
		expect(screen.queryByRole("link", { name: /on Facebook|on LinkedIn/ })).toBeNull();
	});

	it("has no social row when none is configured, or the answer is missing", async () => {
		const fetchMock = mockApi({ "/api/photos/count": never(), "/api/site": { social_links: [] } });
		const { queryClient, unmount } = renderWithProviders(<Footer />);
		await waitFor(() => expect(queryClient.getQueryState(["site"])?.status).toBe("success"));
		expect(screen.queryByRole("list", { name: "Social media" })).toBeNull();
		unmount();
		fetchMock.mockClear();

		mockApi({ "/api/photos/count": never(), "/api/site": apiError(500, "INTERNAL_ERROR", "boom") });
		const failed = renderWithProviders(<Footer />);
		await waitFor(() => expect(failed.queryClient.getQueryState(["site"])?.status).toBe("error"));
		expect(screen.queryByRole("list", { name: "Social media" })).toBeNull();
		expect(screen.queryByRole("link", { name: /Snapshot Set Dressing on/ })).toBeNull();
	});
});

import { screen, waitFor } from "@testing-library/react";
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

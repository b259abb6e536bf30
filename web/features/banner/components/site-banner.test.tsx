import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { DISMISSED_BANNERS_KEY } from "../lib/dismissed-banners";
import { SiteBanner } from "./site-banner";

const BANNER_ID = "3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b";
const banner = {
	banner: {
		id: BANNER_ID,
		content:
			'<strong>Holiday hours:</strong> orders ship Monday. <img src="x" onerror="alert(1)"><script>alert(2)</script>',
	},
};

describe("SiteBanner", () => {
	it("shows the sanitised banner, and dismissing it hides it and remembers its id", async () => {
		window.localStorage.setItem(DISMISSED_BANNERS_KEY, JSON.stringify(["older-banner"]));
		mockApi({ "/api/banner": banner });
		const { container } = renderWithProviders(<SiteBanner />);

		const region = await screen.findByRole("region", { name: "Announcement" });
		expect(region.textContent).toContain("Holiday hours: orders ship Monday.");
		expect(container.querySelector("script")).toBeNull();
		expect(container.querySelector("img")?.getAttribute("onerror")).toBeNull();

		fireEvent.click(screen.getByRole("button", { name: "Dismiss announcement" }));

		expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
		expect(JSON.parse(window.localStorage.getItem(DISMISSED_BANNERS_KEY) ?? "null")).toEqual([
			"older-banner",
			BANNER_ID,
		]);
	});

	it("stays hidden when its id was dismissed before", async () => {
		window.localStorage.setItem(DISMISSED_BANNERS_KEY, JSON.stringify([BANNER_ID]));
		const fetchMock = mockApi({ "/api/banner": banner });
		const { queryClient } = renderWithProviders(<SiteBanner />);
		await vi.waitFor(() => expect(queryClient.getQueryState(["banner"])?.status).toBe("success"));
		expect(fetchMock).toHaveBeenCalledTimes(1);
		expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
	});

	it("shows nothing when there is no active banner", async () => {
		mockApi({ "/api/banner": { banner: null } });
		const { queryClient } = renderWithProviders(<SiteBanner />);
		await vi.waitFor(() => expect(queryClient.getQueryState(["banner"])?.status).toBe("success"));
		expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
	});
});

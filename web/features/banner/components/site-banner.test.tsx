import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "@/components/ui/dialog";
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

/** A page with the banner and a dialog that the 'Open' button opens. */
function PageWithDialog() {
	const [open, setOpen] = useState(false);
	return (
		<>
			<button type="button" onClick={() => setOpen(true)}>
				Open
			</button>
			<SiteBanner />
			<Dialog open={open} onClose={() => setOpen(false)} title="Add to wishlist">
				<p>Pick a list</p>
			</Dialog>
		</>
	);
}

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

	it("never shows above an open dialog: hidden while it is open, and below it in stacking and order", async () => {
		mockApi({ "/api/banner": banner });
		renderWithProviders(<PageWithDialog />);
		const region = await screen.findByRole("region", { name: "Announcement" });
		expect(region.className.split(" ")).toEqual(
			expect.arrayContaining(["z-30", "[html[data-dialog-open]_&]:invisible"]),
		);
		expect(document.documentElement.dataset.dialogOpen).toBeUndefined();

		fireEvent.click(screen.getByRole("button", { name: "Open" }));
		const dialog = screen.getByRole("dialog", { name: "Add to wishlist" });
		// The html element's mark hides the banner (the class above) while the dialog is open.
		expect(document.documentElement.dataset.dialogOpen).toBe("");
		const backdrop = dialog.parentElement;
		expect(backdrop?.className.split(" ")).toEqual(expect.arrayContaining(["fixed", "z-50"]));
		expect(region.compareDocumentPosition(dialog) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

		fireEvent.keyDown(dialog, { key: "Escape" });
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(document.documentElement.dataset.dialogOpen).toBeUndefined();
	});

	it("takes one line on a phone; 'More' opens it whole, as does the keyboard reaching its link", async () => {
		mockApi({
			"/api/banner": {
				banner: {
					id: BANNER_ID,
					content: 'Holiday hours: orders ship Monday. <a href="/help">Read more</a>',
				},
			},
		});
		// jsdom lays nothing out: the clamped text says it is taller than its box.
		vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(48);
		vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(24);
		renderWithProviders(<SiteBanner />);

		const region = await screen.findByRole("region", { name: "Announcement" });
		const more = screen.getByRole("button", { name: "More" });
		const html = document.getElementById(more.getAttribute("aria-controls") ?? "");
		expect(html?.className).toContain("max-sm:line-clamp-1");
		expect(more.getAttribute("aria-expanded")).toBe("false");
		expect(more.className).toContain("sm:hidden");

		fireEvent.click(more);
		expect(screen.getByRole("button", { name: "Less" }).getAttribute("aria-expanded")).toBe("true");
		expect(html?.className).not.toContain("line-clamp");

		fireEvent.click(screen.getByRole("button", { name: "Less" }));
		expect(html?.className).toContain("max-sm:line-clamp-1");
		fireEvent.focus(screen.getByRole("link", { name: "Read more" }));
		expect(html?.className).not.toContain("line-clamp");
		expect(region.contains(screen.getByRole("button", { name: "Less" }))).toBe(true);
	});
});

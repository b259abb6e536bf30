import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, requestedPaths, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";

const photo = {
	id: "5c1e9d3a-8b7f-4a2e-9c6d-1e2f3a4b5c6d",
	photoid: 4211,
	title: "Birthday cake on the back porch",
	thumbnail_url: "/media/thumbs/4211.webp",
	preview_url: null,
	width: 600,
	height: 400,
	price: 4900,
	user_id: "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f",
	storefront_name: "The Hendersons",
	decade_taken: "1970s",
	event_names: ["Birthday"],
};

/** GET /api/popular/photos: the first page of /popular. */
function popularPage(photos: unknown[]) {
	return { photos, offset: 0, limit: 24, has_more: false, guest_limited: false };
}

describe("home page", () => {
	it("has the hero texts word for word", async () => {
		mockApi({ "/api/me": signedOut });
		renderApp("/");
		expect(
			screen.getByRole("heading", {
				level: 1,
				name: "Cleared family photos used to be a real pain in the ass.",
			}),
		).toBeTruthy();
		expect(
			screen.getByText(
				"Access thousands of high-quality vintage family snapshots for your project, available 24/7.",
			),
		).toBeTruthy();
	});

	it("searches for the trimmed text, and ignores an empty box", async () => {
		mockApi({ "/api/me": signedOut });
		const { router } = renderApp("/");
		const hero = screen.getByRole("region", {
			name: "Cleared family photos used to be a real pain in the ass.",
		});
		const box = within(hero).getByPlaceholderText("Search for the perfect photo...");
		const submit = within(hero).getByRole("button", { name: "Search" });

		fireEvent.change(box, { target: { value: "   " } });
		fireEvent.click(submit);
		expect(router.state.location.pathname).toBe("/");

		fireEvent.change(box, { target: { value: "  red barn  " } });
		fireEvent.click(submit);
		await waitFor(() => expect(router.state.location.pathname).toBe("/search"));
		expect(router.state.location.search).toBe("?q=red+barn");
		expect(new URLSearchParams(router.state.location.search).get("q")).toBe("red barn");
	});

	it("shows the two empty texts when there are no popular photos", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut, "/api/popular/photos": popularPage([]) });
		renderApp("/");

		expect(await screen.findByText("No popular photos available yet.")).toBeTruthy();
		expect(screen.getByText("Check back soon as our collection grows!")).toBeTruthy();
		expect(screen.getByRole("link", { name: "View all popular photos" }).getAttribute("href")).toBe(
			"/popular",
		);
		const popularCall = fetchMock.mock.calls.find(([input]) =>
			String(input).startsWith("/api/popular/photos"),
		);
		expect(String(popularCall?.[0])).toBe("/api/popular/photos?limit=24");
	});

	it("offers a retry when the popular photos fail to load", async () => {
		let calls = 0;
		mockApi({
			"/api/me": signedOut,
			"/api/popular/photos": () => {
				calls += 1;
				return calls === 1
					? new Response(JSON.stringify({ error: { code: "INTERNAL_ERROR", message: "x" } }), { status: 500 })
					: new Response(JSON.stringify(popularPage([photo])), { status: 200 });
			},
		});
		renderApp("/");

		fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("img", { name: "Birthday cake on the back porch" })).toBeTruthy();
	});

	it("sends a guest who clicks a popular photo to /auth, returning to the photo", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut, "/api/popular/photos": popularPage([photo]) });
		const { router } = renderApp("/");

		const image = await screen.findByRole("img", { name: "Birthday cake on the back porch" });
		expect(image.getAttribute("loading")).toBe("lazy");
		expect(image.getAttribute("width")).toBe("600");
		fireEvent.click(image);

		await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
		expect(router.state.location.state).toEqual({ returnUrl: "/photo/4211" });
		// Guests never ask for a cart count.
		expect(requestedPaths(fetchMock)).not.toContain("/api/cart/count");
	});

	it("still works with the server down: signed-out header, error line, 'thousands of'", async () => {
		vi.stubGlobal(
			"fetch",
			vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
		);
		renderApp("/");

		expect(await screen.findByText("We could not load the popular photos.")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
		expect(screen.getByText("Browse thousands of vintage family photos")).toBeTruthy();
		expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
		expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
		expect(screen.queryByRole("heading", { name: "Trusted by leading studios" })).toBeNull();
	});

	describe("the studio strip", () => {
		const logos = [
			{
				id: "1d5b7a8e-0c4f-4e2a-9b1d-6f2e3a4b5c01",
				name: "Harbor Films",
				link_url: "https://harbor.example.com/",
				logo_url: "/media/studio-logos/harbor.webp",
			},
			{
				id: "1d5b7a8e-0c4f-4e2a-9b1d-6f2e3a4b5c02",
				name: "Quiet Studio",
				link_url: null,
				logo_url: "/media/studio-logos/quiet.webp",
			},
		];

		/** The home page with the two studios above; its strip once shown. */
		async function homeWithStrip() {
			mockApi({
				"/api/me": signedOut,
				"/api/popular/photos": popularPage([]),
				"/api/studio-logos": { logos },
			});
			renderApp("/");
			return screen.findByRole("region", { name: "Trusted by leading studios" });
		}

		it("is not there when no studio has a logo", async () => {
			mockApi({
				"/api/me": signedOut,
				"/api/popular/photos": popularPage([]),
				"/api/studio-logos": { logos: [] },
			});
			const { queryClient } = renderApp("/");
			await screen.findByText("No popular photos available yet.");
			await waitFor(() => expect(queryClient.getQueryState(["studio-logos"])?.status).toBe("success"));
			expect(screen.queryByRole("heading", { name: "Trusted by leading studios" })).toBeNull();
			expect(screen.queryByRole("region", { name: "Trusted by leading studios" })).toBeNull();
		});

		it("shows each studio once to assistive technology, by name, linked to its site when it has one", async () => {
			const strip = await homeWithStrip();
			const harbor = within(strip).getByRole("img", { name: "Harbor Films" });
			expect(harbor.getAttribute("src")).toBe("/media/studio-logos/harbor.webp");
			const link = within(strip).getByRole("link", { name: "Harbor Films" });
			expect(link.getAttribute("href")).toBe("https://harbor.example.com/");
			expect(link.getAttribute("target")).toBe("_blank");
			expect(link.getAttribute("rel")).toBe("noopener noreferrer");
			const quiet = within(strip).getByRole("img", { name: "Quiet Studio" });
			expect(quiet.closest("a")).toBeNull();
			// The loop's second pass is decoration: hidden, unnamed, out of the tab order.
			expect(within(strip).getAllByRole("link")).toHaveLength(1);
			const copies = strip.querySelectorAll('ul[aria-hidden="true"] a');
			expect([...copies].map((a) => a.getAttribute("tabindex"))).toEqual(["-1"]);
			expect(
				[...strip.querySelectorAll('ul[aria-hidden="true"] img')].map((img) => img.getAttribute("alt")),
			).toEqual(["", ""]);
		});

		it("drops a logo that fails to load, and the strip with the last one", async () => {
			const strip = await homeWithStrip();
			fireEvent.error(within(strip).getByRole("img", { name: "Harbor Films" }));
			expect(within(strip).queryByRole("img", { name: "Harbor Films" })).toBeNull();
			fireEvent.error(within(strip).getByRole("img", { name: "Quiet Studio" }));
			expect(screen.queryByRole("region", { name: "Trusted by leading studios" })).toBeNull();
		});
	});
});

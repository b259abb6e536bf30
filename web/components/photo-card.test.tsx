import type { PhotoSummary } from "@core/contracts/photos";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { mockApi, requestedPaths, signedInMember } from "@/test/api-mock";
import { createTestQueryClient, renderWithProviders } from "@/test/render-app";
import { photoFixture } from "@/test/search-fixtures";
import { PhotoActionsProvider } from "./photo-actions";
import { cardActionButtonClasses, PhotoCard } from "./photo-card";

const photo = photoFixture(1) as PhotoSummary;

function CardButton({ photo: shown }: { photo: PhotoSummary }) {
	return <button type="button">Save {shown.title}</button>;
}

function renderCard(ui: ReactNode, withActions = true) {
	const router = createMemoryRouter([{ path: "*", element: ui }]);
	// The card asks for the buyer's licences (its "Licensed" mark): a query client, no session.
	return render(
		<QueryClientProvider client={createTestQueryClient()}>
			{withActions ? (
				<PhotoActionsProvider actions={{ CardActions: CardButton }}>
					<RouterProvider router={router} />
				</PhotoActionsProvider>
			) : (
				<RouterProvider router={router} />
			)}
		</QueryClientProvider>,
	);
}

describe("PhotoCard's licence mark (issue 28)", () => {
	function renderMarked(licences: unknown[]) {
		const fetchMock = mockApi({ "/api/me": signedInMember, "/api/me/licences": { licences } });
		renderWithProviders(<PhotoCard photo={photo} signedIn />);
		return fetchMock;
	}

	it("marks a photo the buyer licensed with the production, and says so in the card's link", async () => {
		renderMarked([{ photo_id: photo.id, state: "licensed", production: "The Long Summer" }]);
		expect(await screen.findByText("Licensed · The Long Summer")).toBeTruthy();
		expect(screen.getByRole("link").textContent).toContain("licensed by you for The Long Summer");
	});

	it("marks a photo whose invoice awaits payment as ordered", async () => {
		renderMarked([{ photo_id: photo.id, state: "ordered", production: "Night Shift" }]);
		expect(await screen.findByText("Ordered")).toBeTruthy();
		expect(screen.getByRole("link").textContent).toContain("awaiting payment");
	});

	it("marks a photo the buyer's company licensed (issue 29) as the company's", async () => {
		renderMarked([
			{ photo_id: photo.id, state: "licensed", production: "The Long Summer", by_company: "Harbor Films" },
		]);
		expect(await screen.findByText("Licensed by your company · The Long Summer")).toBeTruthy();
		expect(screen.getByRole("link").textContent).toContain(
			"licensed by your company, Harbor Films, for The Long Summer",
		);
	});

	it("leaves other photos unmarked", async () => {
		const fetchMock = renderMarked([
			{ photo_id: crypto.randomUUID(), state: "licensed", production: "Other" },
		]);
		await waitFor(() => expect(requestedPaths(fetchMock)).toContain("/api/me/licences"));
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(screen.queryByText(/Licensed ·|Ordered/)).toBeNull();
	});
});

describe("PhotoCard's action slot", () => {
	it("shows members the provided buttons beside the link, never inside it", () => {
		renderCard(<PhotoCard photo={photo} signedIn />);
		const button = screen.getByRole("button", { name: "Save Snapshot 1" });
		expect(button.closest("a")).toBeNull();
		const link = screen.getByRole("link");
		expect(within(link).queryByRole("button")).toBeNull();
		expect(link.parentElement).toBe(button.parentElement?.parentElement);
	});

	it("stacks the buttons on phones, sets them side by side from 768 px, and fits them to the tile", () => {
		renderCard(<PhotoCard photo={photo} signedIn />);
		const group = screen.getByRole("button").parentElement as HTMLElement;
		const classes = group.className.split(" ");
		expect(classes).toEqual(expect.arrayContaining(["flex-col", "md:flex-row"]));
		// The card is a size container; its size (the card-* variants of styles.css) decides the rest.
		expect(group.parentElement?.className.split(" ")).toContain("@container-size/photo-card");
		expect(classes).toEqual(
			expect.arrayContaining([
				"max-md:card-short:flex-row",
				"md:card-narrow:flex-col",
				"card-narrow:card-short:[&>:nth-child(n+2)]:hidden",
				"card-sliver:hidden",
			]),
		);
	});

	it("gives card buttons 44 px on phones (36 px on a cramped tile, never less) and 36 px from 768 px", () => {
		for (const tone of ["plain", "positive"] as const) {
			const classes = cardActionButtonClasses(tone).split(" ");
			expect(classes).toEqual(expect.arrayContaining(["size-11", "max-md:card-cramped:size-9", "md:size-9"]));
			expect(classes.filter((c) => /(^|:)size-/.test(c))).toHaveLength(3);
			// Hidden until hover or focus where a fine pointer can hover, unless in the cart or saved.
			expect(classes).toEqual(
				expect.arrayContaining([
					"md:pointer-fine:opacity-0",
					"md:pointer-fine:group-hover/card:opacity-100",
					"md:pointer-fine:group-focus-within/card:opacity-100",
					"md:pointer-fine:data-in-cart:opacity-100",
					"md:pointer-fine:data-saved:opacity-100",
				]),
			);
		}
		expect(cardActionButtonClasses("positive")).toContain("bg-emerald-600");
		expect(cardActionButtonClasses("plain")).not.toContain("bg-emerald-600");
	});

	it("gives guests no buttons", () => {
		renderCard(<PhotoCard photo={photo} signedIn={false} />);
		expect(screen.queryByRole("button")).toBeNull();
		expect(screen.getByRole("link").getAttribute("href")).toBe("/auth");
	});

	it("is only the link when no feature fills the slot", () => {
		const { container } = renderCard(<PhotoCard photo={photo} signedIn />, false);
		expect(screen.queryByRole("button")).toBeNull();
		expect(container.firstElementChild?.tagName).toBe("A");
	});
});

describe("PhotoCard's image", () => {
	it("loads lazily, unless it is among the first tiles of the page: then at once and early", () => {
		const { unmount } = renderCard(<PhotoCard photo={photo} signedIn={false} />, false);
		const lazy = screen.getByRole("img");
		expect(lazy.getAttribute("loading")).toBe("lazy");
		expect(lazy.getAttribute("fetchpriority")).toBeNull();
		unmount();
		renderCard(<PhotoCard photo={photo} signedIn={false} priority />, false);
		const eager = screen.getByRole("img");
		expect(eager.getAttribute("loading")).toBe("eager");
		expect(eager.getAttribute("fetchpriority")).toBe("high");
	});
});

import type { PhotoSummary } from "@core/contracts/photos";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { photoFixture } from "@/test/search-fixtures";
import { PhotoActionsProvider } from "./photo-actions";
import { cardActionButtonClasses, PhotoCard } from "./photo-card";

const photo = photoFixture(1) as PhotoSummary;

function CardButton({ photo: shown }: { photo: PhotoSummary }) {
	return <button type="button">Save {shown.title}</button>;
}

function renderCard(ui: ReactNode, withActions = true) {
	const router = createMemoryRouter([{ path: "*", element: ui }]);
	return render(
		withActions ? (
			<PhotoActionsProvider actions={{ CardActions: CardButton }}>
				<RouterProvider router={router} />
			</PhotoActionsProvider>
		) : (
			<RouterProvider router={router} />
		),
	);
}

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

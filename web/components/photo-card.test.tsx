import type { PhotoSummary } from "@core/contracts/catalogue";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { photoFixture } from "@/test/search-fixtures";
import { PhotoActionsProvider } from "./photo-actions";
import { PhotoCard } from "./photo-card";

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

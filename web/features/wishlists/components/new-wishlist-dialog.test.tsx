import { WISHLIST_TEXT } from "@core/contracts/wishlists";
import { ENTITY_NAME_MESSAGES } from "@core/names";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { projectFixture, wishlistFixture } from "@/test/wishlist-fixtures";
import { createdEmptyText } from "./create-wishlist-form";
import { NEW_WISHLIST_TEXT } from "./new-wishlist-dialog";

const project = {
	...projectFixture(1, "Diner Pilot", "Harbor Films"),
	last_used_at: "2025-03-01T00:00:00.000Z",
};
const created = wishlistFixture(9, {
	name: "Diner walls",
	project_id: project.id,
	project_name: "Diner Pilot",
	company: "Harbor Films",
});

/** The wishlists list grows with each create the server accepts. */
function mockNewWishlist(post: () => Response) {
	const lists: unknown[] = [];
	const listWishlists = () => json({ wishlists: lists });
	const createWishlist = () => {
		const answer = post();
		if (answer.status === 201) lists.push(created);
		return answer;
	};
	return mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		"/api/projects": { projects: [project] },
		"/api/companies": { companies: [] },
		[`/api/projects/${project.id}/use`]: byMethod({ POST: { project } }),
		"/api/wishlists": byMethod({ GET: listWishlists, POST: createWishlist }),
	});
}

async function openDialog() {
	const button = await screen.findByRole("button", { name: NEW_WISHLIST_TEXT.button });
	// As a press does: the button has the focus when the dialog opens.
	button.focus();
	fireEvent.click(button);
	const dialog = await screen.findByRole("dialog", { name: NEW_WISHLIST_TEXT.title });
	const picker = (await within(dialog).findByLabelText("Project")) as HTMLSelectElement;
	await waitFor(() => expect(picker.value).toBe(project.id));
	return dialog;
}

// Whole journeys through the app: slow on a busy machine.
describe("/wishlists: New wishlist", { timeout: 20_000 }, () => {
	it("creates an empty wishlist in the chosen project, and lists it at once", async () => {
		const fetchMock = mockNewWishlist(() => json({ wishlist: created, photo_added: false }, 201));
		renderApp("/wishlists");

		const button = await screen.findByRole("button", { name: NEW_WISHLIST_TEXT.button });
		expect(button.className).toContain("bg-accent");
		const dialog = await openDialog();
		const name = within(dialog).getByLabelText("Wishlist name");
		expect(document.activeElement).toBe(name);
		fireEvent.change(name, { target: { value: "  Diner walls " } });
		fireEvent.click(within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton }));

		expect(await screen.findByText(createdEmptyText("Diner walls"))).toBeTruthy();
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(sentBodies(fetchMock, "/api/wishlists").filter(Boolean)).toEqual([
			{ name: "Diner walls", project_id: project.id },
		]);
		// The page shows it without a reload, under its company and project.
		expect(await screen.findByRole("heading", { level: 4, name: "Diner walls" })).toBeTruthy();
		expect(screen.getByRole("heading", { level: 2, name: "Harbor Films" })).toBeTruthy();
	});

	it("shows each problem under its field: core's name rule, the server's name and project answers", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		let answer = apiError(409, "CONFLICT", 'A wishlist named "Diner walls" already exists');
		const fetchMock = mockNewWishlist(() => answer);
		renderApp("/wishlists");
		const dialog = await openDialog();
		const name = within(dialog).getByLabelText("Wishlist name");

		fireEvent.change(name, { target: { value: "D" } });
		fireEvent.click(within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton }));
		expect(await within(dialog).findByText(ENTITY_NAME_MESSAGES.tooShort(2))).toBeTruthy();
		expect(name.getAttribute("aria-invalid")).toBe("true");
		expect(sentBodies(fetchMock, "/api/wishlists").filter(Boolean)).toEqual([]);

		fireEvent.change(name, { target: { value: "Diner walls" } });
		fireEvent.click(within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton }));
		expect(await within(dialog).findByText('A wishlist named "Diner walls" already exists')).toBeTruthy();
		expect(name.getAttribute("aria-invalid")).toBe("true");

		answer = apiError(400, "VALIDATION_ERROR", "Choose a project", { project_id: "Choose a project" });
		fireEvent.change(name, { target: { value: "Diner walls 2" } });
		fireEvent.click(within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton }));
		expect(await within(dialog).findByText("Choose a project")).toBeTruthy();
		expect(screen.getByRole("dialog", { name: NEW_WISHLIST_TEXT.title })).toBe(dialog);
	});

	it("closes with Cancel or Escape without creating anything, and gives the focus back", async () => {
		const fetchMock = mockNewWishlist(() => json({ wishlist: created, photo_added: false }, 201));
		renderApp("/wishlists");
		await screen.findByText(/heart button on any photo/);
		let dialog = await openDialog();
		const button = screen.getByRole("button", { name: NEW_WISHLIST_TEXT.button });
		fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(document.activeElement).toBe(button);

		dialog = await openDialog();
		fireEvent.keyDown(dialog, { key: "Escape" });
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(sentBodies(fetchMock, "/api/wishlists").filter(Boolean)).toEqual([]);
	});
});

import { WISHLIST_TEXT } from "@core/contracts/wishlists";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import {
	apiError,
	byMethod,
	json,
	type MockAnswer,
	mockApi,
	never,
	requestedPaths,
	sentBodies,
	signedInMember,
	signedOut,
} from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { companyFixture, growingProjects, projectFixture, wishlistFixture } from "@/test/wishlist-fixtures";
import { wishlistQueryOptions } from "../api/get-wishlist";
import { AddToWishlistDialog } from "./add-to-wishlist-dialog";

const PHOTO = { id: "5c1e9d3a-8b7f-4a2e-9c6d-00000000002a", title: "Birthday on the porch" };
const inProject = { project_name: "Summer Feature", company: "Acme Pictures" };
const first = wishlistFixture(1, { name: "Kitchen set", item_count: 1, ...inProject });
const second = wishlistFixture(2, { name: "Living room", item_count: 2, ...inProject });
const itemsPath = (id: string) => `/api/wishlists/${id}/items`;
/** A row of the list can be picked: not marked unavailable (it stays focusable either way). */
const pickable = (row: HTMLElement) => row.getAttribute("aria-disabled") === null;

function itemAnswer() {
	return json({
		item: {
			id: "d1b2c3d4-4a2e-4c6d-8b7f-000000000001",
			license_type: "hero-usage",
			added_at: "2024-03-01T00:00:00.000Z",
			photo: {
				id: PHOTO.id,
				photoid: 42,
				title: PHOTO.title,
				thumbnail_url: null,
				preview_url: null,
				width: null,
				height: null,
				price: 1000,
				user_id: "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f",
				storefront_name: null,
				decade_taken: null,
				event_names: [],
			},
		},
	});
}

function mockWishlists(answers: Record<string, MockAnswer> = {}) {
	return mockApi({
		"/api/me": signedInMember,
		"/api/wishlists": { wishlists: [first, second] },
		"/api/wishlists/membership": { memberships: { [PHOTO.id]: [second.id] } },
		"/api/projects": { projects: [] },
		"/api/companies": { companies: [companyFixture(1, "Acme Pictures")] },
		...answers,
	});
}

/** The dialog as a screen opens it: closed by its own buttons. */
function Opener({
	licenseType = "background-dressing" as const,
}: {
	licenseType?: "background-dressing" | "hero-usage";
}) {
	const [open, setOpen] = useState(true);
	return (
		<>
			<button type="button" onClick={() => setOpen(true)}>
				Open
			</button>
			<AddToWishlistDialog
				photo={PHOTO}
				licenseType={licenseType}
				open={open}
				onClose={() => setOpen(false)}
			/>
		</>
	);
}

describe("AddToWishlistDialog: the list view", () => {
	it("lists the wishlists; one holding the photo says 'Added' and cannot be picked, yet can be reached", async () => {
		const fetchMock = mockWishlists();
		renderWithProviders(<Opener />);

		const dialog = await screen.findByRole("dialog", { name: "Add to wishlist" });
		const list = await within(dialog).findByRole("list", { name: "Your wishlists" });
		expect(list.className).toContain("max-h-[300px]");
		const living = await within(list).findByRole("button", { name: /Living room/ });
		await waitFor(() => expect(within(living).queryByText(WISHLIST_TEXT.addedBadge)).toBeTruthy());
		// Marked, not disabled: keyboard and screen reader users can still find out it holds the photo.
		expect(living.getAttribute("aria-disabled")).toBe("true");
		expect(living).toHaveProperty("disabled", false);
		living.focus();
		expect(document.activeElement).toBe(living);
		fireEvent.click(living);
		await new Promise((resolve) => setTimeout(resolve, 20));
		expect(sentBodies(fetchMock, itemsPath(second.id))).toEqual([]);
		expect(screen.getByRole("dialog", { name: "Add to wishlist" })).toBeTruthy();

		const kitchen = within(list).getByRole("button", { name: /Kitchen set/ });
		expect(pickable(kitchen)).toBe(true);
		expect(within(kitchen).queryByText(WISHLIST_TEXT.addedBadge)).toBeNull();
		expect(within(kitchen).getByText("Summer Feature · Acme Pictures · 1 photo")).toBeTruthy();
	});

	it("adds the photo with the page's license, toasts, and closes", async () => {
		const fetchMock = mockWishlists({
			[itemsPath(first.id)]: byMethod({ POST: itemAnswer }),
			[`/api/wishlists/${second.id}`]: { wishlist: second, items: [] },
		});
		const { queryClient } = renderWithProviders(<Opener licenseType="hero-usage" />);
		// A wishlist read earlier that no screen shows now: the add marks it stale, nothing more.
		await queryClient.prefetchQuery(wishlistQueryOptions(second.id));

		const kitchen = await screen.findByRole("button", { name: /Kitchen set/ });
		await waitFor(() => expect(pickable(kitchen)).toBe(true));
		fireEvent.click(kitchen);

		expect(await screen.findByText(WISHLIST_TEXT.addedTitle)).toBeTruthy();
		expect(screen.getByText("Photo added to Kitchen set wishlist")).toBeTruthy();
		expect(sentBodies(fetchMock, itemsPath(first.id))).toEqual([
			{ photo_id: PHOTO.id, license_type: "hero-usage" },
		]);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(requestedPaths(fetchMock).filter((path) => path === `/api/wishlists/${second.id}`)).toHaveLength(
			1,
		);
		expect(queryClient.getQueryState(wishlistQueryOptions(second.id).queryKey)?.isInvalidated).toBe(true);
	});

	it("says 'Photo is already in this wishlist' on a 409, and stays open", async () => {
		mockWishlists({
			"/api/wishlists/membership": { memberships: {} },
			[itemsPath(first.id)]: apiError(409, "CONFLICT", "Photo is already in this wishlist"),
		});
		renderWithProviders(<Opener />);

		const kitchen = await screen.findByRole("button", { name: /Kitchen set/ });
		await waitFor(() => expect(pickable(kitchen)).toBe(true));
		fireEvent.click(kitchen);

		const title = await screen.findByText(WISHLIST_TEXT.alreadyInWishlist);
		expect(title.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("error");
		expect(screen.getByRole("dialog", { name: "Add to wishlist" })).toBeTruthy();
	});

	it("says 'Failed to add photo to wishlist' on any other failure", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		mockWishlists({ [itemsPath(first.id)]: apiError(500, "INTERNAL_ERROR", "boom") });
		renderWithProviders(<Opener />);

		const kitchen = await screen.findByRole("button", { name: /Kitchen set/ });
		await waitFor(() => expect(pickable(kitchen)).toBe(true));
		fireEvent.click(kitchen);
		expect(kitchen.getAttribute("aria-disabled")).toBe("true");
		expect(within(kitchen).getByRole("img", { name: "Adding…" })).toBeTruthy();

		expect(await screen.findByText(WISHLIST_TEXT.addFailed)).toBeTruthy();
		expect(warn).toHaveBeenCalled();
		await waitFor(() => expect(pickable(kitchen)).toBe(true));
	});

	it("asks to sign in when the session ended before the add (401)", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockWishlists({ [itemsPath(first.id)]: apiError(401, "UNAUTHORIZED", "Sign in first") });
		renderWithProviders(<Opener />);

		const kitchen = await screen.findByRole("button", { name: /Kitchen set/ });
		await waitFor(() => expect(pickable(kitchen)).toBe(true));
		fireEvent.click(kitchen);

		const title = await screen.findByText(WISHLIST_TEXT.signInRequired);
		expect(title.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("error");
		expect(screen.queryByText(WISHLIST_TEXT.addFailed)).toBeNull();
	});

	it("shows a loading state while the wishlists load", async () => {
		mockWishlists({ "/api/wishlists": never() });
		renderWithProviders(<Opener />);
		expect(await screen.findByText("Loading your wishlists…")).toBeTruthy();
	});

	it("says when the wishlists cannot be loaded, and tries again", async () => {
		let fail = true;
		mockWishlists({
			"/api/wishlists": () => (fail ? apiError(500, "INTERNAL_ERROR", "boom") : json({ wishlists: [first] })),
		});
		renderWithProviders(<Opener />);

		expect(await screen.findByText("We could not load your wishlists.")).toBeTruthy();
		fail = false;
		fireEvent.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("button", { name: /Kitchen set/ })).toBeTruthy();
	});

	it("invites creating the first wishlist when there is none", async () => {
		mockWishlists({ "/api/wishlists": { wishlists: [] } });
		renderWithProviders(<Opener />);

		expect(await screen.findByText("You have no wishlists yet")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: WISHLIST_TEXT.createTitle }));
		expect(await screen.findByRole("dialog", { name: WISHLIST_TEXT.createTitle })).toBeTruthy();
	});

	it("tells a signed-out visitor to sign in, with a link back", async () => {
		mockWishlists({ "/api/me": signedOut });
		const { router } = renderWithProviders(<Opener />, { url: "/search?q=porch" });

		expect(await screen.findByText(WISHLIST_TEXT.signInRequired)).toBeTruthy();
		fireEvent.click(screen.getByRole("link", { name: "Sign in" }));
		await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
		expect(router.state.location.state).toEqual({ returnUrl: "/search?q=porch" });
	});

	it("lets a signed-out visitor on a photo create an account and come back to the photo (issue 28)", async () => {
		mockWishlists({ "/api/me": signedOut });
		const { router } = renderWithProviders(<Opener />, { url: "/photo/7" });

		expect(await screen.findByText(WISHLIST_TEXT.signInRequired)).toBeTruthy();
		fireEvent.click(screen.getByRole("link", { name: "Create account" }));
		await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
		expect(router.state.location.search).toBe("?mode=signup");
		expect(router.state.location.state).toEqual({ returnUrl: "/photo/7" });
	});
});

describe("AddToWishlistDialog: the create view", () => {
	async function openCreateView() {
		fireEvent.click(await screen.findByRole("button", { name: WISHLIST_TEXT.createTitle }));
		return screen.findByRole("dialog", { name: WISHLIST_TEXT.createTitle });
	}

	/**
	 * The create view with `project` chosen by itself, the wishlists API answering a create with
	 * `created`.
	 */
	async function createViewAnswering(project: { id: string }, created: Response) {
		const fetchMock = mockWishlists({
			"/api/projects": { projects: [project] },
			"/api/wishlists": byMethod({ GET: { wishlists: [first] }, POST: created }),
		});
		renderWithProviders(<Opener />);
		const dialog = await openCreateView();
		const picker = (await within(dialog).findByLabelText("Project")) as HTMLSelectElement;
		await waitFor(() => expect(picker.value).toBe(project.id));
		return { dialog, fetchMock };
	}

	it("keeps 'Create Wishlist' disabled until a name and a project; the title says 'Create project' meanwhile", async () => {
		const project = projectFixture(1, "Summer Feature", "Acme Pictures");
		const fetchMock = mockWishlists({
			"/api/projects": growingProjects(project),
			"/api/wishlists": byMethod({
				GET: { wishlists: [] },
				POST: json({ wishlist: wishlistFixture(3, { name: "Props" }), photo_added: true }, 201),
			}),
			[`/api/projects/${project.id}/use`]: byMethod({ POST: { project } }),
		});
		renderWithProviders(<Opener />);

		const dialog = await openCreateView();
		const create = within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton });
		expect(create).toHaveProperty("disabled", true);
		const name = within(dialog).getByLabelText("Wishlist name");
		expect(document.activeElement).toBe(name);
		fireEvent.change(name, { target: { value: "   " } });
		expect(create).toHaveProperty("disabled", true);
		fireEvent.change(name, { target: { value: "Props" } });
		expect(create).toHaveProperty("disabled", true);

		expect(await within(dialog).findByText("No Projects Found")).toBeTruthy();
		fireEvent.click(within(dialog).getByRole("button", { name: "Create Your First Project" }));
		expect(dialog.querySelector("h2")?.textContent).toBe(WISHLIST_TEXT.createProjectTitle);
		expect(screen.getByRole("dialog", { name: "Create project" })).toBe(dialog);

		fireEvent.change(within(dialog).getByLabelText(/Project name/), { target: { value: "Summer Feature" } });
		fireEvent.change(await within(dialog).findByLabelText(/Company/), { target: { value: "Acme Pictures" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Create Project" }));

		expect(await screen.findByText("Project created successfully")).toBeTruthy();
		await waitFor(() => expect(dialog.querySelector("h2")?.textContent).toBe(WISHLIST_TEXT.createTitle));
		expect(sentBodies(fetchMock, "/api/projects").filter(Boolean)).toEqual([
			{ name: "Summer Feature", company: "Acme Pictures" },
		]);
		const picker = within(dialog).getByLabelText("Project") as HTMLSelectElement;
		await waitFor(() => expect(picker.value).toBe(project.id));
		const createNow = within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton });
		expect(createNow).toHaveProperty("disabled", false);
		fireEvent.click(createNow);

		expect(await screen.findByText(WISHLIST_TEXT.createdTitle)).toBeTruthy();
		expect(screen.getByText(WISHLIST_TEXT.created)).toBeTruthy();
		const posts = sentBodies(fetchMock, "/api/wishlists").filter(Boolean);
		expect(posts).toEqual([
			{ name: "Props", project_id: project.id, photo_id: PHOTO.id, license_type: "background-dressing" },
		]);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
	});

	it("shows core's name message inline, and the server's 409 under the name", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const project = {
			...projectFixture(1, "Summer Feature", "Acme Pictures"),
			last_used_at: "2025-03-01T00:00:00.000Z",
		};
		// The most recently used project is chosen by itself.
		const { dialog, fetchMock } = await createViewAnswering(
			project,
			apiError(409, "CONFLICT", 'A wishlist named "Props" already exists'),
		);
		const name = within(dialog).getByLabelText("Wishlist name");
		fireEvent.change(name, { target: { value: "P" } });
		fireEvent.click(within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton }));
		expect(await within(dialog).findByText("Name must be at least 2 characters long")).toBeTruthy();
		expect(name.getAttribute("aria-invalid")).toBe("true");
		expect(sentBodies(fetchMock, "/api/wishlists").filter(Boolean)).toEqual([]);

		fireEvent.change(name, { target: { value: "Props" } });
		expect(within(dialog).queryByText("Name must be at least 2 characters long")).toBeNull();
		fireEvent.click(within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton }));
		expect(await screen.findByText(WISHLIST_TEXT.createFailed)).toBeTruthy();
		expect(within(dialog).getAllByText('A wishlist named "Props" already exists').length).toBeGreaterThan(0);
		expect(name.getAttribute("aria-invalid")).toBe("true");
		expect(warn).toHaveBeenCalled();
		expect(requestedPaths(fetchMock)).not.toContain(`/api/projects/${project.id}/use`);
	});

	it("shows the server's per-field messages of a 400", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const project = projectFixture(1, "Summer Feature", null);
		const { dialog } = await createViewAnswering(
			project,
			apiError(400, "VALIDATION_ERROR", "Invalid input", {
				name: "Name contains invalid characters",
				project_id: "Project not found",
			}),
		);
		fireEvent.change(within(dialog).getByLabelText("Wishlist name"), { target: { value: "Props" } });
		fireEvent.click(within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton }));

		expect(await within(dialog).findByText("Name contains invalid characters")).toBeTruthy();
		expect(within(dialog).getByText("Project not found")).toBeTruthy();
	});

	it("asks to sign in when the session ended before the create (401)", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const project = projectFixture(1, "Summer Feature", null);
		const { dialog } = await createViewAnswering(project, apiError(401, "UNAUTHORIZED", "Sign in first"));
		fireEvent.change(within(dialog).getByLabelText("Wishlist name"), { target: { value: "Props" } });
		fireEvent.click(within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton }));

		expect(await screen.findByText(WISHLIST_TEXT.signInRequired)).toBeTruthy();
		expect(screen.queryByText(WISHLIST_TEXT.createFailed)).toBeNull();
	});

	it("lists the new wishlist, holding the photo, when the dialog opens again after a create", async () => {
		const project = {
			...projectFixture(1, "Summer Feature", null),
			last_used_at: "2025-03-01T00:00:00.000Z",
		};
		const created = wishlistFixture(3, { name: "Props", item_count: 1, project_name: "Summer Feature" });
		let wishlists = [first, second];
		let holding = [second.id];
		const readList = () => json({ wishlists });
		const create = () => {
			wishlists = [created, ...wishlists];
			holding = [...holding, created.id];
			return json({ wishlist: created, photo_added: true }, 201);
		};
		const fetchMock = mockWishlists({
			"/api/projects": { projects: [project] },
			"/api/wishlists": byMethod({ GET: readList, POST: create }),
			"/api/wishlists/membership": () => json({ memberships: { [PHOTO.id]: holding } }),
		});
		renderWithProviders(<Opener />);

		// The list is read, then left for the create view: no screen shows it when the create lands.
		await screen.findByRole("button", { name: /Kitchen set/ });
		const dialog = await openCreateView();
		const picker = (await within(dialog).findByLabelText("Project")) as HTMLSelectElement;
		await waitFor(() => expect(picker.value).toBe(project.id));
		fireEvent.change(within(dialog).getByLabelText("Wishlist name"), { target: { value: "Props" } });
		fireEvent.click(within(dialog).getByRole("button", { name: WISHLIST_TEXT.createButton }));
		expect(await screen.findByText(WISHLIST_TEXT.createdTitle)).toBeTruthy();
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		const listReads = () => requestedPaths(fetchMock).filter((path) => path === "/api/wishlists").length;
		// One read before, one POST: the closed dialog's list was not refetched behind the scenes.
		expect(listReads()).toBe(2);

		fireEvent.click(screen.getByRole("button", { name: "Open" }));
		const list = await screen.findByRole("list", { name: "Your wishlists" });
		const props = await within(list).findByRole("button", { name: /Props/ });
		await waitFor(() => expect(within(props).queryByText(WISHLIST_TEXT.addedBadge)).toBeTruthy());
		expect(props.getAttribute("aria-disabled")).toBe("true");
		expect(listReads()).toBe(3);
	});
});

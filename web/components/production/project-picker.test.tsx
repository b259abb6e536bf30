import { PROJECT_TEXT } from "@core/contracts/projects";
import { useQueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { reloadUserData, useSignOut } from "@/api/auth/session";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	requestedPaths,
	sentBodies,
	signedInMember,
} from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { companyFixture, growingProjects, projectFixture } from "@/test/wishlist-fixtures";
import { ProjectPicker } from "./project-picker";

const older = { ...projectFixture(1, "Alpha", "Acme Pictures"), last_used_at: "2025-02-01T10:00:00.000Z" };
const latest = { ...projectFixture(2, "Bravo", "Acme Pictures"), last_used_at: "2025-03-01T10:00:00.000Z" };
// Never used, but created before either was last used: counts from its creation.
const unused = { ...projectFixture(3, "Charlie", null), created_at: "2025-01-15T10:00:00.000Z" };
const usePath = (id: string) => `/api/projects/${id}/use`;

function mockProjects(projects: unknown[], extra: Record<string, unknown> = {}) {
	return mockApi({
		"/api/me": signedInMember,
		"/api/projects": { projects },
		"/api/companies": { companies: [companyFixture(1, "Acme Pictures")] },
		...extra,
	});
}

function Harness({ initial = null, autoSelect }: { initial?: string | null; autoSelect?: boolean }) {
	const [value, setValue] = useState<string | null>(initial);
	return (
		<>
			<ProjectPicker value={value} onChange={setValue} autoSelect={autoSelect} />
			<output data-testid="value">{value ?? ""}</output>
		</>
	);
}

const value = () => screen.getByTestId("value").textContent;

/**
 * Pickers one after another in one tab (one query cache): 'Close' and 'Open' replace the picker
 * with a new one, as closing and opening the wishlist dialog does; 'Sign out' and 'Sign in' go
 * through the app's own session handling.
 */
function Tab() {
	const [open, setOpen] = useState(true);
	const queryClient = useQueryClient();
	const signOut = useSignOut();
	return (
		<>
			<button type="button" onClick={() => setOpen((was) => !was)}>
				{open ? "Close" : "Open"}
			</button>
			<button type="button" onClick={() => signOut.mutate()}>
				Sign out
			</button>
			<button type="button" onClick={() => void reloadUserData(queryClient)}>
				Sign in
			</button>
			{open && <Harness />}
		</>
	);
}

async function reopen() {
	fireEvent.click(screen.getByRole("button", { name: "Close" }));
	fireEvent.click(screen.getByRole("button", { name: "Open" }));
	return (await screen.findByRole("combobox", { name: "Project" })) as HTMLSelectElement;
}

describe("ProjectPicker: auto-selection (spec section 4)", () => {
	it("selects the most recently used project once per sign-in, without stamping it", async () => {
		const fetchMock = mockProjects([older, latest, unused]);
		renderWithProviders(<Tab />);

		await waitFor(() => expect(value()).toBe(latest.id));
		const select = screen.getByRole("combobox", { name: "Project" }) as HTMLSelectElement;
		expect(select.value).toBe(latest.id);
		expect(
			within(select)
				.getAllByRole("option")
				.map((option) => option.textContent),
		).toEqual(["Choose a project", "Alpha · Acme Pictures", "Bravo · Acme Pictures", "Charlie"]);
		expect(requestedPaths(fetchMock)).not.toContain(usePath(latest.id));

		// The user clears the choice: the next picker of this sign-in does not choose again.
		fireEvent.change(select, { target: { value: "" } });
		expect(value()).toBe("");
		const again = await reopen();
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(again.value).toBe("");
		expect(value()).toBe("");
	});

	it("selects again after a sign-out and a new sign-in in the same tab", async () => {
		let signedIn = true;
		const signOut = () => {
			signedIn = false;
			return json({ success: true });
		};
		mockProjects([older, latest], {
			"/api/me": () => json(signedIn ? signedInMember : { user: null }),
			"/api/auth/sign-out": byMethod({ POST: signOut }),
		});
		renderWithProviders(<Tab />);
		await waitFor(() => expect(value()).toBe(latest.id));
		fireEvent.change(screen.getByRole("combobox", { name: "Project" }), { target: { value: "" } });
		expect((await reopen()).value).toBe("");

		fireEvent.click(screen.getByRole("button", { name: "Close" }));
		fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
		await waitFor(() => expect(signedIn).toBe(false));
		signedIn = true;
		fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
		fireEvent.click(screen.getByRole("button", { name: "Open" }));

		await waitFor(() => expect(value()).toBe(latest.id));
		expect(((await screen.findByRole("combobox", { name: "Project" })) as HTMLSelectElement).value).toBe(
			latest.id,
		);
	});

	it("falls back to created_at for projects never used", async () => {
		const recent = { ...projectFixture(4, "Delta", null), created_at: "2025-04-01T10:00:00.000Z" };
		mockProjects([older, latest, recent]);
		renderWithProviders(<Harness />);
		await waitFor(() => expect(value()).toBe(recent.id));
	});

	it("stamps a project the user chooses, and the next picker starts from it", async () => {
		const fetchMock = mockProjects([older, latest], {
			[usePath(older.id)]: byMethod({
				POST: { project: { ...older, last_used_at: "2025-05-01T10:00:00.000Z" } },
			}),
		});
		renderWithProviders(<Tab />);
		await waitFor(() => expect(value()).toBe(latest.id));

		fireEvent.change(screen.getByRole("combobox", { name: "Project" }), { target: { value: older.id } });
		expect(value()).toBe(older.id);
		await waitFor(() => expect(requestedPaths(fetchMock)).toContain(usePath(older.id)));

		await reopen();
		await waitFor(() => expect(value()).toBe(older.id));
	});

	it("leaves the choice alone when auto-select is off or a project is given", async () => {
		mockProjects([older, latest]);
		const off = renderWithProviders(<Harness autoSelect={false} />);
		await screen.findByRole("combobox", { name: "Project" });
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(value()).toBe("");
		off.unmount();

		renderWithProviders(<Harness initial={older.id} />);
		const select = (await screen.findByRole("combobox", { name: "Project" })) as HTMLSelectElement;
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(select.value).toBe(older.id);
		expect(value()).toBe(older.id);
	});
});

describe("ProjectPicker: creating a project", () => {
	it("offers 'Create Your First Project' when there are none, and selects the one created", async () => {
		const created = projectFixture(5, "Summer Feature", "Acme Pictures");
		const fetchMock = mockProjects([], {
			"/api/projects": growingProjects(created),
			[usePath(created.id)]: byMethod({ POST: { project: created } }),
		});
		renderWithProviders(<Harness />);

		expect(await screen.findByText(PROJECT_TEXT.noProjects)).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: PROJECT_TEXT.createFirst }));

		const form = screen.getByRole("form", { name: "New project" });
		const name = within(form).getByLabelText("Project name (required)");
		expect(document.activeElement).toBe(name);
		const save = within(form).getByRole("button", { name: "Create Project" });
		expect(save).toHaveProperty("disabled", true);
		fireEvent.change(name, { target: { value: "Summer Feature" } });
		expect(save).toHaveProperty("disabled", true);
		const company = (await within(form).findByLabelText("Company (required)")) as HTMLSelectElement;
		fireEvent.change(company, { target: { value: "Acme Pictures" } });
		expect(save).toHaveProperty("disabled", false);
		fireEvent.click(save);

		const toastTitle = await screen.findByText(PROJECT_TEXT.created);
		expect(toastTitle.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("success");
		await waitFor(() => expect(value()).toBe(created.id));
		const select = (await screen.findByRole("combobox", { name: "Project" })) as HTMLSelectElement;
		expect(select.value).toBe(created.id);
		await waitFor(() => expect(document.activeElement).toBe(select));
		expect(sentBodies(fetchMock, "/api/projects").filter(Boolean)).toEqual([
			{ name: "Summer Feature", company: "Acme Pictures" },
		]);
		await waitFor(() => expect(requestedPaths(fetchMock)).toContain(usePath(created.id)));
	});

	it("says 'Project found' when the project exists, and selects it", async () => {
		mockProjects([older], {
			"/api/projects": byMethod({
				GET: { projects: [older] },
				POST: json({ project: older, created: false }),
			}),
			[usePath(older.id)]: byMethod({ POST: { project: older } }),
		});
		renderWithProviders(<Harness autoSelect={false} />);

		fireEvent.click(await screen.findByRole("button", { name: "New project" }));
		const form = screen.getByRole("form", { name: "New project" });
		fireEvent.change(within(form).getByLabelText("Project name (required)"), { target: { value: "Alpha" } });
		fireEvent.change(await within(form).findByLabelText("Company (required)"), {
			target: { value: "Acme Pictures" },
		});
		fireEvent.click(within(form).getByRole("button", { name: "Create Project" }));

		expect(await screen.findByText(PROJECT_TEXT.found)).toBeTruthy();
		await waitFor(() => expect(value()).toBe(older.id));
	});

	it("checks the names with core's rules, and shows the server's 409 under the name", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const fetchMock = mockProjects([], {
			"/api/projects": byMethod({
				GET: { projects: [] },
				POST: apiError(409, "CONFLICT", 'A project named "Summer Feature" already exists'),
			}),
			"/api/companies": { companies: [] },
		});
		renderWithProviders(<Harness />);

		fireEvent.click(await screen.findByRole("button", { name: PROJECT_TEXT.createFirst }));
		const form = screen.getByRole("form", { name: "New project" });
		const name = within(form).getByLabelText("Project name (required)");
		fireEvent.change(name, { target: { value: "S" } });
		fireEvent.change(await within(form).findByLabelText("Company (required)"), { target: { value: "A" } });
		fireEvent.click(within(form).getByRole("button", { name: "Create Project" }));
		expect(await within(form).findByText("Name must be at least 2 characters long")).toBeTruthy();
		expect(within(form).getByText("Company name must be at least 2 characters long")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/projects").filter(Boolean)).toEqual([]);

		fireEvent.change(name, { target: { value: "Summer Feature" } });
		fireEvent.change(within(form).getByLabelText("Company (required)"), {
			target: { value: "Acme Pictures" },
		});
		fireEvent.click(within(form).getByRole("button", { name: "Create Project" }));
		expect(await screen.findByText(PROJECT_TEXT.createFailed)).toBeTruthy();
		expect(within(form).getByText('A project named "Summer Feature" already exists')).toBeTruthy();
		expect(name.getAttribute("aria-invalid")).toBe("true");
		expect(warn).toHaveBeenCalled();
		expect(value()).toBe("");
	});

	it("says 'Failed to check for duplicate project names' when the server fails", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		mockProjects([], {
			"/api/projects": byMethod({
				GET: { projects: [] },
				POST: apiError(500, "INTERNAL_ERROR", "boom"),
			}),
		});
		renderWithProviders(<Harness />);

		fireEvent.click(await screen.findByRole("button", { name: PROJECT_TEXT.createFirst }));
		const form = screen.getByRole("form", { name: "New project" });
		fireEvent.change(within(form).getByLabelText("Project name (required)"), {
			target: { value: "Summer Feature" },
		});
		fireEvent.change(await within(form).findByLabelText("Company (required)"), {
			target: { value: "Acme Pictures" },
		});
		fireEvent.click(within(form).getByRole("button", { name: "Create Project" }));

		expect(await screen.findByText(PROJECT_TEXT.createFailed)).toBeTruthy();
		expect(screen.getByText(PROJECT_TEXT.duplicateCheckFailed)).toBeTruthy();
	});

	it("returns to the list on Cancel", async () => {
		mockProjects([older]);
		renderWithProviders(<Harness autoSelect={false} />);
		fireEvent.click(await screen.findByRole("button", { name: "New project" }));
		fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
		expect(await screen.findByRole("combobox", { name: "Project" })).toBeTruthy();
	});
});

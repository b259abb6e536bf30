import { COMPANY_TEXT } from "@core/contracts/companies";
import { PROJECT_TEXT } from "@core/contracts/projects";
import { COMPANY_NAME_MESSAGES, ENTITY_NAME_MESSAGES } from "@core/names";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	requestedPaths,
	sentBodies,
	signedInMember,
} from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import {
	companyFixture,
	companyId,
	projectFixture,
	projectId,
	wishlistFixture,
	wishlistId,
} from "@/test/wishlist-fixtures";
import { EMPTY_WISHLISTS_TITLE, NO_PROJECT } from "./wishlists-page";

const wishlists = [
	wishlistFixture(1, {
		name: "Kitchen wall",
		project_id: projectId(1),
		project_name: "Pilot",
		company: "Zenith Films",
		item_count: 3,
		cover_urls: ["/media/thumbs/1.webp", "/media/thumbs/2.webp"],
		share_code: "0123456789",
	}),
	wishlistFixture(2, { name: "Leftovers", item_count: 1 }),
	wishlistFixture(3, {
		name: "Hallway",
		project_id: projectId(2),
		project_name: "Season two",
		company: "Acme Studios",
		item_count: 0,
	}),
];
const projects = [
	projectFixture(1, "Pilot", "Zenith Films"),
	projectFixture(2, "Season two", "Acme Studios"),
	projectFixture(3, "Unused", "Acme Studios"),
];
const companies = [companyFixture(1, "Zenith Films"), companyFixture(2, "Acme Studios")];

function mockLists(answers: Record<string, unknown> = {}) {
	return mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		"/api/wishlists": { wishlists },
		"/api/projects": { projects },
		"/api/companies": { companies },
		...answers,
	});
}

function section(name: string): HTMLElement {
	return screen.getByRole("region", { name });
}

describe("/wishlists", () => {
	it("groups wishlists by company, then project, with 'No project' last", async () => {
		mockLists();
		renderApp("/wishlists");

		await screen.findByRole("heading", { level: 2, name: "Acme Studios" });
		const main = screen.getByRole("main");
		const companyHeadings = within(main)
			.getAllByRole("heading", { level: 2 })
			.map((h) => h.textContent);
		expect(companyHeadings).toEqual(["Acme Studios", "Zenith Films", NO_PROJECT]);

		const acme = section("Acme Studios");
		expect(
			within(acme)
				.getAllByRole("heading", { level: 3 })
				.map((h) => h.textContent),
		).toEqual(["Season two", "Unused"]);
		expect(within(section("Unused")).getByText("No wishlists in this project yet.")).toBeTruthy();
		expect(
			within(section("Season two"))
				.getByRole("link", { name: /Hallway/ })
				.getAttribute("href"),
		).toBe(`/wishlists/${wishlistId(3)}`);

		const kitchen = within(section("Pilot")).getByRole("link", { name: /Kitchen wall/ });
		expect(kitchen.textContent).toContain("3 photos");
		expect(kitchen.textContent).toContain("Shared");
		expect(kitchen.querySelectorAll("img")).toHaveLength(2);

		const unfiled = section(NO_PROJECT);
		expect(within(unfiled).getByRole("link", { name: /Leftovers/ }).textContent).toContain("1 photo");
		expect(screen.queryByText(EMPTY_WISHLISTS_TITLE)).toBeNull();
	});

	it("explains how wishlists are made when there are none", async () => {
		mockLists({
			"/api/wishlists": { wishlists: [] },
			"/api/projects": { projects: [] },
			"/api/companies": { companies: [] },
		});
		renderApp("/wishlists");

		expect(await screen.findByRole("heading", { level: 2, name: EMPTY_WISHLISTS_TITLE })).toBeTruthy();
		expect(screen.getByText(/heart button on any photo/)).toBeTruthy();
		expect(screen.getByRole("link", { name: "Browse photos" }).getAttribute("href")).toBe("/photos");
		expect(screen.queryByRole("heading", { level: 2, name: NO_PROJECT })).toBeNull();
	});

	it("offers a retry when the wishlists cannot be read", async () => {
		let fail = true;
		mockLists({
			"/api/wishlists": () =>
				fail ? apiError(503, "SERVICE_UNAVAILABLE", "Down") : json({ wishlists: [wishlists[1]] }),
		});
		renderApp("/wishlists");

		expect(await screen.findByText("We could not load your wishlists.")).toBeTruthy();
		fail = false;
		fireEvent.click(screen.getByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("link", { name: /Leftovers/ })).toBeTruthy();
	});

	it("checks a project's new name with core's rules, then renames it", async () => {
		const fetchMock = mockLists({
			[`/api/projects/${projectId(1)}`]: byMethod({
				PATCH: { project: projectFixture(1, "Pilot episode", "Zenith Films") },
			}),
		});
		renderApp("/wishlists");

		const renameButton = await screen.findByRole("button", { name: "Rename project Pilot" });
		// 44px targets on phones and tablets, 36px from the md breakpoint.
		expect(renameButton.className.split(" ")).toEqual(expect.arrayContaining(["size-11", "md:size-9"]));
		fireEvent.click(renameButton);
		const dialog = screen.getByRole("dialog", { name: "Rename project" });
		const input = within(dialog).getByLabelText("Project name");
		fireEvent.change(input, { target: { value: 'The "pilot"' } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
		expect(await within(dialog).findByText(ENTITY_NAME_MESSAGES.invalid)).toBeTruthy();
		expect(sentBodies(fetchMock, `/api/projects/${projectId(1)}`)).toEqual([]);

		fireEvent.change(input, { target: { value: "  Pilot episode " } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
		expect(await screen.findByText(PROJECT_TEXT.updated)).toBeTruthy();
		expect(sentBodies(fetchMock, `/api/projects/${projectId(1)}`)).toEqual([{ name: "Pilot episode" }]);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
	});

	it("deletes a project after asking, keeping its wishlists", async () => {
		const fetchMock = mockLists({
			[`/api/projects/${projectId(1)}`]: byMethod({ DELETE: new Response(null, { status: 204 }) }),
		});
		renderApp("/wishlists");

		fireEvent.click(await screen.findByRole("button", { name: "Delete project Pilot" }));
		const dialog = screen.getByRole("dialog", { name: 'Delete the project "Pilot"?' });
		expect(within(dialog).getByText("Its wishlist stays, under 'No project'.")).toBeTruthy();
		fireEvent.click(within(dialog).getByRole("button", { name: "Delete project" }));

		expect(await screen.findByText(PROJECT_TEXT.deleted)).toBeTruthy();
		const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE");
		expect(deletes).toHaveLength(1);
	});

	it("shows the server's refusal of a company's new name in the toast and under the field", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const duplicate = COMPANY_TEXT.duplicateOnRename("Acme Studios");
		mockLists({
			[`/api/companies/${companyId(1)}`]: byMethod({ PATCH: apiError(409, "CONFLICT", duplicate) }),
		});
		renderApp("/wishlists");

		fireEvent.click(await screen.findByRole("button", { name: "Rename company Zenith Films" }));
		const dialog = screen.getByRole("dialog", { name: "Rename company" });
		const input = within(dialog).getByLabelText("Company name");
		fireEvent.change(input, { target: { value: "Z" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
		expect(await within(dialog).findByText(COMPANY_NAME_MESSAGES.tooShort)).toBeTruthy();

		fireEvent.change(input, { target: { value: "acme   studios" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
		expect(await screen.findByText(COMPANY_TEXT.updateErrorTitle)).toBeTruthy();
		expect(await within(dialog).findByText(duplicate)).toBeTruthy();
		expect(input.getAttribute("aria-invalid")).toBe("true");
	});

	it("gives the fallback text when a company cannot be deleted for an unknown reason", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const fetchMock = mockLists({
			"/api/companies": { companies: [...companies, companyFixture(3, "Empty Co")] },
			[`/api/companies/${companyId(3)}`]: byMethod({ DELETE: apiError(500, "INTERNAL_ERROR", "boom") }),
		});
		renderApp("/wishlists");

		fireEvent.click(await screen.findByRole("button", { name: "Delete company Empty Co" }));
		fireEvent.click(screen.getByRole("button", { name: "Delete company" }));
		expect(await screen.findByText(COMPANY_TEXT.deleteErrorTitle)).toBeTruthy();
		expect(screen.getByText(COMPANY_TEXT.fallback)).toBeTruthy();
		expect(requestedPaths(fetchMock)).toContain(`/api/companies/${companyId(3)}`);
	});

	it("says why a company that projects still name cannot be deleted, without asking the server", async () => {
		const fetchMock = mockLists();
		renderApp("/wishlists");

		fireEvent.click(await screen.findByRole("button", { name: "Delete company Acme Studios" }));
		const dialog = screen.getByRole("dialog", { name: "This company is still in use" });
		expect(within(dialog).getByText(COMPANY_TEXT.inUse("Acme Studios", 2))).toBeTruthy();
		fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
		expect(requestedPaths(fetchMock)).not.toContain(`/api/companies/${companyId(2)}`);
	});
});

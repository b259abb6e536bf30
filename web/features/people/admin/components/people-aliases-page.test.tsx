import type { AdminPerson } from "@core/contracts/people";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, never, sentBodies, signedInAdmin } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { NO_GROUPS } from "./alias-groups";
import { MERGED } from "./people-aliases-page";
import { NO_PEOPLE, noPeopleMatch } from "./person-list";

const LIST = "/api/admin/persons";
const ALIASES = "/api/admin/person-aliases";
const session = {
	"/api/me": signedInAdmin,
	"/api/me/is-admin": { is_admin: true },
	"/api/cart/count": { count: 0 },
};
const personId = (n: number) => `6a8c0e20-4b5d-4f7a-9c1e-${String(n).padStart(12, "0")}`;

function person(n: number, name: string | null, overrides: Partial<AdminPerson> = {}): AdminPerson {
	return {
		id: personId(n),
		name,
		face_count: 3,
		photo_count: 2,
		aliases: [],
		thumbnail_url: null,
		life_status: "living",
		birth_year: null,
		created_at: "2025-02-01T10:00:00.000Z",
		...overrides,
	};
}
const page = (persons: AdminPerson[]) => ({ persons, total: persons.length, page: 1, page_size: 25 });
const group = {
	persons: [
		{ id: personId(1), name: "Margaret Hale", face_count: 3 },
		{ id: personId(2), name: "Peggy", face_count: 1 },
	],
	links: [{ person_id: personId(1), alias_person_id: personId(2), created_at: "2025-03-01T10:00:00.000Z" }],
};

/** The error line a control points to with its aria-describedby, or null. */
function errorOf(control: HTMLElement): string | null {
	const id = control
		.getAttribute("aria-describedby")
		?.split(" ")
		.find((part) => part.endsWith("-error"));
	return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function mockPage(table: Record<string, unknown>) {
	const asked: URLSearchParams[] = [];
	const list = table[LIST];
	const fetchMock = mockApi({
		...session,
		[ALIASES]: { groups: [] },
		...table,
		[LIST]: (url: URL, init?: RequestInit) => {
			if ((init?.method ?? "GET") === "GET") asked.push(url.searchParams);
			if (typeof list === "function") return list(url, init);
			return list instanceof Response ? list.clone() : json(list);
		},
	});
	return { asked, fetchMock };
}

describe("/admin/people-aliases", () => {
	it("searches people by the URL's words and shows each with faces, photos and aliases", async () => {
		const { asked } = mockPage({
			[LIST]: page([
				person(1, "Margaret Hale", { aliases: [{ id: personId(2), name: "Peggy" }] }),
				person(3, null),
			]),
		});
		renderApp("/admin/people-aliases?q=hale&page=2");

		const list = await screen.findByRole("list", { name: "People" });
		expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({ q: "hale", page: "2", page_size: "25" });
		const [first, second] = within(list).getAllByRole("listitem");
		expect(first?.textContent).toContain("Margaret Hale");
		expect(first?.textContent).toContain("3 faces on 2 photos");
		expect(first?.textContent).toContain("Also known as Peggy");
		expect(second?.textContent).toContain("Unnamed person");
		expect(await screen.findByText(NO_GROUPS)).toBeTruthy();
		expect(document.title).toMatch(/^People aliases/);
	});

	it("says when there are no people, when none match, and offers a retry when they cannot load", async () => {
		mockPage({ [LIST]: page([]) });
		const first = renderApp("/admin/people-aliases");
		expect(await screen.findByText(NO_PEOPLE)).toBeTruthy();
		first.unmount();

		mockPage({ [LIST]: page([]) });
		const second = renderApp("/admin/people-aliases?q=zed");
		expect(await screen.findByText(noPeopleMatch("zed"))).toBeTruthy();
		second.unmount();

		mockPage({ [LIST]: never(), [ALIASES]: apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		renderApp("/admin/people-aliases");
		expect(await screen.findByText("Loading people…")).toBeTruthy();
		expect(await screen.findByText("We could not load the linked people.")).toBeTruthy();
	});

	it("links the people ticked as one person, the first with each other, and clears the choice", async () => {
		const { fetchMock } = mockPage({
			[LIST]: page([person(1, "Margaret Hale"), person(2, "Peggy"), person(3, "Meg H.")]),
			[ALIASES]: byMethod({
				GET: { groups: [] },
				POST: async (_url: URL, init?: RequestInit) => {
					const body = JSON.parse(String(init?.body));
					// Meg is already linked to Margaret: nothing more is needed for her.
					if (body.alias_person_id === personId(3))
						return apiError(409, "CONFLICT", "These people are already known as the same person");
					return json({ alias: { ...body, created_at: "2025-03-01T10:00:00.000Z" } }, 201);
				},
			}),
		});
		renderApp("/admin/people-aliases");

		const merge = () => screen.getByRole("button", { name: /same person|one more/ });
		fireEvent.click(await screen.findByRole("checkbox", { name: /Margaret Hale/ }));
		expect(merge().textContent).toBe("Choose one more");
		expect((merge() as HTMLButtonElement).disabled).toBe(true);
		fireEvent.click(screen.getByRole("checkbox", { name: /Peggy/ }));
		fireEvent.click(screen.getByRole("checkbox", { name: /Meg H\./ }));
		fireEvent.click(screen.getByRole("button", { name: "Mark 3 as the same person" }));

		await waitFor(() =>
			expect(sentBodies(fetchMock, ALIASES).filter(Boolean)).toEqual([
				{ person_id: personId(1), alias_person_id: personId(2) },
				{ person_id: personId(1), alias_person_id: personId(3) },
			]),
		);
		expect(await screen.findByText(MERGED)).toBeTruthy();
		await waitFor(() => expect(screen.queryByRole("region", { name: "Chosen people" })).toBeNull());
	});

	it("shows the linked groups and unlinks a pair", async () => {
		let groups = [group];
		const unlinked = async () => {
			groups = [];
			return new Response(null, { status: 204 });
		};
		const { fetchMock } = mockPage({
			[LIST]: page([person(1, "Margaret Hale")]),
			[ALIASES]: () => json({ groups }),
			[`${ALIASES}/${personId(1)}/${personId(2)}`]: byMethod({
				DELETE: unlinked,
			}),
		});
		renderApp("/admin/people-aliases");
		expect(await screen.findByRole("heading", { name: /Margaret Hale = Peggy/ })).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Unlink Margaret Hale and Peggy" }));
		await waitFor(() =>
			expect(
				fetchMock.mock.calls.some(
					([input, init]) => String(input).endsWith(`/${personId(2)}`) && init?.method === "DELETE",
				),
			).toBe(true),
		);
		expect(await screen.findByText(NO_GROUPS)).toBeTruthy();
	});

	it("renames a person (and keeps their life facts), checking the name first and showing the server's refusal", async () => {
		const target = `${LIST}/${personId(1)}`;
		const { fetchMock } = mockPage({
			[LIST]: page([person(1, "Margaret Hale")]),
			[target]: byMethod({
				PATCH: apiError(400, "VALIDATION_ERROR", "Invalid body", { name: "Too similar" }),
			}),
		});
		renderApp("/admin/people-aliases");
		fireEvent.click(await screen.findByRole("button", { name: "Rename Margaret Hale" }));
		const dialog = screen.getByRole("dialog", { name: "Edit person" });
		const input = within(dialog).getByLabelText("Name");
		fireEvent.change(input, { target: { value: "   " } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
		expect(errorOf(input)).toBe("Give the person a name");
		expect(sentBodies(fetchMock, target)).toEqual([]);

		fireEvent.change(input, { target: { value: " Margaret Okafor " } });
		fireEvent.change(within(dialog).getByLabelText(/^Year of birth/), { target: { value: "1931" } });
		fireEvent.change(within(dialog).getByLabelText("Living or deceased"), { target: { value: "deceased" } });
		fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
		await waitFor(() => expect(errorOf(input)).toBe("Too similar"));
		expect(sentBodies(fetchMock, target)).toEqual([
			{ name: "Margaret Okafor", life_status: "deceased", birth_year: 1931 },
		]);
	});
});

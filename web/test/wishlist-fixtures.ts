import { byMethod, json } from "./api-mock";
import { photoFixture } from "./search-fixtures";

/** Answers of the wishlists API for tests; `n` makes ids distinct. */

const hex = (n: number) => n.toString(16).padStart(12, "0");

export const wishlistId = (n: number) => `6a1f0c2e-3b4d-4e5f-8a6b-${hex(n)}`;
export const projectId = (n: number) => `7b2e1d3f-4c5e-4f60-9b7c-${hex(n)}`;
export const companyId = (n: number) => `8c3f2e40-5d6f-4071-8c8d-${hex(n)}`;

export function wishlistFixture(n: number, overrides: Record<string, unknown> = {}) {
	return {
		id: wishlistId(n),
		name: `Wishlist ${n}`,
		description: null,
		project_id: null,
		project_name: null,
		company: null,
		item_count: 0,
		cover_urls: [],
		share_code: null,
		created_at: "2025-01-02T10:00:00.000Z",
		updated_at: "2025-01-03T10:00:00.000Z",
		...overrides,
	};
}

export function projectFixture(n: number, name: string, company: string | null) {
	return { id: projectId(n), name, company, last_used_at: null, created_at: "2025-01-01T10:00:00.000Z" };
}

export function companyFixture(n: number, name: string) {
	return { id: companyId(n), name, company_logo: null, created_at: "2025-01-01T09:00:00.000Z" };
}

export function wishlistItemFixture(
	n: number,
	licenseType = "background-dressing",
	overrides: Record<string, unknown> = {},
) {
	return {
		id: `9d4a3f51-6e70-4182-9d9e-${hex(n)}`,
		license_type: licenseType,
		added_at: "2025-01-04T10:00:00.000Z",
		photo: photoFixture(n),
		note: null as string | null,
		place: null as string | null,
		people_count: null as number | null,
		...overrides,
	};
}

/** GET answers the projects created so far; POST creates `project` (find-or-create says created). */
export function growingProjects(project: unknown) {
	const projects: unknown[] = [];
	const list = () => json({ projects });
	const create = () => {
		projects.push(project);
		return json({ project, created: true }, 201);
	};
	return byMethod({ GET: list, POST: create });
}

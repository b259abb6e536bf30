import type { Company } from "@core/contracts/companies";
import type { Project } from "@core/contracts/projects";
import type { Wishlist } from "@core/contracts/wishlists";
import { sameName } from "@core/names";

export type ProjectGroup = {
	id: string;
	name: string;
	/** The company's name as the project has it, or null. */
	company: string | null;
	/** In the list's order: newest change first. */
	wishlists: Wishlist[];
};

export type CompanyGroup = {
	/** Stable across renders; the company's id when the company list knows it. */
	key: string;
	/** Null for projects that name no company. */
	name: string | null;
	/** Null when the company list does not (yet) know the company: it cannot be renamed or deleted here. */
	companyId: string | null;
	projects: ProjectGroup[];
};

export type WishlistGroups = {
	companies: CompanyGroup[];
	/** Wishlists without a project (their project was deleted): the final 'No project' group. */
	unfiled: Wishlist[];
};

const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

/**
 * /wishlists by company, then project, both by name; companies and projects without wishlists
 * are kept so they can be renamed or deleted too. A project unknown to the project list (still
 * loading, or failed) is built from what its wishlists say.
 */
export function groupWishlists(
	wishlists: readonly Wishlist[],
	projects: readonly Project[] = [],
	companies: readonly Company[] = [],
): WishlistGroups {
	const projectGroups = new Map<string, ProjectGroup>();
	for (const project of projects) {
		projectGroups.set(project.id, {
			id: project.id,
			name: project.name,
			company: project.company,
			wishlists: [],
		});
	}
	const unfiled: Wishlist[] = [];
	for (const wishlist of wishlists) {
		if (wishlist.project_id === null) {
			unfiled.push(wishlist);
			continue;
		}
		let group = projectGroups.get(wishlist.project_id);
		if (!group) {
			group = {
				id: wishlist.project_id,
				name: wishlist.project_name ?? "Unnamed project",
				company: wishlist.company,
				wishlists: [],
			};
			projectGroups.set(group.id, group);
		}
		group.wishlists.push(wishlist);
	}

	const companyGroups = new Map<string, CompanyGroup>();
	const companyGroup = (name: string | null): CompanyGroup => {
		const key = name === null ? "" : name.toLocaleLowerCase("en-US");
		let group = companyGroups.get(key);
		if (!group) {
			const known = name === null ? undefined : companies.find((c) => sameName(c.name, name));
			group = {
				key: known?.id ?? `name:${key}`,
				name: known?.name ?? name,
				companyId: known?.id ?? null,
				projects: [],
			};
			companyGroups.set(key, group);
		}
		return group;
	};
	for (const company of companies) companyGroup(company.name);
	for (const project of projectGroups.values()) companyGroup(project.company).projects.push(project);

	const named = [...companyGroups.values()].filter((g) => g.name !== null);
	named.sort((a, b) => byName(a.name ?? "", b.name ?? ""));
	const noCompany = companyGroups.get("");
	const ordered = noCompany ? [...named, noCompany] : named;
	for (const group of ordered) group.projects.sort((a, b) => byName(a.name, b.name));
	return { companies: ordered, unfiled };
}

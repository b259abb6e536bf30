import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AdminListPage, AdminListStates } from "@/components/admin/admin-list-page";
import { adminFamilyUrl } from "@/lib/paths";
import { useAdminFamilies } from "../api/get-families";
import {
	type FamilyListState,
	familyListQueryOf,
	parseFamilyList,
	withSort,
} from "../lib/family-list-params";
import { FamiliesTable } from "./families-table";
import { FamilyApplications } from "./family-applications";
import { NewFamilyDialog } from "./new-family-dialog";

export const NO_FAMILIES = "No families yet";
export const noMatchesText = (q: string) => `No families match "${q}"`;

function FamiliesContent({ state, onNew }: { state: FamilyListState; onNew: () => void }) {
	const [, setSearchParams] = useSearchParams();
	const query = useAdminFamilies(familyListQueryOf(state));
	return (
		<AdminListStates
			query={query}
			search={state.q}
			shownOf={(data) => data.families.length}
			noun={["family", "families"]}
			loading={{ label: "Loading families…", rows: 6, rowClassName: "h-14 w-full" }}
			errorTitle="We could not load the families."
			empty={{ title: NO_FAMILIES, action: "Create the first family", onAction: onNew }}
			noMatchesTitle={noMatchesText(state.q)}
		>
			{(data) => (
				<FamiliesTable
					families={data.families}
					state={state}
					onSort={(sort) => setSearchParams((current) => withSort(current, state, sort))}
				/>
			)}
		</AdminListStates>
	);
}

/**
 * /admin/families: the applications to become a family (and invitations), then every family with
 * its photos and sales, searchable and sortable; new ones here.
 */
export function AdminFamiliesPage() {
	const [searchParams] = useSearchParams();
	const navigate = useNavigate();
	const state = parseFamilyList(searchParams);
	const [creating, setCreating] = useState(false);

	return (
		<AdminListPage
			title="Families"
			description="The families who own the photos: their storefronts, photos and sales."
			newLabel="New family"
			newIcon={UserPlus}
			onNew={() => setCreating(true)}
			search={{
				id: "family-search",
				label: "Search families",
				placeholder: "Storefront name, email or first name",
				value: state.q,
			}}
		>
			<FamilyApplications />
			<h2 className="mb-3 text-xl font-semibold text-ink-900">All families</h2>
			<FamiliesContent state={state} onNew={() => setCreating(true)} />
			<NewFamilyDialog
				open={creating}
				onClose={() => setCreating(false)}
				onCreated={(family) => {
					setCreating(false);
					navigate(adminFamilyUrl(family.id));
				}}
			/>
		</AdminListPage>
	);
}

import type { AdminFamilyListResponse } from "@core/contracts/admin-catalogue";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { PageNav } from "@/components/page-nav";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, LoadingStatus, UpdatingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { UrlSearchField } from "@/components/url-search-field";
import { adminFamilyUrl } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAdminFamilies } from "../api/get-families";
import {
	type FamilyListState,
	familyListQueryOf,
	parseFamilyList,
	searchOf,
	withPage,
	withSearch,
	withSort,
} from "../lib/family-list-params";
import { FamiliesTable } from "./families-table";
import { NewFamilyDialog } from "./new-family-dialog";

export const NO_FAMILIES = "No families yet";
export const noMatchesText = (q: string) => `No families match "${q}"`;

const familiesText = (n: number) => `${n} ${n === 1 ? "family" : "families"}`;

/** 'Showing 51–100 of 123 families'. */
export function rangeText({ page, page_size, total, families }: AdminFamilyListResponse): string {
	if (total === 0 || families.length === 0) return familiesText(total);
	const first = (page - 1) * page_size + 1;
	return `Showing ${first}–${first + families.length - 1} of ${familiesText(total)}`;
}

function FamiliesSkeleton() {
	return (
		<LoadingStatus label="Loading families…" className="space-y-2">
			{[0, 1, 2, 3, 4, 5].map((i) => (
				<Skeleton key={i} className="h-14 w-full" />
			))}
		</LoadingStatus>
	);
}

function FamiliesContent({ state, onNew }: { state: FamilyListState; onNew: () => void }) {
	const [searchParams, setSearchParams] = useSearchParams();
	const query = useAdminFamilies(familyListQueryOf(state));

	if (query.isPending) return <FamiliesSkeleton />;
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the families."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	const data = query.data;
	if (data.total === 0 && !state.q) {
		return (
			<EmptyState
				title={NO_FAMILIES}
				hint={
					<Button variant="secondary" size="sm" onClick={onNew}>
						Create the first family
					</Button>
				}
			/>
		);
	}
	return (
		<>
			<UpdatingStatus updating={query.isPlaceholderData} className="mb-3">
				{rangeText(data)}
			</UpdatingStatus>
			{data.families.length === 0 ? (
				<EmptyState
					title={data.total === 0 ? noMatchesText(state.q) : "This page is empty"}
					hint={
						<Button
							variant="secondary"
							size="sm"
							onClick={() =>
								setSearchParams(data.total === 0 ? withSearch(searchParams, "") : withPage(searchParams, 1))
							}
						>
							{data.total === 0 ? "Clear the search" : "Go to the first page"}
						</Button>
					}
				/>
			) : (
				<>
					<FamiliesTable
						families={data.families}
						state={state}
						onSort={(sort) => setSearchParams((current) => withSort(current, state, sort))}
					/>
					<PageNav
						label="Pages of families"
						page={data.page}
						total={data.total}
						pageSize={data.page_size}
						searchOf={(page) => searchOf(withPage(searchParams, page))}
					/>
				</>
			)}
		</>
	);
}

/** /admin/families: every family with its photos and sales, searchable and sortable; new ones here. */
export function AdminFamiliesPage() {
	useDocumentTitle("Families");
	const [searchParams] = useSearchParams();
	const navigate = useNavigate();
	const state = parseFamilyList(searchParams);
	const [creating, setCreating] = useState(false);

	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Families"
				description="The families who own the photos: their storefronts, photos and sales."
				actions={
					<Button onClick={() => setCreating(true)}>
						<UserPlus aria-hidden="true" className="size-4" />
						New family
					</Button>
				}
			/>
			<div className="mb-4">
				<UrlSearchField
					value={state.q}
					write={withSearch}
					id="family-search"
					label="Search families"
					maxLength={200}
					placeholder="Storefront name, email or first name"
					className="w-full sm:max-w-md"
				/>
			</div>
			<FamiliesContent state={state} onNew={() => setCreating(true)} />
			<NewFamilyDialog
				open={creating}
				onClose={() => setCreating(false)}
				onCreated={(family) => {
					setCreating(false);
					navigate(adminFamilyUrl(family.id));
				}}
			/>
		</section>
	);
}

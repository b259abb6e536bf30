import type { AdminCollectionListResponse } from "@core/contracts/admin-curation";
import { FolderPlus } from "lucide-react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { PageNav } from "@/components/page-nav";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, LoadingStatus, UpdatingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { UrlSearchField } from "@/components/url-search-field";
import { adminCollectionUrl } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAdminCollections } from "../api/get-collections";
import {
	type CollectionListState,
	collectionListQueryOf,
	parseCollectionList,
	searchOf,
	withPage,
	withSearch,
} from "../lib/collection-list-params";
import { CollectionsTable } from "./collections-table";
import { NewCollectionDialog } from "./new-collection-dialog";

export const NO_COLLECTIONS = "No collections yet";
export const noMatchesText = (q: string) => `No collections match "${q}"`;

const collectionsText = (n: number) => `${n} ${n === 1 ? "collection" : "collections"}`;

/** 'Showing 1–50 of 73 collections'. */
export function rangeText({ page, page_size, total, collections }: AdminCollectionListResponse): string {
	if (total === 0 || collections.length === 0) return collectionsText(total);
	const first = (page - 1) * page_size + 1;
	return `Showing ${first}–${first + collections.length - 1} of ${collectionsText(total)}`;
}

function CollectionsContent({ state, onNew }: { state: CollectionListState; onNew: () => void }) {
	const [searchParams, setSearchParams] = useSearchParams();
	const query = useAdminCollections(collectionListQueryOf(state));

	if (query.isPending) {
		return (
			<LoadingStatus label="Loading collections…" className="space-y-2">
				{[0, 1, 2, 3].map((i) => (
					<Skeleton key={i} className="h-20 w-full" />
				))}
			</LoadingStatus>
		);
	}
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the collections."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	const data = query.data;
	if (data.total === 0 && !state.q) {
		return (
			<EmptyState
				title={NO_COLLECTIONS}
				hint={
					<Button variant="secondary" size="sm" onClick={onNew}>
						Create the first collection
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
			{data.collections.length === 0 ? (
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
					<CollectionsTable collections={data.collections} />
					<PageNav
						label="Pages of collections"
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

/** /admin/collections: every collection, published or not; new ones here, each edited on its page. */
export function AdminCollectionsPage() {
	useDocumentTitle("Collections");
	const [searchParams] = useSearchParams();
	const navigate = useNavigate();
	const state = parseCollectionList(searchParams);
	const [creating, setCreating] = useState(false);

	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Collections"
				description="Hand-picked sets of photos, in your order, with a cover. Published ones show on /collections."
				actions={
					<Button onClick={() => setCreating(true)}>
						<FolderPlus aria-hidden="true" className="size-4" />
						New collection
					</Button>
				}
			/>
			<div className="mb-4">
				<UrlSearchField
					value={state.q}
					write={withSearch}
					id="collection-search"
					label="Search collections"
					maxLength={200}
					placeholder="Title"
					className="w-full sm:max-w-md"
				/>
			</div>
			<CollectionsContent state={state} onNew={() => setCreating(true)} />
			<NewCollectionDialog
				open={creating}
				onClose={() => setCreating(false)}
				onCreated={(collection) => {
					setCreating(false);
					navigate(adminCollectionUrl(collection.id));
				}}
			/>
		</section>
	);
}

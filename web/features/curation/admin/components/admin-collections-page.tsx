import { FolderPlus } from "lucide-react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AdminListPage, AdminListStates } from "@/components/admin/admin-list-page";
import { adminCollectionUrl } from "@/lib/paths";
import { useAdminCollections } from "../api/get-collections";
import {
	type CollectionListState,
	collectionListQueryOf,
	parseCollectionList,
} from "../lib/collection-list-params";
import { CollectionsTable } from "./collections-table";
import { NewCollectionDialog } from "./new-collection-dialog";

export const NO_COLLECTIONS = "No collections yet";
export const noMatchesText = (q: string) => `No collections match "${q}"`;

function CollectionsContent({ state, onNew }: { state: CollectionListState; onNew: () => void }) {
	const query = useAdminCollections(collectionListQueryOf(state));
	return (
		<AdminListStates
			query={query}
			search={state.q}
			shownOf={(data) => data.collections.length}
			noun={["collection", "collections"]}
			loading={{ label: "Loading collections…", rows: 4, rowClassName: "h-20 w-full" }}
			errorTitle="We could not load the collections."
			empty={{ title: NO_COLLECTIONS, action: "Create the first collection", onAction: onNew }}
			noMatchesTitle={noMatchesText(state.q)}
		>
			{(data) => <CollectionsTable collections={data.collections} />}
		</AdminListStates>
	);
}

/** /admin/collections: every collection, published or not; new ones here, each edited on its page. */
export function AdminCollectionsPage() {
	const [searchParams] = useSearchParams();
	const navigate = useNavigate();
	const state = parseCollectionList(searchParams);
	const [creating, setCreating] = useState(false);

	return (
		<AdminListPage
			title="Collections"
			description="Hand-picked sets of photos, in your order, with a cover. Published ones show on /collections."
			newLabel="New collection"
			newIcon={FolderPlus}
			onNew={() => setCreating(true)}
			search={{ id: "collection-search", label: "Search collections", placeholder: "Title", value: state.q }}
		>
			<CollectionsContent state={state} onNew={() => setCreating(true)} />
			<NewCollectionDialog
				open={creating}
				onClose={() => setCreating(false)}
				onCreated={(collection) => {
					setCreating(false);
					navigate(adminCollectionUrl(collection.id));
				}}
			/>
		</AdminListPage>
	);
}

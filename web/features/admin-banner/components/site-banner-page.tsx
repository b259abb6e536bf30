import type { AdminBanner } from "@core/contracts/admin-catalogue";
import { Megaphone } from "lucide-react";
import { useState } from "react";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { Panel } from "@/components/panel";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAdminBanners } from "../api/banners";
import { BannerEditor } from "./banner-editor";
import { BannerList } from "./banner-list";

export const NO_BANNERS = "No banners yet";

/** What the editor holds: a banner to change, or a new one; `session` restarts it on a choice. */
type EditorState = { banner: AdminBanner | null; session: number };

function BannersContent({
	editingId,
	onEdit,
	onDeleted,
}: {
	editingId: string | null;
	onEdit: (banner: AdminBanner) => void;
	onDeleted: (id: string) => void;
}) {
	const query = useAdminBanners();
	if (query.isPending) {
		return (
			<LoadingStatus label="Loading banners…" className="space-y-3">
				{[0, 1].map((i) => (
					<Skeleton key={i} className="h-32 w-full rounded-xl" />
				))}
			</LoadingStatus>
		);
	}
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the banners."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	if (query.data.banners.length === 0) {
		return (
			<EmptyPanel icon={Megaphone} title={NO_BANNERS}>
				Write one with the editor; the site shows it once it is active.
			</EmptyPanel>
		);
	}
	return (
		<BannerList banners={query.data.banners} editingId={editingId} onEdit={onEdit} onDeleted={onDeleted} />
	);
}

/** /admin/site-banner: the announcements at the bottom of every page; one at most is shown. */
export function SiteBannerAdminPage() {
	useDocumentTitle("Site banner");
	const [editor, setEditor] = useState<EditorState>({ banner: null, session: 0 });
	// The banner the editor saves to: set by a choice in the list and by the editor's first save.
	const [editingId, setEditingId] = useState<string | null>(null);
	const listed = useAdminBanners().data?.banners.find((banner) => banner.id === editingId);

	function open(banner: AdminBanner | null) {
		setEditor((current) => ({ banner, session: current.session + 1 }));
		setEditingId(banner?.id ?? null);
	}

	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Site banner"
				description="The announcement at the bottom of every page. Visitors can dismiss it; a new banner shows again."
			/>
			<div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
				<Panel title={editingId ? "Edit banner" : "New banner"}>
					<div className="mt-4">
						<BannerEditor
							key={editor.session}
							banner={editor.banner}
							onSaved={(banner) => setEditingId(banner.id)}
							onNew={() => open(null)}
							focusOnMount={editor.session > 0}
							activeInList={listed?.is_active}
						/>
					</div>
				</Panel>
				<section aria-labelledby="banners-heading">
					<h2 id="banners-heading" className="mb-3 text-lg font-semibold text-ink-900">
						Banners
					</h2>
					<BannersContent
						editingId={editingId}
						onEdit={open}
						onDeleted={(id) => {
							if (id === editingId) open(null);
						}}
					/>
				</section>
			</div>
		</section>
	);
}

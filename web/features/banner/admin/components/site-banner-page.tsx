import type { AdminBanner } from "@core/contracts/catalogue";
import { Megaphone } from "lucide-react";
import { AdminListStates } from "@/components/admin/admin-list-states";
import { EditorBesideList } from "@/components/admin/editor-beside-list";
import { useEditorChoice } from "@/components/admin/use-editor-choice";
import { EmptyPanel } from "@/components/empty-panel";
import { Panel } from "@/components/panel";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAdminBanners } from "../api/banners";
import { BannerEditor } from "./banner-editor";
import { BannerList } from "./banner-list";

export const NO_BANNERS = "No banners yet";

/** /admin/site-banner: the announcements at the bottom of every page; one at most is shown. */
export function SiteBannerAdminPage() {
	useDocumentTitle("Site banner");
	const query = useAdminBanners();
	const choice = useEditorChoice<AdminBanner>();
	const listed = query.data?.banners.find((banner) => banner.id === choice.editingId);

	return (
		<EditorBesideList
			title="Site banner"
			description="The announcement at the bottom of every page. Visitors can dismiss it; a new banner shows again."
			editor={
				<Panel title={choice.editingId ? "Edit banner" : "New banner"}>
					<div className="mt-4">
						<BannerEditor
							key={choice.editor.session}
							banner={choice.editor.item}
							onSaved={choice.saved}
							onNew={() => choice.open(null)}
							focusOnMount={choice.editor.session > 0}
							activeInList={listed?.is_active}
						/>
					</div>
				</Panel>
			}
			listTitle="Banners"
			list={
				<AdminListStates
					query={query}
					loadingLabel="Loading banners…"
					skeletons={2}
					skeletonClassName="h-32 w-full rounded-xl"
					errorTitle="We could not load the banners."
					isEmpty={(data) => data.banners.length === 0}
					empty={
						<EmptyPanel icon={Megaphone} title={NO_BANNERS}>
							Write one with the editor; the site shows it once it is active.
						</EmptyPanel>
					}
				>
					{(data) => (
						<BannerList
							banners={data.banners}
							editingId={choice.editingId}
							onEdit={choice.open}
							onDeleted={choice.deleted}
						/>
					)}
				</AdminListStates>
			}
		/>
	);
}

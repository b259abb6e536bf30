import type { AdminStudioLogo } from "@core/contracts/site";
import { Clapperboard } from "lucide-react";
import { AdminListStates } from "@/components/admin/admin-list-states";
import { EditorBesideList } from "@/components/admin/editor-beside-list";
import { useEditorChoice } from "@/components/admin/use-editor-choice";
import { EmptyPanel } from "@/components/empty-panel";
import { Panel } from "@/components/panel";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAdminStudioLogos } from "../api/studio-logos";
import { StudioForm } from "./studio-form";
import { StudioLogoImage } from "./studio-logo-image";
import { StudioLogoList } from "./studio-logo-list";

export const NO_STUDIOS = "No studio logos yet";

/**
 * /admin/studio-logos: the home page's "Trusted by leading studios" strip. Studios the demo
 * seed invented are labelled "Demo content"; the strip shows those with a logo, shuffled.
 */
export function StudioLogosAdminPage() {
	useDocumentTitle("Studio logos");
	const query = useAdminStudioLogos();
	const choice = useEditorChoice<AdminStudioLogo>();
	const editing = query.data?.logos.find((logo) => logo.id === choice.editingId) ?? null;

	return (
		<EditorBesideList
			title="Studio logos"
			description="The home page's “Trusted by leading studios” strip: studios with a logo show there, shuffled, each linking to its site. With none, the strip is not shown."
			editorShare="narrow"
			editor={
				<>
					<Panel title={choice.editingId ? "Edit studio" : "New studio"}>
						<div className="mt-4">
							<StudioForm
								key={choice.editor.session}
								logo={choice.editor.item}
								onSaved={choice.saved}
								onNew={() => choice.open(null)}
								focusOnMount={choice.editor.session > 0}
							/>
						</div>
					</Panel>
					{editing && (
						<Panel title="Logo">
							<div className="mt-4">
								<StudioLogoImage key={editing.id} logo={editing} />
							</div>
						</Panel>
					)}
				</>
			}
			listTitle="Studios, in order"
			list={
				<AdminListStates
					query={query}
					loadingLabel="Loading studio logos…"
					skeletons={3}
					skeletonClassName="h-28 w-full rounded-xl"
					errorTitle="We could not load the studio logos."
					isEmpty={(data) => data.logos.length === 0}
					empty={
						<EmptyPanel icon={Clapperboard} title={NO_STUDIOS}>
							The home page shows no studio strip until one has a logo. Add the studios that license from you.
						</EmptyPanel>
					}
				>
					{(data) => (
						<StudioLogoList
							logos={data.logos}
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

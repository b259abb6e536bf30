import type { AdminStudioLogo } from "@core/contracts/site";
import { Clapperboard } from "lucide-react";
import { useState } from "react";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { Panel } from "@/components/panel";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAdminStudioLogos } from "../api/studio-logos";
import { StudioForm } from "./studio-form";
import { StudioLogoImage } from "./studio-logo-image";
import { StudioLogoList } from "./studio-logo-list";

export const NO_STUDIOS = "No studio logos yet";

/** What the editor holds: a studio to change, or a new one; `session` restarts it on a choice. */
type EditorState = { logo: AdminStudioLogo | null; session: number };

function StudiosContent({
	editingId,
	onEdit,
	onDeleted,
}: {
	editingId: string | null;
	onEdit: (logo: AdminStudioLogo) => void;
	onDeleted: (id: string) => void;
}) {
	const query = useAdminStudioLogos();
	if (query.isPending) {
		return (
			<LoadingStatus label="Loading studio logos…" className="space-y-3">
				{[0, 1, 2].map((i) => (
					<Skeleton key={i} className="h-24 w-full rounded-xl" />
				))}
			</LoadingStatus>
		);
	}
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the studio logos."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	if (query.data.logos.length === 0) {
		return (
			<EmptyPanel icon={Clapperboard} title={NO_STUDIOS}>
				The home page shows no studio strip until one has a logo. Add the studios that license from you.
			</EmptyPanel>
		);
	}
	return (
		<StudioLogoList logos={query.data.logos} editingId={editingId} onEdit={onEdit} onDeleted={onDeleted} />
	);
}

/**
 * /admin/studio-logos: the home page's "Trusted by leading studios" strip. Studios the demo
 * seed invented are labelled "Demo content"; the strip shows those with a logo, shuffled.
 */
export function StudioLogosAdminPage() {
	useDocumentTitle("Studio logos");
	const [editor, setEditor] = useState<EditorState>({ logo: null, session: 0 });
	// The studio the editor saves to: set by a choice in the list and by the editor's first save.
	const [editingId, setEditingId] = useState<string | null>(null);
	const editing = useAdminStudioLogos().data?.logos.find((logo) => logo.id === editingId) ?? null;

	function open(logo: AdminStudioLogo | null) {
		setEditor((current) => ({ logo, session: current.session + 1 }));
		setEditingId(logo?.id ?? null);
	}

	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Studio logos"
				description="The home page's “Trusted by leading studios” strip: studios with a logo show there, shuffled, each linking to its site. With none, the strip is not shown."
			/>
			<div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
				<div className="space-y-6">
					<Panel title={editingId ? "Edit studio" : "New studio"}>
						<div className="mt-4">
							<StudioForm
								key={editor.session}
								logo={editor.logo}
								onSaved={(logo) => setEditingId(logo.id)}
								onNew={() => open(null)}
								focusOnMount={editor.session > 0}
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
				</div>
				<section aria-labelledby="studios-heading">
					<h2 id="studios-heading" className="mb-3 text-lg font-semibold text-ink-900">
						Studios, in order
					</h2>
					<StudiosContent
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

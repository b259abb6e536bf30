import { Link } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { COMPONENT_SECTIONS } from "./component-sections";
import { QueryStatesDocs, SkeletonDocs, SpinnerDocs, StatusPillDocs } from "./feedback-demos";
import { Contents } from "./guide-layout";
import { DialogDocs, TabsDocs } from "./interactive-demos";
import {
	BreadcrumbDocs,
	EmptyPanelDocs,
	PageHeadingDocs,
	PageNavDocs,
	PhotoCardDocs,
	SearchInputDocs,
} from "./piece-demos";
import { ButtonDocs, FieldDocs, NoticeDocs, SelectDocs } from "./ui-demos";

/**
 * /admin/components: the design system's shared components, live, in each of their states,
 * with the import line and when to use each. Nothing here calls the API.
 */
export function ComponentsPage() {
	useDocumentTitle("Components");
	return (
		<>
			<PageHeading
				eyebrow="Admin"
				title="Components"
				description="The shared pieces every screen is built from, live: try them with the mouse and the keyboard. Use these before writing a new one."
				actions={
					<Link to={paths.adminStyleguide} className={buttonClasses({ variant: "secondary", size: "sm" })}>
						Style guide
					</Link>
				}
			/>
			<Contents entries={Object.values(COMPONENT_SECTIONS)} />
			<ButtonDocs />
			<FieldDocs />
			<SelectDocs />
			<DialogDocs />
			<TabsDocs />
			<NoticeDocs />
			<SkeletonDocs />
			<SpinnerDocs />
			<StatusPillDocs />
			<PageHeadingDocs />
			<EmptyPanelDocs />
			<QueryStatesDocs />
			<PhotoCardDocs />
			<BreadcrumbDocs />
			<PageNavDocs />
			<SearchInputDocs />
		</>
	);
}

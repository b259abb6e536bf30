import { PageHeading } from "@/components/page-heading";

/** Placeholder until the page lands (issue 9). */
export function AdminCollectionsPage() {
	return <PageHeading eyebrow="Admin" title="Manage collections" />;
}

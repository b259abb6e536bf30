import { PageHeading } from "@/components/page-heading";

/** Placeholder until the page lands (issue 9). */
export function AdminCollectionPage() {
	return <PageHeading eyebrow="Admin" title="Collection" />;
}

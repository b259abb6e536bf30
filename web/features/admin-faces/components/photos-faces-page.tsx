import { PageHeading } from "@/components/page-heading";

/** Placeholder until the page lands (issue 9). */
export function PhotosFacesPage() {
	return <PageHeading eyebrow="Admin" title="Photo faces" />;
}

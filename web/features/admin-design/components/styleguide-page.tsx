import { PageHeading } from "@/components/page-heading";

/** Placeholder until the page lands (issue 9). */
export function StyleguidePage() {
	return <PageHeading eyebrow="Admin" title="Style guide" />;
}

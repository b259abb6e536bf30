import { PageHeading } from "@/components/page-heading";

/** Placeholder until the page lands (issue 10). */
export function AboutPage() {
	return <PageHeading eyebrow="Snapshot Set Dressing" title="About us" />;
}

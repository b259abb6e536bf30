import { PageHeading } from "@/components/page-heading";

/** Placeholder until the page lands (issue 10). */
export function CookiesPage() {
	return <PageHeading eyebrow="Snapshot Set Dressing" title="Cookie policy" />;
}

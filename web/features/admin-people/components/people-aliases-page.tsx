import { PageHeading } from "@/components/page-heading";

/** Placeholder until the page lands (issue 9). */
export function PeopleAliasesPage() {
	return <PageHeading eyebrow="Admin" title="People aliases" />;
}

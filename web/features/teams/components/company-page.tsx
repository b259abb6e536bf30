import type { CompanyWorkspace } from "@core/contracts/teams";
import { COMPANY_ROLE_HINTS, COMPANY_ROLE_LABELS, roleMay } from "@core/teams";
import { Building2 } from "lucide-react";
import { useParams, useSearchParams } from "react-router";
import { useSession } from "@/api/auth/session";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { type TabItem, TabList, TabPanel } from "@/components/ui/tabs";
import { myCompaniesUrl } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isCompanyNotFound, useCompanyWorkspace } from "../api/get-company";
import { TEAM_PAGE_TEXT } from "../lib/team-text";
import { InviteSection } from "./invite-section";
import { MembersSection } from "./members-section";
import { ProductionsSection } from "./productions-section";
import { SettingsSection } from "./settings-section";

export type CompanyTab = "members" | "invite" | "productions" | "settings";
const TABS_ID = "company";

/** The tabs a role sees: only owners invite. */
export function companyTabs(workspace: CompanyWorkspace): Array<TabItem<CompanyTab>> {
	return [
		{ value: "members", label: `Members (${workspace.members.length})` },
		...(roleMay(workspace.company.role, "manage") ? [{ value: "invite" as const, label: "Invite" }] : []),
		{ value: "productions", label: `Productions (${workspace.productions.length})` },
		{ value: "settings", label: "Settings" },
	];
}

function Workspace({ workspace }: { workspace: CompanyWorkspace }) {
	const { user } = useSession();
	const [searchParams, setSearchParams] = useSearchParams();
	const tabs = companyTabs(workspace);
	const asked = searchParams.get("tab");
	const tab = tabs.find((item) => item.value === asked)?.value ?? "members";
	const { company } = workspace;

	function selectTab(next: CompanyTab) {
		setSearchParams(
			(current) => {
				const params = new URLSearchParams(current);
				if (next === "members") params.delete("tab");
				else params.set("tab", next);
				return params;
			},
			{ replace: true },
		);
	}

	return (
		<>
			<PageHeading
				eyebrow="Company"
				title={company.name}
				description={
					<>
						Your role: <span className="font-medium text-ink-900">{COMPANY_ROLE_LABELS[company.role]}</span>.{" "}
						{COMPANY_ROLE_HINTS[company.role]}
					</>
				}
			/>
			<TabList
				label="Company sections"
				idPrefix={TABS_ID}
				items={tabs}
				value={tab}
				onChange={selectTab}
				className="w-full sm:w-auto"
			/>
			<TabPanel idPrefix={TABS_ID} value={tab} className="mt-6">
				{tab === "members" && <MembersSection workspace={workspace} meId={user?.id ?? null} />}
				{tab === "invite" && <InviteSection workspace={workspace} />}
				{tab === "productions" && <ProductionsSection productions={workspace.productions} />}
				{tab === "settings" && <SettingsSection workspace={workspace} />}
			</TabPanel>
		</>
	);
}

function WorkspaceSkeleton() {
	return (
		<LoadingStatus label="Loading the company…" className="space-y-4">
			<Skeleton className="h-4 w-24" />
			<Skeleton className="h-10 w-72 max-w-full" />
			<Skeleton className="h-10 w-96 max-w-full" />
			{[0, 1, 2].map((i) => (
				<Skeleton key={i} className="h-16 w-full" />
			))}
		</LoadingStatus>
	);
}

/**
 * /companies/:id (issue 29, members only): the company's members, invitations, productions and
 * settings, each control shown to the roles the server lets use it. Not a member: not found, as
 * the server answers (404).
 */
export function CompanyPage() {
	const { id = "" } = useParams();
	const workspace = useCompanyWorkspace(id);
	useDocumentTitle(
		workspace.data?.company.name ?? (workspace.isError ? TEAM_PAGE_TEXT.companyNotFound : "Company"),
	);
	return (
		<section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
			{workspace.isPending ? (
				<WorkspaceSkeleton />
			) : workspace.isError && isCompanyNotFound(workspace.error) ? (
				<EmptyPanel
					icon={Building2}
					title={TEAM_PAGE_TEXT.companyNotFound}
					as="h1"
					action={{ to: myCompaniesUrl, label: "Your companies" }}
				>
					It does not exist, or you are not one of its members.
				</EmptyPanel>
			) : workspace.isError ? (
				<>
					<h1 className="mb-6 text-3xl font-semibold text-ink-900">Company</h1>
					<LoadErrorNotice
						title="We could not load the company."
						onRetry={() => void workspace.refetch()}
						retrying={workspace.isFetching}
					/>
				</>
			) : (
				<Workspace workspace={workspace.data} />
			)}
		</section>
	);
}

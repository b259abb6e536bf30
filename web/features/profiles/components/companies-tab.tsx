import { COMPANY_ROLE_LABELS } from "@core/teams";
import { Building2, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useCompanies } from "@/api/companies/companies-query";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { companyUrl } from "@/lib/paths";

function CompaniesBody() {
	const { data, isPending, isError, refetch, isFetching } = useCompanies();
	if (isPending)
		return (
			<LoadingStatus label="Loading your companies…" className="space-y-3">
				{[0, 1].map((i) => (
					<Skeleton key={i} className="h-14 w-full" />
				))}
			</LoadingStatus>
		);
	if (isError)
		return (
			<LoadErrorNotice
				title="We could not load your companies."
				onRetry={() => refetch()}
				retrying={isFetching}
			/>
		);
	if (data.companies.length === 0)
		return (
			<div className="flex flex-col items-center rounded-xl border border-dashed border-ink-900/15 px-4 py-10 text-center">
				<span className="mb-4 flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
					<Building2 aria-hidden="true" className="size-6" />
				</span>
				<p className="font-semibold text-ink-900">No companies yet</p>
				<p className="mt-2 max-w-sm text-sm text-ink-600">
					A company starts with your first project, or joins you when someone invites you by email.
				</p>
			</div>
		);
	return (
		<ul aria-label="Your companies" className="-mx-2 divide-y divide-ink-900/10">
			{data.companies.map((company) => (
				<li key={company.id}>
					<Link
						to={companyUrl(company.id)}
						className="flex items-center gap-3 rounded-lg px-2 py-3 transition-colors hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500"
					>
						<Building2 aria-hidden="true" className="size-5 shrink-0 text-ink-500" />
						<span className="min-w-0 flex-1">
							<span className="block truncate font-medium text-ink-900">{company.name}</span>
							<span className="block text-sm text-ink-600">{COMPANY_ROLE_LABELS[company.role]}</span>
						</span>
						<ChevronRight aria-hidden="true" className="size-4 text-ink-400" />
					</Link>
				</li>
			))}
		</ul>
	);
}

/** The profile's companies tab (issue 29): the user's workspaces with their role, each to its page. */
export function CompaniesTabContent() {
	return (
		<div>
			<div className="mb-4">
				<h2 className="text-2xl font-semibold text-ink-900">Your companies</h2>
				<p className="mt-1 text-sm text-ink-600">
					The workspaces you belong to: their members, productions and settings.
				</p>
			</div>
			<CompaniesBody />
		</div>
	);
}

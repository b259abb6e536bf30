import type { AdminCompanySummary } from "@core/contracts/companies";
import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { SearchInput } from "@/components/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/date-format";
import { adminCompanyUrl } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAdminCompanies } from "../api/get-companies";
import { CompanyLogo } from "./company-logo";

export const NO_COMPANIES = "No companies yet";
export const noMatchesText = (filter: string) => `No companies match "${filter}"`;

/** A company matches when its name or its owner's email or first name contains every word typed. */
export function matchesFilter(company: AdminCompanySummary, filter: string): boolean {
	const haystack = [company.name, company.owner.email, company.owner.first_name ?? ""]
		.join(" ")
		.toLowerCase();
	return filter
		.toLowerCase()
		.split(/\s+/)
		.filter(Boolean)
		.every((word) => haystack.includes(word));
}

const companiesText = (n: number) => `${n} ${n === 1 ? "company" : "companies"}`;

const cell = "px-3 py-3 align-middle";

function CompaniesTable({ companies }: { companies: AdminCompanySummary[] }) {
	return (
		// Scrolls sideways on phones; each row's link brings its row into view for keyboard users.
		<div className="overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-card">
			<table aria-label="Companies" className="w-full min-w-[44rem] text-left text-sm">
				<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
					<tr>
						<th scope="col" className={cell}>
							<span className="sr-only">Logo</span>
						</th>
						<th scope="col" className={cell}>
							Company
						</th>
						<th scope="col" className={cell}>
							Owner
						</th>
						<th scope="col" className={cn(cell, "text-right")}>
							Projects
						</th>
						<th scope="col" className={cn(cell, "text-right")}>
							Wishlists
						</th>
						<th scope="col" className={cell}>
							Created
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{companies.map((company) => (
						<tr key={company.id} className="hover:bg-cream-50">
							<td className={cn(cell, "w-14")}>
								<CompanyLogo src={company.company_logo} name={company.name} className="size-10" />
							</td>
							<th scope="row" className={cn(cell, "font-medium")}>
								<Link
									to={adminCompanyUrl(company.id)}
									className="rounded-sm text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
								>
									{company.name}
								</Link>
							</th>
							<td className={cell}>
								<span className="block text-ink-900">{company.owner.first_name ?? "—"}</span>
								<span className="block break-all text-ink-600">{company.owner.email}</span>
							</td>
							<td className={cn(cell, "text-right tabular-nums")}>{company.project_count}</td>
							<td className={cn(cell, "text-right tabular-nums")}>{company.wishlist_count}</td>
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>{formatDate(company.created_at)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}

function CompaniesSkeleton() {
	return (
		<LoadingStatus label="Loading companies…" className="space-y-2">
			<Skeleton className="h-11 w-full max-w-sm" />
			{[0, 1, 2, 3, 4].map((i) => (
				<Skeleton key={i} className="h-14 w-full" />
			))}
		</LoadingStatus>
	);
}

function CompaniesContent() {
	const query = useAdminCompanies();
	const [filter, setFilter] = useState("");
	const deferredFilter = useDeferredValue(filter);

	if (query.isPending) return <CompaniesSkeleton />;
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the companies."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	const all = query.data.companies;
	if (all.length === 0) {
		return (
			<EmptyState
				title={NO_COMPANIES}
				hint="Companies appear here when users file their wishlists under a project and its company."
			/>
		);
	}
	const term = deferredFilter.trim();
	const shown = term ? all.filter((company) => matchesFilter(company, term)) : all;
	return (
		<>
			<div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
				<SearchInput
					id="company-filter"
					label="Filter companies"
					value={filter}
					onChange={setFilter}
					placeholder="Company, owner email or first name"
					className="w-full sm:max-w-sm"
				/>
				<p role="status" className="text-sm text-ink-600">
					{term ? `${shown.length} of ${companiesText(all.length)}` : companiesText(all.length)}
				</p>
			</div>
			{shown.length === 0 ? <EmptyState title={noMatchesText(term)} /> : <CompaniesTable companies={shown} />}
		</>
	);
}

/** /admin/companies: every user's companies, their owners and how much uses them. */
export function AdminCompaniesPage() {
	useDocumentTitle("Companies");
	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Companies"
				description="Every production company users have created, with its owner, projects and wishlists."
			/>
			<CompaniesContent />
		</section>
	);
}

import type { AdminCompanyDetail } from "@core/contracts/companies";
import { FolderOpen } from "lucide-react";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { AdminDetailStates } from "@/components/admin/admin-detail-states";
import { Breadcrumb } from "@/components/breadcrumb";
import { photoCountText } from "@/components/cover-card";
import { formatDate } from "@/lib/date-format";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isCompanyNotFound, useAdminCompany } from "../api/get-company";
import { CompanyLogo } from "./company-logo";
import { LogoUpload } from "./logo-upload";

export const COMPANY_NOT_FOUND = "Company not found";

type Project = AdminCompanyDetail["projects"][number];

function Panel({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section
			aria-label={title}
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-5 shadow-card sm:p-6"
		>
			<h2 className="mb-4 text-xl font-semibold text-ink-900">{title}</h2>
			{children}
		</section>
	);
}

function ProjectEntry({ project }: { project: Project }) {
	return (
		<li className="py-4 first:pt-0 last:pb-0">
			<h3 className="flex items-center gap-2 font-semibold break-words text-ink-900">
				<FolderOpen aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
				{project.name}
			</h3>
			<p className="mt-0.5 text-xs text-ink-500">
				Created {formatDate(project.created_at)}
				{project.last_used_at && ` · last used ${formatDate(project.last_used_at)}`}
			</p>
			{project.wishlists.length === 0 ? (
				<p className="mt-2 text-sm text-ink-600">No wishlists.</p>
			) : (
				<ul aria-label={`Wishlists in ${project.name}`} className="mt-2 space-y-1">
					{project.wishlists.map((wishlist) => (
						<li
							key={wishlist.id}
							className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-white px-3 py-2 text-sm"
						>
							<span className="min-w-0 break-words text-ink-900">{wishlist.name}</span>
							<span className="text-ink-600">
								{photoCountText(wishlist.item_count)} · updated {formatDate(wishlist.updated_at)}
							</span>
						</li>
					))}
				</ul>
			)}
		</li>
	);
}

function CompanyView({ company }: { company: AdminCompanyDetail }) {
	const owner = company.owner.first_name
		? `${company.owner.first_name} (${company.owner.email})`
		: company.owner.email;
	return (
		<>
			<header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center">
				<CompanyLogo src={company.company_logo} name={company.name} className="size-20" />
				<div className="min-w-0">
					<p className="text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase">Company</p>
					<h1 className="mt-1 text-3xl font-semibold break-words text-ink-900 sm:text-4xl">{company.name}</h1>
					<p className="mt-2 text-sm break-words text-ink-600">
						Owned by {owner} · created {formatDate(company.created_at)}
					</p>
					<p className="mt-1 text-sm text-ink-600">
						{company.project_count} {company.project_count === 1 ? "project" : "projects"} ·{" "}
						{company.wishlist_count} {company.wishlist_count === 1 ? "wishlist" : "wishlists"}
					</p>
				</div>
			</header>
			<div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
				<Panel title="Logo">
					<LogoUpload companyId={company.id} hasLogo={company.company_logo !== null} />
				</Panel>
				<Panel title="Projects">
					{company.projects.length === 0 ? (
						<p className="text-sm text-ink-600">No projects use this company.</p>
					) : (
						<ul className="divide-y divide-ink-900/10">
							{company.projects.map((project) => (
								<ProjectEntry key={project.id} project={project} />
							))}
						</ul>
					)}
				</Panel>
			</div>
		</>
	);
}

function CompanyContent({ id }: { id: string }) {
	const query = useAdminCompany(id);
	const notFound = isCompanyNotFound(query.error);
	useDocumentTitle(query.data?.name ?? (notFound ? COMPANY_NOT_FOUND : "Company"));

	return (
		<AdminDetailStates
			query={query}
			notFound={notFound}
			loadingLabel="Loading the company…"
			avatarClassName="size-20 rounded-md"
			notFoundTitle={COMPANY_NOT_FOUND}
			notFoundText="It may have been deleted by its owner."
			back={{ to: paths.adminCompanies, label: "All companies" }}
			errorTitle="We could not load this company."
		>
			{(company) => <CompanyView company={company} />}
		</AdminDetailStates>
	);
}

/** /admin/companies/{id}: one company, its owner, its logo, and its projects with their wishlists. */
export function AdminCompanyPage() {
	const { id = "" } = useParams();
	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<Breadcrumb items={[{ label: "Companies", to: paths.adminCompanies }, { label: "Company" }]} />
			<CompanyContent key={id} id={id} />
		</section>
	);
}

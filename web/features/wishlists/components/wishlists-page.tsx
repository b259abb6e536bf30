import type { Wishlist } from "@core/contracts/wishlists";
import { Building2, FolderOpen, Heart, Search } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useCompanies } from "@/api/companies/companies-query";
import { useProjects } from "@/api/projects/projects-query";
import { useWishlists } from "@/api/wishlists/wishlists-query";
import { CoverGridSkeleton, coverGridClasses } from "@/components/cover-card";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { WishlistCard } from "@/components/wishlist-card";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { type CompanyGroup, groupWishlists, type ProjectGroup } from "./group-wishlists";
import { NewWishlistButton } from "./new-wishlist-dialog";
import { CompanyActions, ProjectActions } from "./organiser-actions";

export const NO_PROJECT = "No project";
export const NO_COMPANY = "No company";
export const EMPTY_WISHLISTS_TITLE = "You have no wishlists yet";

function WishlistGrid({ wishlists }: { wishlists: Wishlist[] }) {
	return (
		<ul className={coverGridClasses}>
			{wishlists.map((wishlist) => (
				<li key={wishlist.id}>
					<WishlistCard wishlist={wishlist} titleAs="h4" />
				</li>
			))}
		</ul>
	);
}

function ProjectSection({ project }: { project: ProjectGroup }) {
	const headingId = useId();
	return (
		<section aria-labelledby={headingId} className="mt-6 first:mt-0">
			<div className="mb-3 flex items-center justify-between gap-2">
				<h3 id={headingId} className="flex min-w-0 items-center gap-2 text-lg font-semibold text-ink-900">
					<FolderOpen aria-hidden="true" className="size-5 shrink-0 text-ink-500" />
					<span className="break-words">{project.name}</span>
				</h3>
				<ProjectActions project={project} />
			</div>
			{project.wishlists.length > 0 ? (
				<WishlistGrid wishlists={project.wishlists} />
			) : (
				<p className="rounded-lg border border-dashed border-ink-900/15 px-4 py-5 text-sm text-ink-600">
					No wishlists in this project yet.
				</p>
			)}
		</section>
	);
}

function CompanySection({ company }: { company: CompanyGroup }) {
	const headingId = useId();
	const name = company.name ?? NO_COMPANY;
	return (
		<section
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-6"
		>
			<div className="mb-4 flex items-center justify-between gap-2 border-b border-ink-900/10 pb-3">
				<h2 id={headingId} className="flex min-w-0 items-center gap-2 text-2xl font-semibold text-ink-900">
					<Building2 aria-hidden="true" className="size-6 shrink-0 text-accent-600" />
					<span className="break-words">{name}</span>
				</h2>
				<CompanyActions company={company} name={name} />
			</div>
			{company.projects.length > 0 ? (
				company.projects.map((project) => <ProjectSection key={project.id} project={project} />)
			) : (
				<p className="text-sm text-ink-600">No projects for this company yet.</p>
			)}
		</section>
	);
}

function UnfiledSection({ wishlists }: { wishlists: Wishlist[] }) {
	const headingId = useId();
	return (
		<section
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-6"
		>
			<div className="mb-4 border-b border-ink-900/10 pb-3">
				<h2 id={headingId} className="text-2xl font-semibold text-ink-900">
					{NO_PROJECT}
				</h2>
				<p className="mt-1 text-sm text-ink-600">
					Wishlists whose project was deleted. Open one to move it to another project.
				</p>
			</div>
			<WishlistGrid wishlists={wishlists} />
		</section>
	);
}

function EmptyWishlists() {
	return (
		<EmptyPanel
			icon={Heart}
			title={EMPTY_WISHLISTS_TITLE}
			action={{ to: paths.photos, label: "Browse photos" }}
		>
			Press "New wishlist" above, or the heart button on any photo, to start one: you name the wishlist and
			file it under a project and its production company, and it appears here.
		</EmptyPanel>
	);
}

function WishlistsSkeleton() {
	return (
		<LoadingStatus label="Loading your wishlists…" className="space-y-6">
			{[0, 1].map((i) => (
				<div key={i} className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 sm:p-6">
					<Skeleton className="mb-4 h-8 w-48" />
					<Skeleton className="mb-3 h-6 w-36" />
					<CoverGridSkeleton count={i === 0 ? 4 : 2} />
				</div>
			))}
		</LoadingStatus>
	);
}

function WishlistsContent() {
	const wishlists = useWishlists();
	const projects = useProjects();
	const companies = useCompanies();

	if (wishlists.isPending) return <WishlistsSkeleton />;
	if (wishlists.isError) {
		return (
			<LoadErrorNotice
				title="We could not load your wishlists."
				onRetry={() => void wishlists.refetch()}
				retrying={wishlists.isFetching}
			/>
		);
	}
	// Projects and companies only add the empty ones and the ids to manage: the page works without them.
	const groups = groupWishlists(wishlists.data.wishlists, projects.data?.projects, companies.data?.companies);
	return (
		<div className="space-y-6">
			{wishlists.data.wishlists.length === 0 && <EmptyWishlists />}
			{groups.companies.map((company) => (
				<CompanySection key={company.key} company={company} />
			))}
			{groups.unfiled.length > 0 && <UnfiledSection wishlists={groups.unfiled} />}
		</div>
	);
}

/** /wishlists: the user's wishlists by company and project, and where those are renamed or deleted. */
export function WishlistsPage() {
	useDocumentTitle("Wishlists");
	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Your account"
				title="Wishlists"
				description="Candidate photos for each production, filed by company and project."
				actions={
					<div className="flex flex-wrap gap-2">
						<NewWishlistButton />
						<Link to={paths.photos} className={buttonClasses({ variant: "secondary" })}>
							<Search aria-hidden="true" className="size-4" />
							Find photos
						</Link>
					</div>
				}
			/>
			<WishlistsContent />
		</section>
	);
}

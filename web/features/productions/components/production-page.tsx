import { HOLD_UI_TEXT, holdPaths } from "@core/contracts/holds";
import { PRINT_API } from "@core/contracts/prints";
import type { ProductionPage as ProductionPageData } from "@core/contracts/teams";
import { formatUsd } from "@core/license";
import { COMPANY_ROLE_LABELS, PRODUCTION_TEXT, PRODUCTION_TYPE_LABELS } from "@core/teams";
import { Clapperboard, Download, Heart, Pencil, ScrollText } from "lucide-react";
import { type ComponentType, type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { coverGridClasses } from "@/components/cover-card";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { WishlistCard } from "@/components/wishlist-card";
import { companyUrl, paths, projectClearanceUrl } from "@/lib/paths";
import { productionDatesText } from "@/lib/production-dates";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isProductionNotFound, useProductionPage } from "../api/get-production";
import { ProductionDetailsForm } from "./production-details-form";
import { ProductionLicences } from "./production-licences";
import { ProductionOrders } from "./production-orders";

export const PRODUCTION_NOT_FOUND = PRODUCTION_TEXT.notFound;

function Section({
	id,
	title,
	aside,
	children,
}: {
	id: string;
	title: string;
	aside?: ReactNode;
	children: ReactNode;
}) {
	return (
		<section aria-labelledby={id} className="space-y-4">
			<div className="flex flex-wrap items-end justify-between gap-3">
				<h2 id={id} className="text-2xl font-semibold text-ink-900">
					{title}
				</h2>
				{aside}
			</div>
			{children}
		</section>
	);
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
	return (
		<div>
			<dt className="text-ink-500">{term}</dt>
			<dd className="font-medium break-words text-ink-900">{children}</dd>
		</div>
	);
}

function Facts({ page }: { page: ProductionPageData }) {
	const { production, company } = page;
	const dates = productionDatesText(production.starts_on, production.ends_on);
	return (
		<dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border border-ink-900/10 bg-white p-4 text-sm min-[400px]:grid-cols-2 sm:grid-cols-3 sm:p-6">
			<Fact term="Company">
				{company ? (
					<Link to={companyUrl(company.id)} className="text-accent-700 underline underline-offset-2">
						{company.name}
					</Link>
				) : (
					"Personal production"
				)}
			</Fact>
			{company && <Fact term="Your role">{COMPANY_ROLE_LABELS[company.role]}</Fact>}
			<Fact term="Type">
				{production.production_type ? PRODUCTION_TYPE_LABELS[production.production_type] : "Not set"}
			</Fact>
			<Fact term="Dates">{dates ?? "Not set"}</Fact>
			<Fact term="Production code">{production.production_code ?? "Not set"}</Fact>
			<Fact term="PO number">{production.po_number ?? "Not set"}</Fact>
		</dl>
	);
}

function Spend({ page }: { page: ProductionPageData }) {
	return (
		<dl className="grid gap-3 sm:grid-cols-2">
			<div className="rounded-lg border border-ink-900/10 bg-white p-4">
				<dt className="text-sm text-ink-500">Paid</dt>
				<dd className="text-2xl font-semibold text-ink-900">{formatUsd(page.spend.paid_cents)}</dd>
			</div>
			<div className="rounded-lg border border-ink-900/10 bg-white p-4">
				<dt className="text-sm text-ink-500">Awaiting payment</dt>
				<dd className="text-2xl font-semibold text-ink-900">
					{formatUsd(page.spend.awaiting_payment_cents)}
				</dd>
			</div>
		</dl>
	);
}

/** What another feature shows at the end of a production's page (the app passes the activity feed). */
export type ProductionExtra = ComponentType<{ productionId: string }>;

function Production({ page, Extra }: { page: ProductionPageData; Extra?: ProductionExtra | undefined }) {
	const [editing, setEditing] = useState(false);
	const { production, shortlists } = page;
	return (
		<>
			<PageHeading
				eyebrow="Production"
				title={production.name}
				actions={
					page.may.edit ? (
						<Button variant="secondary" onClick={() => setEditing(true)} className="max-sm:w-full">
							<Pencil aria-hidden="true" className="size-4" />
							Edit details
						</Button>
					) : undefined
				}
			/>
			<div className="space-y-12">
				<Facts page={page} />
				<Section
					id="production-shortlists"
					title="Shortlists"
					aside={
						<Link to={paths.wishlists} className={buttonClasses({ variant: "ghost", size: "sm" })}>
							All wishlists
						</Link>
					}
				>
					{shortlists.length === 0 ? (
						<EmptyPanel icon={Heart} title="No shortlists yet">
							{page.may.shortlist
								? "Press the heart on any photo and choose this production to start one."
								: "The team's shortlists for this production show here."}
						</EmptyPanel>
					) : (
						<ul aria-label="Shortlists" className={coverGridClasses}>
							{shortlists.map((wishlist) => (
								<li key={wishlist.id}>
									<WishlistCard wishlist={wishlist} />
								</li>
							))}
						</ul>
					)}
				</Section>
				<Section id="production-orders" title="Orders">
					<ProductionOrders orders={page.orders} />
				</Section>
				<Section
					id="production-licences"
					title="Licences"
					aside={
						page.licences.length > 0 ? (
							// Issue 30: every original and print crop of the production's licences, streamed as one ZIP.
							<a
								href={PRINT_API.productionZip(production.id)}
								download
								className={buttonClasses({ variant: "secondary", size: "sm" })}
							>
								<Download aria-hidden="true" className="size-4" />
								{HOLD_UI_TEXT.downloadAll}
							</a>
						) : undefined
					}
				>
					<ProductionLicences licences={page.licences} />
				</Section>
				<Section
					id="production-spend"
					title="Spend"
					aside={
						<Link
							to={projectClearanceUrl(production.id)}
							className={buttonClasses({ variant: "secondary", size: "sm" })}
						>
							<ScrollText aria-hidden="true" className="size-4" />
							Clearance log
						</Link>
					}
				>
					<Spend page={page} />
				</Section>
				{Extra ? <Extra productionId={production.id} /> : null}
			</div>
			<Dialog
				open={editing}
				onClose={() => setEditing(false)}
				title="Edit production details"
				className="sm:max-w-xl"
			>
				<ProductionDetailsForm production={production} onDone={() => setEditing(false)} />
			</Dialog>
		</>
	);
}

function ProductionSkeleton() {
	return (
		<LoadingStatus label="Loading the production…" className="space-y-4">
			<Skeleton className="h-4 w-24" />
			<Skeleton className="h-10 w-72 max-w-full" />
			<Skeleton className="h-28 w-full" />
			<Skeleton className="h-40 w-full" />
		</LoadingStatus>
	);
}

/**
 * /productions/:id (issue 29, members only): everything of one production the caller may see: its
 * details, shortlists, orders, licences, spend and the way to its clearance log.
 */
/**
 * /productions/{id}. `Extra` is rendered after the production's own sections: web/app passes the
 * activity feed (features never import each other).
 */
export function ProductionPage({ Extra }: { Extra?: ProductionExtra } = {}) {
	const { id = "" } = useParams();
	const page = useProductionPage(id);
	useDocumentTitle(page.data?.production.name ?? (page.isError ? PRODUCTION_NOT_FOUND : "Production"));
	return (
		<section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
			{page.isPending ? (
				<ProductionSkeleton />
			) : page.isError && isProductionNotFound(page.error) ? (
				<EmptyPanel
					icon={Clapperboard}
					title={PRODUCTION_NOT_FOUND}
					as="h1"
					action={{ to: paths.wishlists, label: "Open wishlists" }}
				>
					It does not exist, or it belongs to a company you are not a member of.
				</EmptyPanel>
			) : page.isError ? (
				<>
					<h1 className="mb-6 text-3xl font-semibold text-ink-900">Production</h1>
					<LoadErrorNotice
						title="We could not load the production."
						onRetry={() => void page.refetch()}
						retrying={page.isFetching}
					/>
				</>
			) : (
				<Production page={page.data} Extra={Extra} />
			)}
		</section>
	);
}

import type { AdminFamilyDetail } from "@core/contracts/catalogue";
import { formatUsd } from "@core/license";
import { ExternalLink } from "lucide-react";
import { Link, useParams } from "react-router";
import { AdminDetailStates } from "@/components/admin/admin-detail-states";
import { Breadcrumb } from "@/components/breadcrumb";
import { Panel } from "@/components/panel";
import { buttonClasses } from "@/components/ui/button";
import { formatDate } from "@/lib/date-format";
import { paths, userUrl } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isFamilyNotFound, useAdminFamily } from "../api/get-family";
import { familyName } from "./families-table";
import { FamilyEditForm } from "./family-edit-form";
import { SalesTable, StatusCounts } from "./family-facts";
import { FamilyPortrait } from "./family-portrait";
import { PortraitUpload } from "./portrait-upload";

export const FAMILY_NOT_FOUND = "Family not found";

function FamilyView({ detail }: { detail: AdminFamilyDetail }) {
	const { family } = detail;
	const name = familyName(family);
	return (
		<>
			<header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center">
				<FamilyPortrait src={family.portrait_url} name={name} className="size-20" />
				<div className="min-w-0 flex-1">
					<p className="text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase">Family</p>
					<h1 className="mt-1 text-3xl font-semibold break-words text-ink-900 sm:text-4xl">{name}</h1>
					<p className="mt-2 text-sm break-all text-ink-600">
						{family.email} · joined {formatDate(family.created_at)}
					</p>
				</div>
				<Link to={userUrl(family.id)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
					<ExternalLink aria-hidden="true" className="size-4" />
					Public storefront
				</Link>
			</header>
			<div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
				<Panel title="Storefront" className="border-ink-900/10 bg-cream-50 shadow-card">
					<div className="mt-4">
						<FamilyEditForm key={family.id} family={family} />
					</div>
				</Panel>
				<Panel title="Portrait" className="border-ink-900/10 bg-cream-50 shadow-card">
					<div className="mt-4">
						<PortraitUpload familyId={family.id} portraitUrl={family.portrait_url} name={name} />
					</div>
				</Panel>
				<Panel title="Photos" className="border-ink-900/10 bg-cream-50 shadow-card">
					<div className="mt-4">
						<StatusCounts detail={detail} />
					</div>
				</Panel>
				<Panel title="Sales" className="border-ink-900/10 bg-cream-50 shadow-card">
					<dl className="mt-4 grid grid-cols-2 gap-2">
						<div className="rounded-lg border border-ink-900/10 bg-white px-3 py-2">
							<dt className="text-sm text-ink-600">Sales</dt>
							<dd className="text-2xl font-semibold text-ink-900 tabular-nums">{family.sales_count}</dd>
						</div>
						<div className="rounded-lg border border-ink-900/10 bg-white px-3 py-2">
							<dt className="text-sm text-ink-600">Revenue</dt>
							<dd className="text-2xl font-semibold text-ink-900 tabular-nums">
								{formatUsd(family.revenue_cents)}
							</dd>
						</div>
					</dl>
				</Panel>
			</div>
			<section aria-labelledby="family-sales-heading" className="mt-8">
				<h2 id="family-sales-heading" className="mb-3 text-xl font-semibold text-ink-900">
					Recent sales
				</h2>
				<SalesTable sales={detail.sales} />
			</section>
		</>
	);
}

function FamilyContent({ id }: { id: string }) {
	const query = useAdminFamily(id);
	const notFound = isFamilyNotFound(query.error);
	useDocumentTitle(query.data ? familyName(query.data.family) : notFound ? FAMILY_NOT_FOUND : "Family");

	return (
		<AdminDetailStates
			query={query}
			notFound={notFound}
			loadingLabel="Loading the family…"
			avatarClassName="size-20 rounded-full"
			notFoundTitle={FAMILY_NOT_FOUND}
			notFoundText="There is no family with this id."
			back={{ to: paths.adminFamilies, label: "All families" }}
			errorTitle="We could not load this family."
		>
			{(detail) => <FamilyView detail={detail} />}
		</AdminDetailStates>
	);
}

/** /admin/families/{id}: one family's storefront, portrait, photos by status and sales. */
export function AdminFamilyPage() {
	const { id = "" } = useParams();
	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<Breadcrumb items={[{ label: "Families", to: paths.adminFamilies }, { label: "Family" }]} />
			<FamilyContent key={id} id={id} />
		</section>
	);
}

import type { AdminFamily } from "@core/contracts/catalogue";
import { formatUsd } from "@core/license";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SortHeader } from "@/components/admin/sort-header";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/date-format";
import { adminFamilyUrl } from "@/lib/paths";
import type { FamilyListState, FamilySort } from "../lib/family-list-params";
import { FamilyPortrait } from "./family-portrait";

const cell = "px-3 py-3 align-middle";

export const familyName = (family: Pick<AdminFamily, "storefront_name" | "email">) =>
	family.storefront_name ?? family.email;

function PlainHeader({ children, end = false }: { children: ReactNode; end?: boolean }) {
	return (
		<th scope="col" className={cn(cell, end && "text-right")}>
			{children}
		</th>
	);
}

/** The families of one page; scrolls sideways on phones, each row's name links to its page. */
export function FamiliesTable({
	families,
	state,
	onSort,
}: {
	families: AdminFamily[];
	state: FamilyListState;
	onSort: (sort: FamilySort) => void;
}) {
	const sortProps = { state, onSort };
	return (
		<div className="overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-card">
			<table aria-label="Families" className="w-full min-w-[62rem] text-left text-sm">
				<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
					<tr>
						<PlainHeader>
							<span className="sr-only">Portrait</span>
						</PlainHeader>
						<SortHeader sort="storefront_name" {...sortProps}>
							Storefront
						</SortHeader>
						<PlainHeader>Email</PlainHeader>
						<PlainHeader>Location</PlainHeader>
						<SortHeader sort="photo_count" end {...sortProps}>
							Photos (live / all)
						</SortHeader>
						<PlainHeader end>Sales</PlainHeader>
						<SortHeader sort="revenue_cents" end {...sortProps}>
							Revenue
						</SortHeader>
						<SortHeader sort="created_at" {...sortProps}>
							Created
						</SortHeader>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{families.map((family) => (
						<tr key={family.id} className="hover:bg-cream-50">
							<td className={cn(cell, "w-14")}>
								<FamilyPortrait src={family.portrait_url} name="" className="size-10" />
							</td>
							<th scope="row" className={cn(cell, "font-medium")}>
								<Link
									to={adminFamilyUrl(family.id)}
									className="rounded-sm break-words text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
								>
									{familyName(family)}
								</Link>
								{family.first_name && <span className="block text-xs text-ink-500">{family.first_name}</span>}
							</th>
							<td className={cn(cell, "break-all text-ink-700")}>{family.email}</td>
							<td className={cn(cell, "break-words text-ink-700")}>{family.location ?? "—"}</td>
							<td className={cn(cell, "text-right whitespace-nowrap tabular-nums")}>
								{family.live_count} / {family.photo_count}
							</td>
							<td className={cn(cell, "text-right tabular-nums")}>{family.sales_count}</td>
							<td className={cn(cell, "text-right whitespace-nowrap tabular-nums")}>
								{formatUsd(family.revenue_cents)}
							</td>
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>{formatDate(family.created_at)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}

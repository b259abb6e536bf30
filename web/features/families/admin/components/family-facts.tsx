import type { AdminFamilyDetail, FamilySale } from "@core/contracts/catalogue";
import { formatUsd, isLicenseType, LICENSE_LABELS } from "@core/license";
import { PHOTO_STATUS_LABELS, PHOTO_STATUSES, type PhotoStatus } from "@core/photo-status";
import { photoUrl } from "@core/route-params";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/date-format";
import { paths } from "@/lib/paths";

/** The admin photos list narrowed to one family, and to one status when given. */
export function familyPhotosUrl(familyId: string, status?: PhotoStatus): string {
	const params = new URLSearchParams({ family: familyId });
	if (status) params.set("status", status);
	return `${paths.adminPhotos}?${params}`;
}

const linkClass =
	"rounded-sm underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500";

/** Photos by status, each count opening the photos list filtered to it. */
export function StatusCounts({ detail }: { detail: AdminFamilyDetail }) {
	const { family, status_counts } = detail;
	return (
		<div>
			<ul aria-label="Photos by status" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
				{PHOTO_STATUSES.map((status) => (
					<li key={status} className="rounded-lg border border-ink-900/10 bg-white px-3 py-2">
						<Link to={familyPhotosUrl(family.id, status)} className={cn(linkClass, "block")}>
							<span className="block text-2xl font-semibold text-ink-900 tabular-nums">
								{status_counts[status] ?? 0}
							</span>
							<span className="text-sm text-ink-600">{PHOTO_STATUS_LABELS[status]}</span>
						</Link>
					</li>
				))}
			</ul>
			<p className="mt-3 text-sm">
				<Link to={familyPhotosUrl(family.id)} className={cn(linkClass, "font-medium text-accent-700")}>
					All {family.photo_count} {family.photo_count === 1 ? "photo" : "photos"} of this family
				</Link>
			</p>
		</div>
	);
}

function SaleThumb({ src }: { src: string | null }) {
	const [failed, setFailed] = useState(false);
	return (
		<span className="flex size-12 items-center justify-center overflow-hidden rounded-md bg-cream-100 text-ink-400">
			{src && !failed ? (
				<img
					src={src}
					alt=""
					loading="lazy"
					decoding="async"
					onError={() => setFailed(true)}
					className="h-full w-full object-cover"
				/>
			) : (
				<ImageOff aria-hidden="true" className="size-5" />
			)}
		</span>
	);
}

const licenseName = (type: string) => (isLicenseType(type) ? LICENSE_LABELS[type].name : type);
const cell = "px-3 py-2 align-middle";

/** The family's newest sales; scrolls sideways on phones. */
export function SalesTable({ sales }: { sales: FamilySale[] }) {
	if (sales.length === 0) return <p className="text-sm text-ink-600">No sales yet.</p>;
	return (
		<div className="overflow-x-auto rounded-lg border border-ink-900/10 bg-white">
			<table aria-label="Recent sales" className="w-full min-w-[40rem] text-left text-sm">
				<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
					<tr>
						<th scope="col" className={cell}>
							<span className="sr-only">Thumbnail</span>
						</th>
						<th scope="col" className={cell}>
							Photo
						</th>
						<th scope="col" className={cell}>
							Title
						</th>
						<th scope="col" className={cell}>
							License
						</th>
						<th scope="col" className={cn(cell, "text-right")}>
							Price
						</th>
						<th scope="col" className={cell}>
							Date
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{sales.map((sale) => (
						<tr key={sale.purchase_id}>
							<td className={cn(cell, "w-16")}>
								<SaleThumb src={sale.thumbnail_url} />
							</td>
							<td className={cn(cell, "whitespace-nowrap")}>
								{sale.photoid > 0 ? (
									<Link to={photoUrl(sale.photoid)} className={cn(linkClass, "font-medium text-ink-900")}>
										#{sale.photoid}
									</Link>
								) : (
									"—"
								)}
							</td>
							<td className={cn(cell, "break-words text-ink-800")}>{sale.title}</td>
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>{licenseName(sale.license_type)}</td>
							<td className={cn(cell, "text-right whitespace-nowrap tabular-nums")}>
								{formatUsd(sale.price_cents)}
							</td>
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>{formatDate(sale.purchase_date)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}

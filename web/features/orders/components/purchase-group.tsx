import { formatUsd, LICENSE_LABELS } from "@core/license";
import { useId } from "react";
import { Link } from "react-router";
import { apiPaths, orderUrl, photoHref } from "@/lib/paths";
import { formatDate, type PurchaseGroup } from "../lib/order-format";
import { CERTIFICATE_PDF } from "../lib/order-text";
import { photoTitle } from "../lib/photo-title";
import { DownloadOriginalButton } from "./download-original-button";
import { OrderPhotoThumb } from "./order-photo-thumb";
import { PdfLink } from "./pdf-link";

/** The licences of one paid order: its reference, production, date and certificate, then each photo. */
export function PurchaseGroupCard({ group }: { group: PurchaseGroup }) {
	const headingId = useId();
	return (
		<section
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-sm sm:p-5"
		>
			<div className="flex flex-wrap items-start justify-between gap-3 border-b border-ink-900/10 pb-3">
				<div className="min-w-0">
					<h2 id={headingId} className="text-lg font-semibold text-ink-900">
						<Link
							to={orderUrl(group.order.id)}
							className="underline-offset-2 hover:text-accent-700 hover:underline"
						>
							{group.order.reference}
						</Link>
					</h2>
					<p className="text-sm text-ink-600">
						{group.production_name} · {formatDate(group.purchase_date)}
					</p>
				</div>
				<PdfLink href={apiPaths.orderCertificatePdf(group.order.id)} label={CERTIFICATE_PDF} />
			</div>
			<ul aria-label={`Licences of ${group.order.reference}`} className="divide-y divide-ink-900/10">
				{group.purchases.map((purchase) => {
					const title = photoTitle(purchase.photo);
					return (
						<li key={purchase.id} className="flex flex-wrap items-center gap-3 py-3 last:pb-0">
							<OrderPhotoThumb photo={purchase.photo} />
							<div className="min-w-0 flex-1">
								<Link
									to={photoHref(purchase.photo)}
									className="line-clamp-2 font-medium break-words text-ink-900 hover:text-accent-700 hover:underline"
								>
									{title}
								</Link>
								<p className="mt-0.5 text-xs text-ink-500">
									#{purchase.photo.photoid} · {LICENSE_LABELS[purchase.license_type].name}
								</p>
							</div>
							<p className="text-sm font-semibold text-ink-950 tabular-nums">
								<span className="sr-only">Price paid: </span>
								{formatUsd(purchase.price_cents)}
							</p>
							<div className="flex w-full justify-end sm:w-auto">
								<DownloadOriginalButton purchaseId={purchase.id} title={title} />
							</div>
						</li>
					);
				})}
			</ul>
		</section>
	);
}

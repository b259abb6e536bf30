import type { Purchase } from "@core/contracts/orders";
import { formatUsd } from "@core/license";
import { useId } from "react";
import { Link } from "react-router";
import { photoTitle } from "@/components/orders/order-photo";
import { CertificatePdfLink } from "@/components/orders/pdf-link";
import { formatDate } from "@/lib/date-format";
import { orderUrl } from "@/lib/paths";
import type { PurchaseGroup } from "../lib/order-format";
import { UPGRADED_LATER } from "../lib/order-text";
import { PrintFilesLink, UpgradeButtons } from "./licence-actions";
import { OrderPhotoLine } from "./order-photo-line";
import { VerifyLicenceLink } from "./verify-licence-link";

/**
 * Issue 30, under a licence: 'Upgraded by a later licence', its print files and the upgrades on
 * offer (none once upgraded). A licence without an order line has none of these.
 */
function PurchaseLicenceExtras({ purchase }: { purchase: Purchase }) {
	const orderItemId = purchase.order_item_id ?? null;
	if (orderItemId === null) return null;
	const title = photoTitle(purchase.photo);
	return (
		<>
			{purchase.upgraded && <p className="w-full text-sm text-ink-600">{UPGRADED_LATER}</p>}
			<div className="flex w-full flex-wrap items-center gap-2">
				<PrintFilesLink orderItemId={orderItemId} title={title} />
			</div>
			{!purchase.upgraded && (
				<UpgradeButtons
					photoId={purchase.photo.id}
					orderItemId={orderItemId}
					upgrades={purchase.upgrades ?? []}
					title={title}
				/>
			)}
		</>
	);
}

/**
 * The licences of one paid order: its reference, production (and company, for a company's
 * order), date and certificate (for those who may open the order's documents), then each photo.
 */
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
						{/* The order's page is its documents: a member who may not open them sees the reference only. */}
						{group.certificate_url ? (
							<Link
								to={orderUrl(group.order.id)}
								className="underline-offset-2 hover:text-accent-700 hover:underline"
							>
								{group.order.reference}
							</Link>
						) : (
							group.order.reference
						)}
					</h2>
					<p className="text-sm text-ink-600">
						<span className="font-medium text-ink-800">{group.production_name}</span>
						{group.by_company && ` · ${group.by_company}`} · {formatDate(group.purchase_date)}
					</p>
				</div>
				{group.certificate_url && <CertificatePdfLink orderId={group.order.id} />}
			</div>
			<ul aria-label={`Licences of ${group.order.reference}`} className="divide-y divide-ink-900/10">
				{group.purchases.map((purchase) => (
					<OrderPhotoLine
						key={purchase.id}
						photo={purchase.photo}
						licence={purchase}
						price={
							<p className="text-sm font-semibold text-ink-950 tabular-nums">
								<span className="sr-only">Price paid: </span>
								{formatUsd(purchase.price_cents)}
							</p>
						}
						purchaseId={purchase.id}
					>
						{purchase.verify_code && purchase.licence_number && (
							<VerifyLicenceLink code={purchase.verify_code} licenceNumber={purchase.licence_number} />
						)}
						<PurchaseLicenceExtras purchase={purchase} />
					</OrderPhotoLine>
				))}
			</ul>
		</section>
	);
}

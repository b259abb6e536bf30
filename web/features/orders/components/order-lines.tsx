import type { Order } from "@core/contracts/orders";
import { useId } from "react";
import { LinePrice } from "@/components/line-price";
import { photoTitle } from "@/components/orders/order-photo";
import { PriceTotals } from "@/components/price-totals";
import { upgradedByText, upgradesText } from "../lib/licence-text";
import { DownloadAllZipLink, PrintFilesLink } from "./licence-actions";
import { OrderPhotoLine } from "./order-photo-line";
import { SceneNote } from "./scene-note";
import { VerifyLicenceLink } from "./verify-licence-link";

/**
 * An order's lines with their prices, each with 'Download original' once it is a licence (paid);
 * issue 30: each licence's exclusive term, the upgrades it made or had, its print files (paid),
 * and 'Download all (ZIP)' of a paid order.
 */
export function OrderLines({ order }: { order: Order }) {
	const headingId = useId();
	const paid = order.status === "paid";
	// A cancelled or refunded order licenses nothing: its notes stay as they were.
	const open = order.status === "paid" || order.status === "pending_payment";
	return (
		<section
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-sm sm:p-6"
		>
			<div className="mb-3 flex flex-wrap items-center justify-between gap-2">
				<h2 id={headingId} className="text-lg font-semibold text-ink-900">
					Photos
				</h2>
				{paid && <DownloadAllZipLink orderId={order.id} />}
			</div>
			<ul aria-label="Photos in this order" className="divide-y divide-ink-900/10">
				{order.items.map((item) => (
					<OrderPhotoLine
						key={item.id}
						photo={item.photo}
						licence={item}
						price={<LinePrice line={item} label="Price paid" />}
						purchaseId={paid ? item.purchase_id : null}
					>
						<SceneNote
							orderId={order.id}
							itemId={item.id}
							note={item.scene_note}
							title={photoTitle(item.photo)}
							editable={open}
						/>
						<VerifyLicenceLink code={item.verify_code} licenceNumber={item.licence_number} />
						{item.upgrade_of && (
							<p className="w-full text-sm text-ink-600">{upgradesText(item.upgrade_of.licence_number)}</p>
						)}
						{item.upgraded_by && (
							<p className="w-full text-sm text-ink-600">{upgradedByText(item.upgraded_by)}</p>
						)}
						{paid && (
							<div className="flex w-full flex-wrap items-center gap-2">
								<PrintFilesLink orderItemId={item.id} title={photoTitle(item.photo)} />
							</div>
						)}
					</OrderPhotoLine>
				))}
			</ul>
			<PriceTotals
				totals={order}
				discountPercent={order.discount_percent}
				className="mt-4 border-t border-ink-900/10 pt-4"
			/>
		</section>
	);
}

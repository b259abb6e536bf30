import type { Order } from "@core/contracts/orders";
import { useId } from "react";
import { LinePrice } from "@/components/line-price";
import { photoTitle } from "@/components/orders/order-photo";
import { PriceTotals } from "@/components/price-totals";
import { OrderPhotoLine } from "./order-photo-line";
import { SceneNote } from "./scene-note";
import { VerifyLicenceLink } from "./verify-licence-link";

/** An order's lines with their prices, each with 'Download original' once it is a licence (paid). */
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
			<h2 id={headingId} className="mb-3 text-lg font-semibold text-ink-900">
				Photos
			</h2>
			<ul aria-label="Photos in this order" className="divide-y divide-ink-900/10">
				{order.items.map((item) => (
					<OrderPhotoLine
						key={item.id}
						photo={item.photo}
						licenseType={item.license_type}
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

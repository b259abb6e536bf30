import type { Order } from "@core/contracts/orders";
import { useId } from "react";
import { LinePrice } from "@/components/line-price";
import { PriceTotals } from "@/components/price-totals";
import { OrderPhotoLine } from "./order-photo-line";

/** An order's lines with their prices, each with 'Download original' once it is a licence (paid). */
export function OrderLines({ order }: { order: Order }) {
	const headingId = useId();
	const paid = order.status === "paid";
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
					/>
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

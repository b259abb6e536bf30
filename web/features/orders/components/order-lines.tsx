import type { Order, OrderItem } from "@core/contracts/orders";
import { formatUsd, LICENSE_LABELS } from "@core/license";
import { useId } from "react";
import { Link } from "react-router";
import { photoCount } from "@/lib/cart-text";
import { photoHref } from "@/lib/paths";
import { photoTitle } from "../lib/photo-title";
import { DownloadOriginalButton } from "./download-original-button";
import { OrderPhotoThumb } from "./order-photo-thumb";

function LinePrice({ item }: { item: OrderItem }) {
	return (
		<div className="text-right text-sm tabular-nums">
			{item.discount_cents > 0 && (
				<p className="text-ink-500">
					<span className="sr-only">Before the volume discount: </span>
					<s>{formatUsd(item.subtotal_cents)}</s>
				</p>
			)}
			<p className="font-semibold text-ink-950">
				<span className="sr-only">Price paid: </span>
				{formatUsd(item.total_cents)}
			</p>
		</div>
	);
}

/** An order's lines with their prices, each with 'Download original' once it is a licence (paid). */
export function OrderLines({ order }: { order: Order }) {
	const headingId = useId();
	const canDownload = order.status === "paid";
	return (
		<section
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-sm sm:p-6"
		>
			<h2 id={headingId} className="mb-3 text-lg font-semibold text-ink-900">
				Photos
			</h2>
			<ul aria-label="Photos in this order" className="divide-y divide-ink-900/10">
				{order.items.map((item) => {
					const title = photoTitle(item.photo);
					return (
						<li key={item.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
							<OrderPhotoThumb photo={item.photo} />
							<div className="min-w-0 flex-1">
								<Link
									to={photoHref(item.photo)}
									className="line-clamp-2 font-medium break-words text-ink-900 hover:text-accent-700 hover:underline"
								>
									{title}
								</Link>
								<p className="mt-0.5 text-xs text-ink-500">
									#{item.photo.photoid} · {LICENSE_LABELS[item.license_type].name}
								</p>
							</div>
							<LinePrice item={item} />
							{canDownload && item.purchase_id && (
								<div className="flex w-full justify-end sm:w-auto">
									<DownloadOriginalButton purchaseId={item.purchase_id} title={title} />
								</div>
							)}
						</li>
					);
				})}
			</ul>
			<dl className="mt-4 grid gap-2 border-t border-ink-900/10 pt-4 text-sm text-ink-700">
				<div className="flex justify-between gap-3">
					<dt>Subtotal ({photoCount(order.item_count)})</dt>
					<dd className="tabular-nums">{formatUsd(order.subtotal_cents)}</dd>
				</div>
				{order.discount_cents > 0 && (
					<div className="flex justify-between gap-3 text-emerald-800">
						<dt>{order.discount_percent}% volume discount</dt>
						<dd className="tabular-nums">−{formatUsd(order.discount_cents)}</dd>
					</div>
				)}
				<div className="flex justify-between gap-3 text-base font-semibold text-ink-950">
					<dt>Total</dt>
					<dd className="tabular-nums">{formatUsd(order.total_cents)}</dd>
				</div>
			</dl>
		</section>
	);
}

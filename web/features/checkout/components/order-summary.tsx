import type { CartResponse } from "@core/contracts/cart";
import { formatUsd } from "@core/license";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@core/orders";
import { type HTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { SubmitButton } from "@/components/ui/button";
import { nextTierHint, photoCount } from "@/lib/cart-text";
import { PLACE_ORDER, PLACING_ORDER } from "../lib/checkout-text";

function Row({
	label,
	value,
	className,
	...props
}: { label: string; value: string } & HTMLAttributes<HTMLDivElement>) {
	return (
		<div className={`flex items-baseline justify-between gap-3 ${className ?? ""}`} {...props}>
			<dt>{label}</dt>
			<dd className="tabular-nums">{value}</dd>
		</div>
	);
}

/** The discount line: 'Volume 25 discount (5%)'. */
export function tierDiscountLabel(tier: NonNullable<CartResponse["tier"]>): string {
	return `${tier.name} discount (${tier.percent}%)`;
}

/**
 * The totals as the server priced the cart (core/pricing.ts), the method chosen, why the last
 * attempt failed, and Place order. It submits the checkout form from outside it (`form`).
 */
export function OrderSummary({
	cart,
	method,
	formId,
	pending,
	notice,
	status,
	ref,
}: {
	cart: CartResponse;
	method: PaymentMethod;
	formId: string;
	pending: boolean;
	notice?: ReactNode;
	/** What happens now that the order is placed (the way to the card payment page). */
	status?: string | null;
	ref?: Ref<HTMLElement>;
}) {
	const headingId = useId();
	return (
		<section
			ref={ref}
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-5 lg:sticky lg:top-24"
		>
			<h2 id={headingId} className="text-lg font-semibold text-ink-900">
				Order summary
			</h2>
			<dl className="mt-3 grid gap-2 text-sm text-ink-700">
				<Row label={`Subtotal (${photoCount(cart.item_count)})`} value={formatUsd(cart.subtotal_cents)} />
				{cart.tier && cart.discount_cents > 0 && (
					<Row
						label={tierDiscountLabel(cart.tier)}
						value={`−${formatUsd(cart.discount_cents)}`}
						className="text-emerald-800"
					/>
				)}
				<Row
					label="Total"
					value={formatUsd(cart.total_cents)}
					aria-live="polite"
					aria-atomic="true"
					className="mt-1 border-t border-ink-900/10 pt-3 text-base font-semibold text-ink-950"
				/>
			</dl>
			{cart.next_tier && (
				<p className="mt-3 rounded-md bg-mustard-300/25 px-3 py-2 text-sm text-ink-800">
					{nextTierHint(cart.next_tier)}
				</p>
			)}
			<p className="mt-3 text-sm text-ink-600">
				Paying by <span className="font-medium text-ink-900">{PAYMENT_METHOD_LABELS[method].name}</span>
			</p>
			{notice && <div className="mt-3">{notice}</div>}
			<SubmitButton
				form={formId}
				size="lg"
				className="mt-4 w-full"
				pending={pending}
				pendingLabel={PLACING_ORDER}
			>
				{PLACE_ORDER}
			</SubmitButton>
			<p role="status" className="mt-2 text-center text-sm text-ink-600 empty:hidden">
				{status}
			</p>
		</section>
	);
}

import type { CartResponse } from "@core/contracts/cart";
import { formatUsd } from "@core/license";
import { useRef } from "react";
import { SubmitButton } from "@/components/ui/button";
import { usePageBottomBar } from "@/lib/bottom-bar";
import { shortNextTierHint } from "@/lib/cart-text";
import { PLACE_ORDER, PLACING_ORDER } from "../lib/checkout-text";

/**
 * Phones and tablets (below 1024 px, where the summary comes after every section): the total
 * and Place order pinned above the site banner while the summary is further down, like the
 * cart's checkout bar.
 */
export function PlaceOrderBar({
	cart,
	formId,
	pending,
}: {
	cart: CartResponse;
	formId: string;
	pending: boolean;
}) {
	const bar = useRef<HTMLElement>(null);
	usePageBottomBar(bar);
	return (
		<section
			ref={bar}
			aria-label="Total and place order"
			className="fixed inset-x-0 bottom-[var(--site-bottom-inset,0px)] z-20 border-t border-ink-900/10 bg-cream-50/95 shadow-[0_-8px_24px_-12px_rgb(31_26_23/0.25)] backdrop-blur lg:hidden"
		>
			<div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-3 py-2.5 sm:px-6">
				<div className="min-w-0">
					<p className="flex items-baseline gap-2 text-sm text-ink-600">
						Total
						<span className="text-lg font-semibold text-ink-950 tabular-nums">
							{formatUsd(cart.total_cents)}
						</span>
					</p>
					{cart.next_tier && (
						<p className="truncate text-xs text-ink-600">{shortNextTierHint(cart.next_tier)}</p>
					)}
				</div>
				<SubmitButton form={formId} size="lg" pending={pending} pendingLabel={PLACING_ORDER}>
					{PLACE_ORDER}
				</SubmitButton>
			</div>
		</section>
	);
}

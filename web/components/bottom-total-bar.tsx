import type { CartResponse } from "@core/contracts/cart";
import { formatUsd } from "@core/license";
import { type ReactNode, useRef } from "react";
import { usePageBottomBar } from "@/lib/bottom-bar";
import { shortNextTierHint } from "@/lib/cart-text";

/**
 * Under the total, while a tier applies: 'Subtotal $1,274.00, 5% off −$63.70'. Worded apart from
 * the Summary's '5% volume discount', which a page's text search should find once.
 */
function subtotalAndDiscount(cart: CartResponse): string {
	const off = cart.tier ? `${cart.tier.percent}% off` : "volume discount";
	return `Subtotal ${formatUsd(cart.subtotal_cents)}, ${off} −${formatUsd(cart.discount_cents)}`;
}

/**
 * Phones and tablets (below 1024 px, where the summary comes after every line): the total (with
 * the subtotal and the volume discount while a tier applies), the next tier's hint and the
 * page's one action (`children`: Checkout on the cart, Place order at checkout), pinned to the
 * bottom of the window while the summary is further down, so a long cart need not be scrolled
 * through. It sits above the site banner (the layout's
 * --site-bottom-inset) rather than over it. The page shows it only while its summary is below
 * the fold (`useBelowTheFold`, lib/bottom-bar.ts).
 */
export function BottomTotalBar({
	cart,
	label,
	children,
}: {
	cart: CartResponse;
	/** The region's accessible name, such as 'Total and checkout'. */
	label: string;
	children: ReactNode;
}) {
	const bar = useRef<HTMLElement>(null);
	usePageBottomBar(bar);
	return (
		<section
			ref={bar}
			aria-label={label}
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
					{cart.discount_cents > 0 && (
						<p className="truncate text-xs text-emerald-800 tabular-nums">{subtotalAndDiscount(cart)}</p>
					)}
					{cart.next_tier && (
						<p className="truncate text-xs text-ink-600">{shortNextTierHint(cart.next_tier)}</p>
					)}
				</div>
				{children}
			</div>
		</section>
	);
}

import { ORDER_STATUS_LABELS, type OrderStatus } from "@core/orders";
import { cn } from "@/lib/cn";

const TONES: Record<OrderStatus, string> = {
	pending_payment: "bg-mustard-300/40 text-ink-900 ring-mustard-500/40",
	paid: "bg-emerald-50 text-emerald-900 ring-emerald-700/25",
	cancelled: "bg-ink-900/5 text-ink-700 ring-ink-900/15",
	refunded: "bg-accent-50 text-accent-800 ring-accent-700/25",
};

/**
 * An order's state in words (core/orders.ts ORDER_STATUS_LABELS), coloured by what it means: the
 * same badge for the buyer and the admin. `large` beside a page's heading.
 */
export function OrderStatusBadge({ status, large = false }: { status: OrderStatus; large?: boolean }) {
	return (
		<span
			className={cn(
				"inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold whitespace-nowrap ring-1 ring-inset",
				large ? "text-sm" : "text-xs",
				TONES[status],
			)}
		>
			{ORDER_STATUS_LABELS[status]}
		</span>
	);
}

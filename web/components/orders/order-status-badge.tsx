import { ORDER_STATUS_LABELS, type OrderStatus } from "@core/orders";
import { type PillTone, StatusPill } from "@/components/ui/status-pill";

const TONES: Record<OrderStatus, PillTone> = {
	pending_payment: "waiting",
	paid: "good",
	cancelled: "neutral",
	refunded: "accent",
};

/**
 * An order's state in words (core/orders.ts ORDER_STATUS_LABELS), coloured by what it means: the
 * same badge for the buyer and the admin. `large` beside a page's heading.
 */
export function OrderStatusBadge({ status, large = false }: { status: OrderStatus; large?: boolean }) {
	return (
		<StatusPill tone={TONES[status]} large={large}>
			{ORDER_STATUS_LABELS[status]}
		</StatusPill>
	);
}

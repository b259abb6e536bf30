import { ORDER_STATUS_LABELS, type OrderStatus } from "@core/orders";
import { AlarmClock } from "lucide-react";
import { cn } from "@/lib/cn";
import { overdueText } from "../lib/order-format";

const badge =
	"inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap";

const STATUS_CLASSES: Record<OrderStatus, string> = {
	pending_payment: "bg-mustard-300/40 text-ink-900",
	paid: "bg-emerald-100 text-emerald-900",
	cancelled: "bg-ink-900/10 text-ink-700",
	refunded: "bg-accent-100 text-accent-800",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
	return <span className={cn(badge, STATUS_CLASSES[status])}>{ORDER_STATUS_LABELS[status]}</span>;
}

/** Red: an invoice past its due date and still unpaid. */
export function OverdueBadge({ dueDate }: { dueDate: string | null }) {
	return (
		<span className={cn(badge, "bg-red-100 text-red-800")}>
			<AlarmClock aria-hidden="true" className="size-3.5" />
			{overdueText(dueDate)}
		</span>
	);
}

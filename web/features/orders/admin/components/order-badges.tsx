import { AlarmClock } from "lucide-react";
import { overdueText } from "../lib/order-format";

/** Red: an invoice past its due date and still unpaid. */
export function OverdueBadge({ dueDate }: { dueDate: string | null }) {
	return (
		<span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-red-800">
			<AlarmClock aria-hidden="true" className="size-3.5" />
			{overdueText(dueDate)}
		</span>
	);
}

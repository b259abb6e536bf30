import type { AdminOrderSummary } from "@core/contracts/orders";
import { formatUsd } from "@core/license";
import type { OrderAction } from "@core/orders";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { adminOrderUrl } from "@/lib/paths";
import { ACTION_TEXT } from "../lib/order-action-text";
import type { ActionRequest } from "./order-action-dialog";

const cell = "px-3 py-3 align-middle";
const linkClasses =
	"rounded-sm font-medium text-ink-900 tabular-nums underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500";

type PaymentListProps = {
	/** The table's (and the card list's) accessible name. */
	label: string;
	orders: AdminOrderSummary[];
	/** The date column: its header and its cell. */
	dateHeader: string;
	renderDate: (order: AdminOrderSummary) => ReactNode;
	actions: readonly OrderAction[];
	onAction: (request: ActionRequest) => void;
};

function ActionButtons({
	order,
	actions,
	onAction,
}: Pick<PaymentListProps, "actions" | "onAction"> & { order: AdminOrderSummary }) {
	return (
		<div className="flex flex-wrap gap-2 md:justify-end">
			{actions.map((action) => (
				<Button
					key={action}
					size="sm"
					variant={action === "mark_paid" ? "primary" : "secondary"}
					aria-label={ACTION_TEXT[action].name(order.reference)}
					onClick={() => onAction({ target: order, action })}
				>
					{ACTION_TEXT[action].label}
				</Button>
			))}
		</div>
	);
}

/** Orders with money to act on: a table on wide screens, cards on phones; references open the order. */
export function PaymentList({ label, orders, dateHeader, renderDate, actions, onAction }: PaymentListProps) {
	return (
		<>
			<div className="hidden overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-card md:block">
				<table aria-label={label} className="w-full min-w-[48rem] text-left text-sm">
					<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
						<tr>
							<th scope="col" className={cell}>
								Order
							</th>
							<th scope="col" className={cell}>
								Buyer
							</th>
							<th scope="col" className={cell}>
								Company
							</th>
							<th scope="col" className={cn(cell, "text-right")}>
								Total
							</th>
							<th scope="col" className={cell}>
								{dateHeader}
							</th>
							<th scope="col" className={cn(cell, "text-right")}>
								Actions
							</th>
						</tr>
					</thead>
					<tbody className="divide-y divide-ink-900/10">
						{orders.map((order) => (
							<tr key={order.id} className="hover:bg-cream-50">
								<th scope="row" className={cn(cell, "whitespace-nowrap")}>
									<Link to={adminOrderUrl(order.id)} className={linkClasses}>
										{order.reference}
									</Link>
								</th>
								<td className={cell}>
									<span className="block text-ink-900">{order.buyer.name}</span>
									<span className="block break-all text-ink-600">{order.buyer.email ?? "—"}</span>
								</td>
								<td className={cn(cell, "break-words")}>{order.billing_company}</td>
								<td className={cn(cell, "text-right font-medium tabular-nums")}>
									{formatUsd(order.total_cents)}
								</td>
								<td className={cell}>{renderDate(order)}</td>
								<td className={cell}>
									<ActionButtons order={order} actions={actions} onAction={onAction} />
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<ul aria-label={label} className="space-y-3 md:hidden">
				{orders.map((order) => (
					<li key={order.id} className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-card">
						<div className="flex items-baseline justify-between gap-3">
							<Link to={adminOrderUrl(order.id)} className={cn(linkClasses, "text-base")}>
								{order.reference}
							</Link>
							<span className="font-semibold text-ink-950 tabular-nums">{formatUsd(order.total_cents)}</span>
						</div>
						<p className="mt-1 text-sm break-words text-ink-900">
							{order.buyer.name} · {order.billing_company}
						</p>
						<p className="text-sm break-all text-ink-600">{order.buyer.email ?? "—"}</p>
						<div className="mt-1 text-sm">{renderDate(order)}</div>
						<div className="mt-3">
							<ActionButtons order={order} actions={actions} onAction={onAction} />
						</div>
					</li>
				))}
			</ul>
		</>
	);
}

import type { AdminOrderSummary } from "@core/contracts/orders";
import type { OrderAction } from "@core/orders";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { adminOrderUrl } from "@/lib/paths";
import type { ActionRequest } from "./order-action-dialog";
import {
	BuyerCell,
	cell,
	HeaderCell,
	ListTableHead,
	OrderActionButtons,
	OrderCard,
	ReferenceCell,
	TotalCell,
} from "./order-list-parts";

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

/** Orders with money to act on: a table on wide screens, cards on phones; references open the order. */
export function PaymentList({ label, orders, dateHeader, renderDate, actions, onAction }: PaymentListProps) {
	return (
		<>
			<div className="hidden overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-card md:block">
				<table aria-label={label} className="w-full min-w-[48rem] text-left text-sm">
					<ListTableHead>
						<HeaderCell>Order</HeaderCell>
						<HeaderCell>Buyer</HeaderCell>
						<HeaderCell>Company</HeaderCell>
						<HeaderCell end>Total</HeaderCell>
						<HeaderCell>{dateHeader}</HeaderCell>
						<HeaderCell end>Actions</HeaderCell>
					</ListTableHead>
					<tbody className="divide-y divide-ink-900/10">
						{orders.map((order) => (
							<tr key={order.id} className="hover:bg-cream-50">
								<ReferenceCell order={order} href={adminOrderUrl(order.id)} />
								<BuyerCell order={order} />
								<td className={cn(cell, "break-words")}>{order.billing_company}</td>
								<TotalCell order={order} />
								<td className={cell}>{renderDate(order)}</td>
								<td className={cell}>
									<OrderActionButtons
										order={order}
										actions={actions}
										onAction={onAction}
										className="md:justify-end"
									/>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<ul aria-label={label} className="space-y-3 md:hidden">
				{orders.map((order) => (
					<OrderCard key={order.id} order={order} href={adminOrderUrl(order.id)}>
						<div className="mt-1 text-sm">{renderDate(order)}</div>
						<OrderActionButtons order={order} actions={actions} onAction={onAction} className="mt-3" />
					</OrderCard>
				))}
			</ul>
		</>
	);
}

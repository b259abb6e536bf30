import type { AdminOrderSummary } from "@core/contracts/orders";
import { formatUsd } from "@core/license";
import type { OrderAction } from "@core/orders";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { ACTION_TEXT, type ActionTarget } from "../lib/order-action-text";
import type { ActionRequest } from "./order-action-dialog";
import { OverdueBadge } from "./order-badges";

/**
 * The pieces the admin's order lists share (the orders page, the payments page): each is a
 * table on wide screens and cards on phones, with the same cells and card heads.
 */

export const cell = "px-3 py-3 align-middle";

const referenceLinkClasses =
	"rounded-sm font-medium text-ink-900 tabular-nums underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500";

/** A column heading of a list's table; `end` aligns it with right-aligned figures. */
export function HeaderCell({ children, end = false }: { children: ReactNode; end?: boolean }) {
	return (
		<th scope="col" className={cn(cell, end && "text-right")}>
			{children}
		</th>
	);
}

/** The head of a list's table: small capitals on cream. */
export function ListTableHead({ children }: { children: ReactNode }) {
	return (
		<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
			<tr>{children}</tr>
		</thead>
	);
}

/** The row's heading cell: the order's reference, which opens its detail. */
export function ReferenceCell({ order, href }: { order: AdminOrderSummary; href: string }) {
	return (
		<th scope="row" className={cn(cell, "whitespace-nowrap")}>
			<Link to={href} className={referenceLinkClasses}>
				{order.reference}
			</Link>
		</th>
	);
}

/** Who bought: name, and email (none once the account is deleted). */
export function BuyerCell({ order }: { order: AdminOrderSummary }) {
	return (
		<td className={cell}>
			<span className="block text-ink-900">{order.buyer.name}</span>
			<span className="block break-all text-ink-600">{order.buyer.email ?? "—"}</span>
		</td>
	);
}

export function TotalCell({ order }: { order: AdminOrderSummary }) {
	return <td className={cn(cell, "text-right font-medium tabular-nums")}>{formatUsd(order.total_cents)}</td>;
}

/** A phone's card for one order: the reference (to its detail) and total first, then `children`. */
export function OrderCard({
	order,
	href,
	children,
}: {
	order: AdminOrderSummary;
	href: string;
	children: ReactNode;
}) {
	return (
		<li className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-card">
			<div className="flex items-baseline justify-between gap-3">
				<Link to={href} className={cn(referenceLinkClasses, "text-base")}>
					{order.reference}
				</Link>
				<span className="font-semibold text-ink-950 tabular-nums">{formatUsd(order.total_cents)}</span>
			</div>
			<p className="mt-1 text-sm break-words text-ink-900">
				{order.buyer.name} · {order.billing_company}
			</p>
			<p className="text-sm break-all text-ink-600">{order.buyer.email ?? "—"}</p>
			{children}
		</li>
	);
}

/** The order's state, and how overdue it is when it is. */
export function StateBadges({
	order,
}: {
	order: { status: AdminOrderSummary["status"]; overdue: boolean; due_date: string | null };
}) {
	return (
		<span className="flex flex-wrap gap-1">
			<OrderStatusBadge status={order.status} />
			{order.overdue && <OverdueBadge dueDate={order.due_date} />}
		</span>
	);
}

/** The actions offered on an order, each named with its reference; each asks to confirm first. */
export function OrderActionButtons({
	order,
	actions,
	onAction,
	className,
}: {
	order: ActionTarget;
	actions: readonly OrderAction[];
	onAction: (request: ActionRequest) => void;
	className?: string;
}) {
	return (
		<div className={cn("flex flex-wrap gap-2", className)}>
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

/** A list's placeholder rows while it loads, announced once by `label`. */
export function ListSkeleton({ label, rows }: { label: string; rows: number }) {
	return (
		<LoadingStatus label={label} className="space-y-2">
			{Array.from({ length: rows }, (_, i) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
				<Skeleton key={i} className="h-16 w-full" />
			))}
		</LoadingStatus>
	);
}

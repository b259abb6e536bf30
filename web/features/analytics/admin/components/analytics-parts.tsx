import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** The pieces the analytics tabs share: figure cards, section cards and scrolling tables. */

const numberFormat = new Intl.NumberFormat();
export const formatNumber = (value: number) => numberFormat.format(value);

export const cell = "px-3 py-2.5 align-middle";

/** One figure of a range: its name, the number, and a line under it. */
export function StatCard({ label, value, note }: { label: string; value: number; note?: string }) {
	return (
		<div className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-card">
			<dt className="text-sm text-ink-600">{label}</dt>
			<dd className="mt-1 text-2xl font-semibold text-ink-950 tabular-nums">{formatNumber(value)}</dd>
			{note && <dd className="mt-0.5 text-xs text-ink-500">{note}</dd>}
		</div>
	);
}

/** A titled card of a tab (a region named by its heading). */
export function SectionCard({
	title,
	description,
	children,
	className,
}: {
	title: string;
	description?: ReactNode;
	children: ReactNode;
	className?: string;
}) {
	const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
	return (
		<section
			aria-labelledby={headingId}
			className={cn("min-w-0 rounded-xl border border-ink-900/10 bg-white p-4 shadow-card sm:p-5", className)}
		>
			<h2 id={headingId} className="text-lg font-semibold text-ink-900">
				{title}
			</h2>
			{description && <p className="mt-0.5 text-sm text-ink-600">{description}</p>}
			<div className="mt-3">{children}</div>
		</section>
	);
}

/** A table that scrolls sideways on phones rather than squeezing its columns. */
export function ScrollTable({
	label,
	minWidth = "min-w-[32rem]",
	head,
	children,
}: {
	label: string;
	minWidth?: string;
	head: ReactNode;
	children: ReactNode;
}) {
	return (
		<div className="-mx-4 overflow-x-auto sm:mx-0">
			<table aria-label={label} className={cn("w-full text-left text-sm", minWidth)}>
				<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
					<tr>{head}</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">{children}</tbody>
			</table>
		</div>
	);
}

/** A column heading; `end` for right-aligned figures. */
export function Th({ children, end = false }: { children: ReactNode; end?: boolean }) {
	return (
		<th scope="col" className={cn(cell, "font-semibold", end && "text-right")}>
			{children}
		</th>
	);
}

/** A figure cell. */
export function NumberCell({ value, digits = 0 }: { value: number; digits?: number }) {
	return (
		<td className={cn(cell, "text-right tabular-nums")}>
			{value.toLocaleString(undefined, { maximumFractionDigits: digits, minimumFractionDigits: digits })}
		</td>
	);
}

/** A table's only row when it has nothing to list. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
	return (
		<tr>
			<td colSpan={colSpan} className={cn(cell, "py-6 text-center text-ink-500")}>
				{children}
			</td>
		</tr>
	);
}

/** A tab's placeholders while its first answer loads. */
export function AnalyticsSkeleton({ label }: { label: string }) {
	return (
		<LoadingStatus label={label} className="space-y-4">
			<div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
				{[0, 1, 2, 3].map((i) => (
					<Skeleton key={i} className="h-24" />
				))}
			</div>
			<Skeleton className="h-72" />
			<Skeleton className="h-48" />
		</LoadingStatus>
	);
}

/**
 * A tab's answer: placeholders while the first one loads, the error with 'Try again', then the
 * figures (marked busy while a new range loads over them). `what` names it: 'click analytics'.
 */
export function AnalyticsResult<T>({
	query,
	what,
	children,
}: {
	query: UseQueryResult<T>;
	what: string;
	children: (data: T) => ReactNode;
}) {
	if (query.isPending) return <AnalyticsSkeleton label={`Loading ${what}…`} />;
	if (query.isError) {
		return (
			<LoadErrorNotice
				title={`We could not load the ${what}.`}
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	return (
		<div className="space-y-6" aria-busy={query.isPlaceholderData || undefined}>
			{children(query.data)}
		</div>
	);
}

import type { ClickAnalyticsResponse, ClickAnalyticsRow } from "@core/contracts/tracking";
import { ChevronLeft, ChevronRight, LoaderCircle, RefreshCw } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { BarChart } from "@/components/charts/bar-chart";
import { LoadErrorNotice } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/date-format";
import { useClickAnalytics, useClickQueue } from "../api/get-click-analytics";
import { longDay, parseRange, rangeText, shortDay } from "../lib/date-range";
import { entityHref } from "../lib/entity-link";
import {
	CLICKS_PAGE_SIZE,
	type ClickFilters,
	ENTITY_FILTER_TYPES,
	ENTITY_LABELS,
	parseClickFilters,
	searchOf,
	TAXONOMY_FILTER_TYPES,
	taxonomyLabel,
	withClickFilter,
	withPage,
} from "../lib/search-config-params";
import {
	AnalyticsSkeleton,
	cell,
	EmptyRow,
	formatNumber,
	NumberCell,
	ScrollTable,
	SectionCard,
	StatCard,
	Th,
} from "./analytics-parts";
import { DateRangePicker } from "./date-range-picker";

export const queueText = (n: number) =>
	n === 0
		? "Every click event is counted"
		: `${formatNumber(n)} ${n === 1 ? "event" : "events"} waiting to be counted`;

const labelClasses = "mb-1.5 block text-sm font-medium text-ink-800";

/** The aggregator's backlog, asked for every 5 s while the tab is open. */
function QueueStatus({ fallback }: { fallback: number | undefined }) {
	const queue = useClickQueue();
	const unprocessed = queue.data?.unprocessed ?? fallback;
	return (
		<p className="flex items-center gap-2 text-sm text-ink-700" data-testid="click-queue">
			<span
				aria-hidden="true"
				className={cn(
					"inline-block size-2 rounded-full",
					unprocessed ? "animate-pulse bg-mustard-400" : "bg-emerald-600",
				)}
			/>
			{unprocessed === undefined
				? queue.isError
					? "The click queue could not be read"
					: "Reading the click queue…"
				: queueText(unprocessed)}
		</p>
	);
}

function Filters({ filters }: { filters: ClickFilters }) {
	const [, setSearchParams] = useSearchParams();
	const set = (name: "entity" | "taxonomy", value: string) =>
		setSearchParams((current) => withClickFilter(current, name, value));
	return (
		<div className="mb-4 grid grid-cols-2 gap-3 sm:flex sm:items-end">
			<div>
				<label htmlFor="click-entity-type" className={labelClasses}>
					Entity type
				</label>
				<Select
					id="click-entity-type"
					value={filters.entity ?? ""}
					onChange={(event) => set("entity", event.target.value)}
					className={cn(inputClasses, "sm:w-40")}
				>
					<option value="">All</option>
					{ENTITY_FILTER_TYPES.map((type) => (
						<option key={type} value={type}>
							{ENTITY_LABELS[type]}
						</option>
					))}
				</Select>
			</div>
			{filters.entity === "taxonomy" && (
				<div>
					<label htmlFor="click-taxonomy-type" className={labelClasses}>
						Taxonomy type
					</label>
					<Select
						id="click-taxonomy-type"
						value={filters.taxonomy ?? ""}
						onChange={(event) => set("taxonomy", event.target.value)}
						className={cn(inputClasses, "sm:w-48")}
					>
						<option value="">All</option>
						{TAXONOMY_FILTER_TYPES.map((type) => (
							<option key={type} value={type}>
								{taxonomyLabel(type)}
							</option>
						))}
					</Select>
				</div>
			)}
		</div>
	);
}

const nameLinkClasses =
	"rounded-sm break-words text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500";

function typeText(row: ClickAnalyticsRow): string {
	if (row.entity_type !== "taxonomy" || !row.taxonomy_type) return ENTITY_LABELS[row.entity_type];
	return `${ENTITY_LABELS.taxonomy} · ${taxonomyLabel(row.taxonomy_type)}`;
}

function ClickTable({ rows }: { rows: ClickAnalyticsRow[] }) {
	return (
		<ScrollTable
			label="Clicks by entity"
			minWidth="min-w-[52rem]"
			head={
				<>
					<Th>Name</Th>
					<Th>Type</Th>
					<Th end>Clicks in range</Th>
					<Th end>Total clicks</Th>
					<Th end>Unique users</Th>
					<Th end>Unique sessions</Th>
					<Th>Last clicked</Th>
				</>
			}
		>
			{rows.length === 0 ? (
				<EmptyRow colSpan={7}>Nothing was clicked in this range with these filters.</EmptyRow>
			) : (
				rows.map((row) => {
					const href = entityHref(row);
					return (
						<tr
							key={`${row.entity_type}:${row.taxonomy_type ?? ""}:${row.entity_id}`}
							className="hover:bg-cream-50"
						>
							<th scope="row" className={cn(cell, "max-w-72 font-medium")}>
								{href ? (
									<Link to={href} className={nameLinkClasses}>
										{row.entity_name}
									</Link>
								) : (
									<span className="break-words">{row.entity_name}</span>
								)}
							</th>
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>{typeText(row)}</td>
							<NumberCell value={row.clicks_in_range} />
							<NumberCell value={row.total_clicks} />
							<NumberCell value={row.unique_users} />
							<NumberCell value={row.unique_sessions} />
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>
								{row.last_clicked_at ? formatDateTime(row.last_clicked_at) : "—"}
							</td>
						</tr>
					);
				})
			)}
		</ScrollTable>
	);
}

function Pagination({ page, total }: { page: number; total: number }) {
	const [searchParams] = useSearchParams();
	const pages = Math.max(1, Math.ceil(total / CLICKS_PAGE_SIZE));
	if (pages <= 1 && page <= 1) return null;
	const link = (to: number, label: string, icon: "prev" | "next") => (
		<Link
			to={{ search: searchOf(withPage(searchParams, to)) }}
			className={buttonClasses({ variant: "secondary", size: "sm" })}
		>
			{icon === "prev" && <ChevronLeft aria-hidden="true" className="size-4" />}
			{label}
			{icon === "next" && <ChevronRight aria-hidden="true" className="size-4" />}
		</Link>
	);
	return (
		<nav aria-label="Pages of clicks" className="mt-4 flex items-center justify-between gap-3">
			{page > 1 ? link(Math.min(page - 1, pages), "Previous", "prev") : <span />}
			<p className="text-sm text-ink-600">
				Page {page} of {pages}
			</p>
			{page < pages ? link(page + 1, "Next", "next") : <span />}
		</nav>
	);
}

/** 'Showing 26–50 of 73'. */
function shownText(page: number, data: ClickAnalyticsResponse): string {
	if (data.total === 0 || data.rows.length === 0) return `${formatNumber(data.total)} clicked`;
	const first = (page - 1) * CLICKS_PAGE_SIZE + 1;
	return `Showing ${formatNumber(first)}–${formatNumber(first + data.rows.length - 1)} of ${formatNumber(data.total)}`;
}

function ByEntityType({ data }: { data: ClickAnalyticsResponse }) {
	const clicks = (type: (typeof ENTITY_FILTER_TYPES)[number]) =>
		data.by_entity_type.find((row) => row.entity_type === type)?.clicks ?? 0;
	return (
		<dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
			{ENTITY_FILTER_TYPES.map((type) => (
				<StatCard key={type} label={`${ENTITY_LABELS[type]} clicks`} value={clicks(type)} />
			))}
		</dl>
	);
}

/** The clicks tab: what was clicked in a range, by type, with the backlog still to count. */
export function ClicksTab() {
	const [searchParams] = useSearchParams();
	const range = parseRange(searchParams);
	const filters = parseClickFilters(searchParams);
	const query = useClickAnalytics({
		...(filters.entity ? { entity_type: filters.entity } : {}),
		...(filters.taxonomy ? { taxonomy_type: filters.taxonomy } : {}),
		from: range.from,
		to: range.to,
		limit: CLICKS_PAGE_SIZE,
		offset: (filters.page - 1) * CLICKS_PAGE_SIZE,
	});

	return (
		<>
			<DateRangePicker range={range} />
			<div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ink-900/10 bg-white px-4 py-3 shadow-card">
				<QueueStatus fallback={query.data?.unprocessed} />
				<Button
					variant="secondary"
					size="sm"
					onClick={() => void query.refetch()}
					disabled={query.isFetching}
				>
					<RefreshCw aria-hidden="true" className={cn("size-4", query.isFetching && "animate-spin")} />
					Refresh figures
				</Button>
			</div>
			<Filters filters={filters} />
			{query.isPending ? (
				<AnalyticsSkeleton label="Loading click analytics…" />
			) : query.isError ? (
				<LoadErrorNotice
					title="We could not load the click analytics."
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			) : (
				<div className="space-y-6" aria-busy={query.isPlaceholderData || undefined}>
					<ByEntityType data={query.data} />
					<SectionCard title="Clicks over time" description={rangeText(range)}>
						<BarChart
							title="Clicks per day"
							categoryLabel="Day"
							series={[{ key: "clicks", label: "Clicks", tone: "accent" }]}
							data={query.data.over_time.map((day) => ({
								label: longDay(day.day),
								shortLabel: shortDay(day.day),
								values: { clicks: day.clicks },
							}))}
							emptyText="No clicks in this range"
						/>
					</SectionCard>
					<SectionCard title="Most clicked" description="Ordered by clicks in the range.">
						<p role="status" className="mb-3 flex items-center gap-2 text-sm text-ink-600">
							{query.isPlaceholderData && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
							{query.isPlaceholderData ? "Updating…" : shownText(filters.page, query.data)}
						</p>
						<ClickTable rows={query.data.rows} />
						<Pagination page={filters.page} total={query.data.total} />
					</SectionCard>
				</div>
			)}
		</>
	);
}

import type { ClickAnalyticsResponse, ClickAnalyticsRow } from "@core/contracts/analytics";
import { RefreshCw } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { BarChart } from "@/components/charts/bar-chart";
import { PageNav } from "@/components/page-nav";
import { UpdatingStatus } from "@/components/query-states";
import { type FilterOption, SelectFilter } from "@/components/select-filter";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/date-format";
import { useClickAnalytics, useClickQueue } from "../api/get-click-analytics";
import { dayBars, parseRange, rangeText } from "../lib/date-range";
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
	AnalyticsResult,
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

const ALL: FilterOption = { value: "", label: "All" };
const ENTITY_OPTIONS: readonly FilterOption[] = [
	ALL,
	...ENTITY_FILTER_TYPES.map((type) => ({ value: type, label: ENTITY_LABELS[type] })),
];
const TAXONOMY_OPTIONS: readonly FilterOption[] = [
	ALL,
	...TAXONOMY_FILTER_TYPES.map((type) => ({ value: type, label: taxonomyLabel(type) })),
];

function Filters({ filters }: { filters: ClickFilters }) {
	const [, setSearchParams] = useSearchParams();
	const set = (name: "entity" | "taxonomy", value: string) =>
		setSearchParams((current) => withClickFilter(current, name, value));
	return (
		<div className="mb-4 grid grid-cols-2 gap-3 sm:flex sm:items-end">
			<SelectFilter
				id="click-entity-type"
				label="Entity type"
				value={filters.entity ?? ""}
				options={ENTITY_OPTIONS}
				onChange={(value) => set("entity", value)}
				className="sm:w-40"
			/>
			{filters.entity === "taxonomy" && (
				<SelectFilter
					id="click-taxonomy-type"
					label="Taxonomy type"
					value={filters.taxonomy ?? ""}
					options={TAXONOMY_OPTIONS}
					onChange={(value) => set("taxonomy", value)}
					className="sm:w-48"
				/>
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
					<Th end>Unique visitors</Th>
					<Th>Last clicked</Th>
				</>
			}
		>
			{rows.length === 0 ? (
				<EmptyRow colSpan={8}>Nothing was clicked in this range with these filters.</EmptyRow>
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
							<NumberCell value={row.unique_visitors} />
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
			<AnalyticsResult query={query} what="click analytics">
				{(data) => (
					<>
						<ByEntityType data={data} />
						<SectionCard title="Clicks over time" description={rangeText(range)}>
							<BarChart
								title="Clicks per day"
								categoryLabel="Day"
								series={[{ key: "clicks", label: "Clicks", tone: "accent" }]}
								data={dayBars(data.over_time, (day) => ({ clicks: day.clicks }))}
								emptyText="No clicks in this range"
							/>
						</SectionCard>
						<SectionCard title="Most clicked" description="Ordered by clicks in the range.">
							<UpdatingStatus updating={query.isPlaceholderData} className="mb-3">
								{shownText(filters.page, data)}
							</UpdatingStatus>
							<ClickTable rows={data.rows} />
							<PageNav
								label="Pages of clicks"
								page={filters.page}
								total={data.total}
								pageSize={CLICKS_PAGE_SIZE}
								searchOf={(page) => searchOf(withPage(searchParams, page))}
							/>
						</SectionCard>
					</>
				)}
			</AnalyticsResult>
		</>
	);
}

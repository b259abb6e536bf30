import type { SearchAnalyticsResponse } from "@core/contracts/analytics";
import { Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { BarChart } from "@/components/charts/bar-chart";
import { UpdatingStatus } from "@/components/query-states";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/date-format";
import { searchUrl } from "@/lib/paths";
import { useSearchAnalytics } from "../api/get-search-analytics";
import { dayBars, parseRange, rangeText } from "../lib/date-range";
import { addSynonymSearch } from "../lib/search-config-params";
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

const METHOD_TEXT: Record<
	SearchAnalyticsResponse["methods"][number]["method"],
	{ label: string; hint: string }
> = {
	exact: { label: "Exact", hint: 'with a "quoted phrase"' },
	fuzzy: { label: "Fuzzy", hint: "with * or ?" },
	partial: { label: "Partial", hint: "3 characters or more" },
	fallback: { label: "Fallback", hint: "shorter terms" },
};

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : "0%");

function Totals({ data }: { data: SearchAnalyticsResponse }) {
	const { totals } = data;
	return (
		<dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
			<StatCard label="Searches" value={totals.searches} />
			<StatCard label="Unique terms" value={totals.unique_terms} />
			<StatCard
				label="No results"
				value={totals.no_result_searches}
				note={`${percent(totals.no_result_searches, totals.searches)} of searches`}
			/>
			<StatCard label="Sessions" value={totals.sessions} />
			<StatCard
				label="Widened by synonyms"
				value={data.synonym_expanded_searches}
				note={`${percent(data.synonym_expanded_searches, totals.searches)} of searches`}
			/>
		</dl>
	);
}

const termLinkClasses =
	"rounded-sm break-words text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500";

function TopSearches({ rows }: { rows: SearchAnalyticsResponse["top_searches"] }) {
	return (
		<SectionCard title="Top searches" description="The most searched terms, and how much they found.">
			<ScrollTable
				label="Top searches"
				head={
					<>
						<Th>Term</Th>
						<Th end>Searches</Th>
						<Th end>Avg. results</Th>
						<Th>Last searched</Th>
					</>
				}
			>
				{rows.length === 0 ? (
					<EmptyRow colSpan={4}>No searches in this range.</EmptyRow>
				) : (
					rows.map((row) => (
						<tr key={row.term}>
							<th scope="row" className={cn(cell, "font-medium")}>
								<Link to={searchUrl(row.term)} className={termLinkClasses}>
									{row.term}
								</Link>
							</th>
							<NumberCell value={row.searches} />
							<NumberCell value={row.avg_results} digits={1} />
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>
								{formatDateTime(row.last_searched_at)}
							</td>
						</tr>
					))
				)}
			</ScrollTable>
		</SectionCard>
	);
}

function NoResultSearches({ rows }: { rows: SearchAnalyticsResponse["no_result_searches"] }) {
	return (
		<SectionCard
			title="Searches with no results"
			description="A synonym is often the fix: point the term at a word the catalogue uses."
		>
			<ScrollTable
				label="Searches with no results"
				minWidth="min-w-[24rem]"
				head={
					<>
						<Th>Term</Th>
						<Th end>Searches</Th>
						<Th>Last searched</Th>
						<Th>
							<span className="sr-only">Action</span>
						</Th>
					</>
				}
			>
				{rows.length === 0 ? (
					<EmptyRow colSpan={4}>Every search in this range found something.</EmptyRow>
				) : (
					rows.map((row) => (
						<tr key={row.term}>
							<th scope="row" className={cn(cell, "font-medium break-words")}>
								{row.term}
							</th>
							<NumberCell value={row.searches} />
							<td className={cn(cell, "whitespace-nowrap text-ink-700")}>
								{formatDateTime(row.last_searched_at)}
							</td>
							<td className={cn(cell, "text-right")}>
								<Link
									to={{ search: addSynonymSearch(row.term) }}
									aria-label={`Add a synonym for "${row.term}"`}
									className={buttonClasses({ variant: "secondary", size: "sm" })}
								>
									<Plus aria-hidden="true" className="size-4" />
									Add synonym
								</Link>
							</td>
						</tr>
					))
				)}
			</ScrollTable>
		</SectionCard>
	);
}

function Methods({ data }: { data: SearchAnalyticsResponse }) {
	const total = data.methods.reduce((sum, row) => sum + row.searches, 0);
	return (
		<SectionCard title="Search methods" description="How the search read each term.">
			{total === 0 ? (
				<p className="text-sm text-ink-500">No searches in this range.</p>
			) : (
				<ul className="space-y-3">
					{data.methods.map((row) => {
						const text = METHOD_TEXT[row.method];
						const share = total > 0 ? (row.searches / total) * 100 : 0;
						return (
							<li key={row.method}>
								<div className="flex items-baseline justify-between gap-3 text-sm">
									<span>
										<span className="font-medium text-ink-900">{text.label}</span>{" "}
										<span className="text-ink-500">{text.hint}</span>
									</span>
									<span className="text-ink-700 tabular-nums">
										{formatNumber(row.searches)} · {percent(row.searches, total)}
									</span>
								</div>
								<div aria-hidden="true" className="mt-1 h-2 rounded-full bg-cream-200">
									<div className="h-2 rounded-full bg-accent-500" style={{ width: `${share}%` }} />
								</div>
							</li>
						);
					})}
				</ul>
			)}
		</SectionCard>
	);
}

/** The searches tab: totals, searches per day, top terms, terms that found nothing, methods. */
export function SearchesTab() {
	const [searchParams] = useSearchParams();
	const range = parseRange(searchParams);
	const query = useSearchAnalytics(range);

	return (
		<>
			<DateRangePicker range={range} />
			<AnalyticsResult query={query} what="search analytics">
				{(data) => (
					<>
						<UpdatingStatus updating={query.isPlaceholderData}>
							{`${rangeText(range)}: ${formatNumber(data.totals.searches)} searches`}
						</UpdatingStatus>
						<Totals data={data} />
						<SectionCard title="Searches over time">
							<BarChart
								title="Searches per day"
								categoryLabel="Day"
								series={[
									{ key: "searches", label: "Searches", tone: "accent" },
									{ key: "no_results", label: "No results", tone: "ink" },
								]}
								data={dayBars(data.over_time, (day) => ({
									searches: day.searches,
									no_results: day.no_results,
								}))}
								emptyText="No searches in this range"
							/>
						</SectionCard>
						<div className="grid gap-6 xl:grid-cols-2">
							<TopSearches rows={data.top_searches} />
							<NoResultSearches rows={data.no_result_searches} />
						</div>
						<Methods data={data} />
					</>
				)}
			</AnalyticsResult>
		</>
	);
}

import type { EarningsResponse } from "@core/contracts/earnings";
import { royaltyRuleText } from "@core/earnings";
import { formatUsd } from "@core/license";
import { Coins } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useSearchParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { inputClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDay } from "@/lib/date-format";
import { useEarnings } from "../api/get-earnings";
import { MonthsTable, PayoutsTable, PhotosTable, RecentSales } from "./earnings-tables";

export const EARNINGS_TEXT_WEB = {
	heading: "Earnings",
	loading: "Loading your earnings…",
	loadFailed: "We could not load your earnings.",
	empty: "No sales yet",
	emptyHint: "Once a production licenses one of your photos and pays, the sale and your share show here.",
	balance: "Balance",
	earned: "Earned so far",
	refunded: "Taken back by refunds",
	paidOut: "Paid out to you",
	payoutRule: (minimum: number) =>
		`We pay out when your balance reaches ${formatUsd(minimum)}, and email you when we do.`,
	lastPayout: (amount: number, day: string) => `Last payout ${formatUsd(amount)} on ${formatDay(day)}.`,
	months: "By month",
	year: "Year",
	photos: "By photo",
	noPhotos: (year: number) => `None of your photos sold in ${year}.`,
	recent: "Recent sales",
	recentHint: "Each sale shows the kind of licence bought; buyers and their productions stay private.",
	payouts: "Payouts",
	noPayouts: "Nothing has been paid out yet.",
} as const;

const TEXT = EARNINGS_TEXT_WEB;

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
	const id = useId();
	return (
		<section aria-labelledby={id} className="space-y-3">
			<div className="flex flex-wrap items-end justify-between gap-3">
				<h3 id={id} className="text-lg font-semibold text-ink-900">
					{title}
				</h3>
				{aside}
			</div>
			{children}
		</section>
	);
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
	return (
		<div className="rounded-xl border border-ink-900/10 bg-cream-50 p-4">
			<dt className="text-sm text-ink-600">{label}</dt>
			<dd
				className={
					strong ? "mt-1 text-3xl font-semibold text-ink-900" : "mt-1 text-xl font-semibold text-ink-900"
				}
			>
				{value}
			</dd>
		</div>
	);
}

function Summary({ data }: { data: EarningsResponse }) {
	const last = data.payouts[0];
	return (
		<div className="space-y-2">
			<dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
				<Figure label={TEXT.balance} value={formatUsd(data.balance_cents)} strong />
				<Figure label={TEXT.earned} value={formatUsd(data.totals.earned_cents)} />
				<Figure label={TEXT.refunded} value={formatUsd(data.totals.refunded_cents)} />
				<Figure label={TEXT.paidOut} value={formatUsd(data.totals.paid_out_cents)} />
			</dl>
			<p className="text-sm text-ink-600">
				{TEXT.payoutRule(data.payout_minimum_cents)}
				{last && ` ${TEXT.lastPayout(last.amount_cents, last.paid_on)}`}
			</p>
		</div>
	);
}

function YearPicker({ data, onChange }: { data: EarningsResponse; onChange: (year: number) => void }) {
	const id = useId();
	return (
		<div className="flex items-center gap-2">
			<label htmlFor={id} className="text-sm font-medium text-ink-700">
				{TEXT.year}
			</label>
			<Select
				id={id}
				value={data.year}
				onChange={(event) => onChange(Number(event.target.value))}
				className={`${inputClasses} w-28`}
			>
				{[...new Set([data.year, ...data.years])]
					.sort((a, b) => b - a)
					.map((year) => (
						<option key={year} value={year}>
							{year}
						</option>
					))}
			</Select>
		</div>
	);
}

function Loading() {
	return (
		<LoadingStatus label={TEXT.loading} className="space-y-4">
			<div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
				{[0, 1, 2, 3].map((i) => (
					<Skeleton key={i} className="h-20 rounded-xl" />
				))}
			</div>
			<Skeleton className="h-64 rounded-xl" />
		</LoadingStatus>
	);
}

const yearOf = (value: string | null) => {
	const n = Number(value);
	return value && Number.isInteger(n) && n >= 2000 && n <= 2999 ? n : null;
};

/**
 * The family dashboard's Earnings tab (issue 27, item 7): the balance and what was paid out,
 * the months of a year (chosen in `?year=`) with their statements as CSV and PDF, what each
 * photo earned, the latest sales by licence type (never the buyer) and the payouts.
 */
export function EarningsTab() {
	const [searchParams, setSearchParams] = useSearchParams();
	const query = useEarnings(yearOf(searchParams.get("year")));
	const data = query.data;

	function chooseYear(year: number) {
		setSearchParams(
			(current) => {
				const next = new URLSearchParams(current);
				next.set("year", String(year));
				return next;
			},
			{ replace: true },
		);
	}

	return (
		<div className="space-y-8">
			<header className="space-y-1">
				<h2 className="text-xl font-semibold text-ink-900">{TEXT.heading}</h2>
				{data && <p className="text-ink-700">{royaltyRuleText(data.royalty_percent)}</p>}
			</header>
			{data ? (
				<EarningsView data={data} onYear={chooseYear} />
			) : query.isError ? (
				<LoadErrorNotice
					title={TEXT.loadFailed}
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			) : (
				<Loading />
			)}
		</div>
	);
}

function EarningsView({ data, onYear }: { data: EarningsResponse; onYear: (year: number) => void }) {
	if (data.totals.sales === 0 && data.payouts.length === 0)
		return (
			<EmptyPanel icon={Coins} title={TEXT.empty}>
				<p>{TEXT.emptyHint}</p>
				<p className="mt-2">{royaltyRuleText(data.royalty_percent)}</p>
			</EmptyPanel>
		);
	return (
		<>
			<Summary data={data} />
			<Section title={TEXT.months} aside={<YearPicker data={data} onChange={onYear} />}>
				<MonthsTable year={data.year} months={data.months} />
			</Section>
			<Section title={`${TEXT.photos}, ${data.year}`}>
				{data.photos.length === 0 ? (
					<p className="text-sm text-ink-600">{TEXT.noPhotos(data.year)}</p>
				) : (
					<PhotosTable year={data.year} photos={data.photos} />
				)}
			</Section>
			<Section title={TEXT.recent}>
				<p className="text-sm text-ink-600">{TEXT.recentHint}</p>
				{data.recent.length > 0 && <RecentSales sales={data.recent} />}
			</Section>
			<Section title={TEXT.payouts}>
				{data.payouts.length === 0 ? (
					<p className="text-sm text-ink-600">{TEXT.noPayouts}</p>
				) : (
					<PayoutsTable payouts={data.payouts} />
				)}
			</Section>
		</>
	);
}

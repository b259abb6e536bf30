import type { AdminPayoutsResponse, PayoutDue } from "@core/contracts/earnings";
import { formatUsd } from "@core/license";
import { Banknote, RefreshCw } from "lucide-react";
import { useState } from "react";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { TableFrame } from "@/components/table-frame";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDay } from "@/lib/date-format";
import { useDocumentTitle } from "@/lib/use-document-title";
import { usePayouts } from "../api/payouts";
import { RecordPayoutDialog } from "./record-payout-dialog";

export const PAYOUTS_PAGE_TEXT = {
	title: "Payouts",
	description: (minimum: number | null) =>
		`Families whose balance has reached ${minimum === null ? "the payout minimum" : formatUsd(minimum)}, largest first. Pay them by bank, then record the payout here: the balance comes down and the family is emailed.`,
	loading: "Loading the payouts…",
	loadFailed: "We could not load the payouts.",
	due: "Due a payout",
	noneDue: "No family is due a payout",
	noneDueHint: (minimum: number) => `A family shows here once its balance reaches ${formatUsd(minimum)}.`,
	recent: "Recent payouts",
	noneRecent: "No payout has been recorded yet.",
	record: (name: string) => `Record payout to ${name}`,
	never: "Never paid",
} as const;

const TEXT = PAYOUTS_PAGE_TEXT;
const cell = "px-3 py-2.5 align-middle";
const numeric = `${cell} text-right tabular-nums`;
const head = "border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase";

const nameOf = (family: PayoutDue["family"]) => family.storefront_name ?? family.email;

function DueTable({ due, onRecord }: { due: readonly PayoutDue[]; onRecord: (row: PayoutDue) => void }) {
	return (
		<TableFrame label={"Families due a payout, largest balance first"}>
			<table className="w-full min-w-[40rem] text-left text-sm">
				<caption className="sr-only">Families due a payout, largest balance first</caption>
				<thead className={head}>
					<tr>
						<th scope="col" className={cell}>
							Family
						</th>
						<th scope="col" className={numeric}>
							Balance
						</th>
						<th scope="col" className={cell}>
							Last payout
						</th>
						<th scope="col" className={cell}>
							<span className="sr-only">Action</span>
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{due.map((row) => (
						<tr key={row.family.id}>
							<th scope="row" className={`${cell} font-normal`}>
								<span className="block font-medium text-ink-900">{nameOf(row.family)}</span>
								<span className="block text-xs break-all text-ink-500">{row.family.email}</span>
							</th>
							<td className={`${numeric} font-semibold`}>{formatUsd(row.balance_cents)}</td>
							<td className={cell}>
								{row.last_payout
									? `${formatUsd(row.last_payout.amount_cents)} on ${formatDay(row.last_payout.paid_on)}`
									: TEXT.never}
							</td>
							<td className={`${cell} text-right`}>
								<Button size="sm" onClick={() => onRecord(row)} aria-label={TEXT.record(nameOf(row.family))}>
									Record payout
								</Button>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</TableFrame>
	);
}

function RecentTable({ recent }: { recent: AdminPayoutsResponse["recent"] }) {
	return (
		<TableFrame label={"Payouts recorded, newest first"}>
			<table className="w-full min-w-[40rem] text-left text-sm">
				<caption className="sr-only">Payouts recorded, newest first</caption>
				<thead className={head}>
					<tr>
						<th scope="col" className={cell}>
							Paid on
						</th>
						<th scope="col" className={cell}>
							Family
						</th>
						<th scope="col" className={numeric}>
							Amount
						</th>
						<th scope="col" className={cell}>
							Reference
						</th>
						<th scope="col" className={cell}>
							Recorded by
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{recent.map((payout) => (
						<tr key={payout.id}>
							<td className={`${cell} whitespace-nowrap`}>{formatDay(payout.paid_on)}</td>
							<td className={cell}>{nameOf(payout.family)}</td>
							<td className={numeric}>{formatUsd(payout.amount_cents)}</td>
							<td className={`${cell} break-all`}>{payout.reference}</td>
							<td className={`${cell} break-all text-ink-600`}>{payout.recorded_by ?? "—"}</td>
						</tr>
					))}
				</tbody>
			</table>
		</TableFrame>
	);
}

function Payouts() {
	const query = usePayouts();
	const [recording, setRecording] = useState<PayoutDue | null>(null);
	if (query.isPending)
		return (
			<LoadingStatus label={TEXT.loading} className="space-y-3">
				<Skeleton className="h-48 w-full rounded-xl" />
				<Skeleton className="h-48 w-full rounded-xl" />
			</LoadingStatus>
		);
	if (query.isError)
		return (
			<LoadErrorNotice
				title={TEXT.loadFailed}
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	const { due, recent, minimum_cents } = query.data;
	return (
		<div className="space-y-8">
			<section aria-labelledby="payouts-due" className="space-y-3">
				<h2 id="payouts-due" className="text-lg font-semibold text-ink-900">
					{TEXT.due}
				</h2>
				{due.length === 0 ? (
					<EmptyPanel icon={Banknote} title={TEXT.noneDue}>
						{TEXT.noneDueHint(minimum_cents)}
					</EmptyPanel>
				) : (
					<DueTable due={due} onRecord={setRecording} />
				)}
			</section>
			<section aria-labelledby="payouts-recent" className="space-y-3">
				<h2 id="payouts-recent" className="text-lg font-semibold text-ink-900">
					{TEXT.recent}
				</h2>
				{recent.length === 0 ? (
					<p className="text-sm text-ink-600">{TEXT.noneRecent}</p>
				) : (
					<RecentTable recent={recent} />
				)}
			</section>
			<RecordPayoutDialog due={recording} onClose={() => setRecording(null)} />
		</div>
	);
}

/** /admin/payouts (issue 27, item 7): the families due a payout, recording one, and the latest payouts. */
export function PayoutsPage() {
	useDocumentTitle(TEXT.title);
	const query = usePayouts();
	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title={TEXT.title}
				description={TEXT.description(query.data?.minimum_cents ?? null)}
				actions={
					<Button
						variant="secondary"
						size="sm"
						onClick={() => void query.refetch()}
						disabled={query.isFetching}
					>
						<RefreshCw aria-hidden="true" className={query.isFetching ? "size-4 animate-spin" : "size-4"} />
						Refresh
					</Button>
				}
			/>
			<Payouts />
		</section>
	);
}

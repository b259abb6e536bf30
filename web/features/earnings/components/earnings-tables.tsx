import type {
	EarningsMonth,
	EarningsPhoto,
	EarningsPhotoRow,
	EarningsSale,
	Payout,
} from "@core/contracts/earnings";
import { earningsApiPaths, monthLabel } from "@core/earnings";
import { formatUsd, LICENSE_LABELS } from "@core/license";
import { Download, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TableFrame } from "@/components/table-frame";
import { formatDate, formatDay } from "@/lib/date-format";
import { photoHref } from "@/lib/paths";

/** The Earnings tab's tables: months with their statements, photos, recent sales, payouts. */

export const TABLE_TEXT = {
	monthsCaption: (year: number) => `Your earnings by month in ${year}, with each month's statement`,
	photosCaption: (year: number) => `What each of your photos earned in ${year}`,
	recentCaption: "Your latest sales and refunds, newest first",
	payoutsCaption: "Money paid to you, newest first",
	removedPhoto: "A photo since removed",
	csv: (month: string) => `CSV statement for ${monthLabel(month)}`,
	pdf: (month: string) => `PDF statement for ${monthLabel(month)} (opens in a new tab)`,
} as const;

const cell = "px-3 py-2.5 align-middle";
const numeric = `${cell} text-right tabular-nums`;
const head = "border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase";
const fileLink =
	"inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-accent-700 hover:bg-cream-100 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600 md:min-h-8";

function Th({ children, right = false }: { children: ReactNode; right?: boolean }) {
	return (
		<th scope="col" className={right ? numeric : cell}>
			{children}
		</th>
	);
}

function PhotoName({ photo }: { photo: EarningsPhoto | null }) {
	if (!photo) return <span className="text-ink-500">{TABLE_TEXT.removedPhoto}</span>;
	return (
		<Link to={photoHref(photo)} className="font-medium text-ink-900 hover:text-accent-700 hover:underline">
			{photo.title || `Photo #${photo.photoid}`}
			<span className="ml-1.5 text-xs font-normal text-ink-500">#{photo.photoid}</span>
		</Link>
	);
}

export function MonthsTable({ year, months }: { year: number; months: readonly EarningsMonth[] }) {
	return (
		<TableFrame label={TABLE_TEXT.monthsCaption(year)}>
			<table className="w-full min-w-[40rem] text-left text-sm">
				<caption className="sr-only">{TABLE_TEXT.monthsCaption(year)}</caption>
				<thead className={head}>
					<tr>
						<Th>Month</Th>
						<Th right>Licences sold</Th>
						<Th right>Earned</Th>
						<Th right>Refunded</Th>
						<Th right>Paid out</Th>
						<Th>Statement</Th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{[...months].reverse().map((m) => (
						<tr key={m.month}>
							<th scope="row" className={`${cell} font-medium text-ink-900`}>
								{monthLabel(m.month)}
							</th>
							<td className={numeric}>
								{m.sales}
								{m.refunds > 0 && <span className="text-ink-500"> ({m.refunds} refunded)</span>}
							</td>
							<td className={numeric}>{formatUsd(m.earned_cents)}</td>
							<td className={numeric}>{m.refunded_cents > 0 ? formatUsd(-m.refunded_cents) : "—"}</td>
							<td className={numeric}>{m.paid_out_cents > 0 ? formatUsd(m.paid_out_cents) : "—"}</td>
							<td className={`${cell} whitespace-nowrap`}>
								<a href={earningsApiPaths.statementCsv(m.month)} download className={fileLink}>
									<Download aria-hidden="true" className="size-4" />
									<span aria-hidden="true">CSV</span>
									<span className="sr-only">{TABLE_TEXT.csv(m.month)}</span>
								</a>
								<a
									href={earningsApiPaths.statementPdf(m.month)}
									target="_blank"
									rel="noopener"
									className={fileLink}
								>
									<FileText aria-hidden="true" className="size-4" />
									<span aria-hidden="true">PDF</span>
									<span className="sr-only">{TABLE_TEXT.pdf(m.month)}</span>
								</a>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</TableFrame>
	);
}

export function PhotosTable({ year, photos }: { year: number; photos: readonly EarningsPhotoRow[] }) {
	return (
		<TableFrame label={TABLE_TEXT.photosCaption(year)}>
			<table className="w-full min-w-[28rem] text-left text-sm">
				<caption className="sr-only">{TABLE_TEXT.photosCaption(year)}</caption>
				<thead className={head}>
					<tr>
						<Th>Photo</Th>
						<Th right>Licences</Th>
						<Th right>Earned</Th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{photos.map((row, i) => (
						<tr key={row.photo?.id ?? `removed-${i}`}>
							<td className={cell}>
								<div className="flex items-center gap-3">
									{row.photo?.thumbnail_url ? (
										<img
											src={row.photo.thumbnail_url}
											alt=""
											loading="lazy"
											className="size-12 shrink-0 rounded-sm bg-cream-100 object-cover"
										/>
									) : (
										<div aria-hidden="true" className="size-12 shrink-0 rounded-sm bg-cream-100" />
									)}
									<PhotoName photo={row.photo} />
								</div>
							</td>
							<td className={numeric}>{row.licences}</td>
							<td className={numeric}>{formatUsd(row.earned_cents)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</TableFrame>
	);
}

export function RecentSales({ sales }: { sales: readonly EarningsSale[] }) {
	return (
		<TableFrame label={TABLE_TEXT.recentCaption}>
			<table className="w-full min-w-[40rem] text-left text-sm">
				<caption className="sr-only">{TABLE_TEXT.recentCaption}</caption>
				<thead className={head}>
					<tr>
						<Th>Date</Th>
						<Th>Photo</Th>
						<Th>Licensed for</Th>
						<Th right>Buyer paid</Th>
						<Th right>Your share</Th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{sales.map((sale) => (
						<tr key={sale.id}>
							<td className={`${cell} whitespace-nowrap`}>{formatDate(sale.date)}</td>
							<td className={cell}>
								<PhotoName photo={sale.photo} />
							</td>
							<td className={cell}>
								{LICENSE_LABELS[sale.license_type].name}
								{sale.kind === "refund" && (
									<span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800">
										Refunded
									</span>
								)}
							</td>
							<td className={numeric}>{formatUsd(sale.line_paid_cents)}</td>
							<td className={numeric}>
								{formatUsd(sale.amount_cents)}
								<span className="sr-only"> ({sale.percent}%)</span>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</TableFrame>
	);
}

export function PayoutsTable({ payouts }: { payouts: readonly Payout[] }) {
	return (
		<TableFrame label={TABLE_TEXT.payoutsCaption}>
			<table className="w-full min-w-[20rem] text-left text-sm">
				<caption className="sr-only">{TABLE_TEXT.payoutsCaption}</caption>
				<thead className={head}>
					<tr>
						<Th>Paid on</Th>
						<Th right>Amount</Th>
						<Th>Reference</Th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{payouts.map((payout) => (
						<tr key={payout.id}>
							<td className={`${cell} whitespace-nowrap`}>{formatDay(payout.paid_on)}</td>
							<td className={numeric}>{formatUsd(payout.amount_cents)}</td>
							<td className={`${cell} break-all`}>{payout.reference}</td>
						</tr>
					))}
				</tbody>
			</table>
		</TableFrame>
	);
}

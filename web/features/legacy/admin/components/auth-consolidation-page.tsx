import type { LegacyAccount, LegacyAccountsResponse } from "@core/contracts/legacy";
import { CircleCheck, Clock, Users } from "lucide-react";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLegacyAccounts } from "../api/get-legacy-accounts";

export const NO_LEGACY_ACCOUNTS = "No legacy accounts have been imported.";
export const IMPORT_COMMAND = "npm run cli -- import-legacy-users FILE.csv";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function formatDate(iso: string, format: Intl.DateTimeFormat = dateFormat): string {
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

export function migrationStatus(account: LegacyAccount): string {
	return account.migrated_at ? `Migrated on ${formatDate(account.migrated_at)}` : "Awaiting migration";
}

function Totals({ data }: { data: LegacyAccountsResponse }) {
	const awaiting = data.total - data.migrated;
	const percent = data.total > 0 ? Math.round((data.migrated / data.total) * 100) : 0;
	const items = [
		{ label: "Legacy accounts", value: data.total },
		{ label: "Migrated", value: data.migrated },
		{ label: "Awaiting migration", value: awaiting },
	];
	return (
		<div>
			<dl className="grid grid-cols-3 gap-3">
				{items.map((item) => (
					<div
						key={item.label}
						className="rounded-lg border border-ink-900/10 bg-cream-50 px-4 py-3 shadow-card"
					>
						<dt className="text-xs font-medium text-ink-500 sm:text-sm">{item.label}</dt>
						<dd className="mt-1 font-display text-2xl font-semibold text-ink-900 sm:text-3xl">
							{item.value}
						</dd>
					</div>
				))}
			</dl>
			<div className="mt-4 flex items-center gap-3 text-sm text-ink-600">
				<div
					role="progressbar"
					aria-label="Migration progress"
					aria-valuemin={0}
					aria-valuemax={100}
					aria-valuenow={percent}
					className="h-2 flex-1 overflow-hidden rounded-full bg-cream-300/60"
				>
					<div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
				</div>
				<span>{percent}% migrated</span>
			</div>
		</div>
	);
}

const COLUMNS = ["Email", "Name", "Imported", "Status", "Reset email last sent"];

function AccountsTable({ accounts }: { accounts: LegacyAccount[] }) {
	return (
		<div className="overflow-x-auto rounded-xl border border-ink-900/10 bg-cream-50 shadow-card">
			<table className="w-full min-w-[44rem] text-left text-sm">
				<caption className="sr-only">Legacy accounts and their migration status</caption>
				<thead className="border-b border-ink-900/10 bg-cream-200/50 text-xs tracking-wide text-ink-600 uppercase">
					<tr>
						{COLUMNS.map((column) => (
							<th key={column} scope="col" className="px-4 py-3 font-semibold">
								{column}
							</th>
						))}
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{accounts.map((account) => {
						const name = [account.first_name, account.last_name].filter(Boolean).join(" ");
						return (
							<tr key={account.user_id} className="hover:bg-cream-100/70">
								<th scope="row" className="px-4 py-3 font-medium break-all text-ink-900">
									{account.email}
								</th>
								<td className="px-4 py-3 text-ink-700">{name || "—"}</td>
								<td className="px-4 py-3 whitespace-nowrap text-ink-700">
									{formatDate(account.imported_at)}
								</td>
								<td className="px-4 py-3">
									<span
										className={cn(
											"inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap",
											account.migrated_at
												? "bg-emerald-50 text-emerald-800"
												: "bg-mustard-300/25 text-ink-800",
										)}
									>
										{account.migrated_at ? (
											<CircleCheck aria-hidden="true" className="size-3.5" />
										) : (
											<Clock aria-hidden="true" className="size-3.5" />
										)}
										{migrationStatus(account)}
									</span>
								</td>
								<td className="px-4 py-3 whitespace-nowrap text-ink-700">
									{account.last_reset_sent_at
										? formatDate(account.last_reset_sent_at, dateTimeFormat)
										: "Never"}
								</td>
							</tr>
						);
					})}
				</tbody>
			</table>
		</div>
	);
}

function EmptyState() {
	return (
		<div className="flex flex-col items-center rounded-xl border border-dashed border-ink-900/15 px-4 py-14 text-center">
			<span className="mb-4 flex size-12 items-center justify-center rounded-full bg-cream-200 text-ink-500">
				<Users aria-hidden="true" className="size-6" />
			</span>
			<p className="font-display text-xl text-ink-800">{NO_LEGACY_ACCOUNTS}</p>
			<p className="mt-2 max-w-md text-ink-600">
				Import the old site's users from a CSV file with the columns email, first name and last name:
			</p>
			<code className="mt-3 rounded-md bg-ink-900 px-3 py-2 font-mono text-sm break-all text-cream-50">
				{IMPORT_COMMAND}
			</code>
		</div>
	);
}

function PageBody() {
	const { data, isPending, isError, refetch, isRefetching } = useLegacyAccounts();
	if (isPending) {
		return (
			<LoadingStatus label="Loading legacy accounts…" className="space-y-4">
				<div className="grid grid-cols-3 gap-3">
					<Skeleton className="h-20 rounded-lg" />
					<Skeleton className="h-20 rounded-lg" />
					<Skeleton className="h-20 rounded-lg" />
				</div>
				<Skeleton className="h-64 rounded-xl" />
			</LoadingStatus>
		);
	}
	if (isError) {
		return (
			<LoadErrorNotice
				title="We could not load the legacy accounts."
				onRetry={() => refetch()}
				retrying={isRefetching}
			/>
		);
	}
	if (data.accounts.length === 0) return <EmptyState />;
	return (
		<div className="space-y-6">
			<Totals data={data} />
			<AccountsTable accounts={data.accounts} />
		</div>
	);
}

/**
 * /admin/auth-consolidation: accounts imported from the old WordPress site and whether each
 * has set a password here (migrated) yet.
 */
export function AuthConsolidationPage() {
	useDocumentTitle("Account consolidation");
	return (
		<section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Account consolidation"
				description="Accounts from the old site sign in here once they set a password. Their first password sign-in emails them a link to do so."
			/>
			<PageBody />
		</section>
	);
}

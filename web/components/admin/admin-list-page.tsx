import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { PageNav } from "@/components/page-nav";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, LoadingStatus, UpdatingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { UrlSearchField } from "@/components/url-search-field";
import { searchOf, withPage, withSearch } from "@/lib/list-params";
import { useDocumentTitle } from "@/lib/use-document-title";

/** What every paged admin list answers besides its rows. */
type ListPage = { page: number; page_size: number; total: number };

/** '1 event', '12 events'. */
export function countText(n: number, [one, many]: readonly [string, string]): string {
	return `${n} ${n === 1 ? one : many}`;
}

/** 'Showing 51–100 of 123 events' for a page of `shown` rows, or just the count without rows. */
export function listRangeText(
	{ page, page_size, total }: ListPage,
	shown: number,
	noun: readonly [string, string],
): string {
	if (total === 0 || shown === 0) return countText(total, noun);
	const first = (page - 1) * page_size + 1;
	return `Showing ${first}–${first + shown - 1} of ${countText(total, noun)}`;
}

/** A list's rows while they load, announced by `label`; `rowClassName` gives each its height. */
export function AdminListSkeleton({
	label,
	rows,
	rowClassName,
}: {
	label: string;
	rows: number;
	rowClassName: string;
}) {
	return (
		<LoadingStatus label={label} className="space-y-2">
			{Array.from({ length: rows }, (_, row) => row).map((row) => (
				<Skeleton key={row} className={rowClassName} />
			))}
		</LoadingStatus>
	);
}

/**
 * An admin list screen: its heading with the 'New …' button, the search box kept in the URL,
 * then the list (and whatever the page opens around it).
 */
export function AdminListPage({
	title,
	description,
	newLabel,
	newIcon: NewIcon,
	onNew,
	search,
	children,
}: {
	title: string;
	description: string;
	newLabel: string;
	newIcon: LucideIcon;
	onNew: () => void;
	search: { id: string; label: string; placeholder: string; value: string };
	children: ReactNode;
}) {
	useDocumentTitle(title);
	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title={title}
				description={description}
				actions={
					<Button onClick={onNew}>
						<NewIcon aria-hidden="true" className="size-4" />
						{newLabel}
					</Button>
				}
			/>
			<div className="mb-4">
				<UrlSearchField
					value={search.value}
					write={withSearch}
					id={search.id}
					label={search.label}
					maxLength={200}
					placeholder={search.placeholder}
					className="w-full sm:max-w-md"
				/>
			</div>
			{children}
		</section>
	);
}

/**
 * One page of a searchable admin list in each of its states: a skeleton while it loads, a retry
 * when it fails, a first-record button when there are none, a way back when a search or a page
 * finds nothing; else its range, its rows and the links to the other pages.
 */
export function AdminListStates<D extends ListPage>({
	query,
	search,
	shownOf,
	noun,
	loading,
	errorTitle,
	empty,
	noMatchesTitle,
	children,
}: {
	query: UseQueryResult<D>;
	/** The search the list was asked for ("" for none). */
	search: string;
	/** How many rows the answer holds. */
	shownOf: (data: D) => number;
	/** The record's name, one and many: 'event', 'events'. */
	noun: readonly [string, string];
	/** The skeleton: its status label, how many rows and each one's classes (their height). */
	loading: { label: string; rows: number; rowClassName: string };
	errorTitle: string;
	/** What shows when there are no records at all, with the button that makes the first one. */
	empty: { title: string; action: string; onAction: () => void };
	noMatchesTitle: string;
	children: (data: D) => ReactNode;
}) {
	const [searchParams, setSearchParams] = useSearchParams();

	if (query.isPending) return <AdminListSkeleton {...loading} />;
	if (query.isError) {
		return (
			<LoadErrorNotice title={errorTitle} onRetry={() => void query.refetch()} retrying={query.isFetching} />
		);
	}
	const data = query.data;
	if (data.total === 0 && !search) {
		return (
			<EmptyState
				title={empty.title}
				hint={
					<Button variant="secondary" size="sm" onClick={empty.onAction}>
						{empty.action}
					</Button>
				}
			/>
		);
	}
	const shown = shownOf(data);
	return (
		<>
			<UpdatingStatus updating={query.isPlaceholderData} className="mb-3">
				{listRangeText(data, shown, noun)}
			</UpdatingStatus>
			{shown === 0 ? (
				<EmptyState
					title={data.total === 0 ? noMatchesTitle : "This page is empty"}
					hint={
						<Button
							variant="secondary"
							size="sm"
							onClick={() =>
								setSearchParams(data.total === 0 ? withSearch(searchParams, "") : withPage(searchParams, 1))
							}
						>
							{data.total === 0 ? "Clear the search" : "Go to the first page"}
						</Button>
					}
				/>
			) : (
				<>
					{children(data)}
					<PageNav
						label={`Pages of ${noun[1]}`}
						page={data.page}
						total={data.total}
						pageSize={data.page_size}
						searchOf={(page) => searchOf(withPage(searchParams, page))}
					/>
				</>
			)}
		</>
	);
}

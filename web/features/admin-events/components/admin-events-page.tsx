import type { AdminEventListResponse } from "@core/contracts/admin-curation";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { PageNav } from "@/components/page-nav";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, LoadingStatus, UpdatingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { UrlSearchField } from "@/components/url-search-field";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAdminEvents } from "../api/get-events";
import {
	type EventListState,
	eventListQueryOf,
	parseEventList,
	searchOf,
	withOpenEvent,
	withPage,
	withSearch,
	withSort,
} from "../lib/event-list-params";
import { EventFormDialog } from "./event-form-dialog";
import { EventPanel } from "./event-panel";
import { EventsTable } from "./events-table";

export const NO_EVENTS = "No events yet";
export const noMatchesText = (q: string) => `No events match "${q}"`;

const eventsText = (n: number) => `${n} ${n === 1 ? "event" : "events"}`;

/** 'Showing 51–100 of 123 events'. */
export function rangeText({ page, page_size, total, events }: AdminEventListResponse): string {
	if (total === 0 || events.length === 0) return eventsText(total);
	const first = (page - 1) * page_size + 1;
	return `Showing ${first}–${first + events.length - 1} of ${eventsText(total)}`;
}

function EventsSkeleton() {
	return (
		<LoadingStatus label="Loading events…" className="space-y-2">
			{[0, 1, 2, 3, 4, 5].map((i) => (
				<Skeleton key={i} className="h-12 w-full" />
			))}
		</LoadingStatus>
	);
}

function EventsContent({ state, onNew }: { state: EventListState; onNew: () => void }) {
	const [searchParams, setSearchParams] = useSearchParams();
	const query = useAdminEvents(eventListQueryOf(state));

	if (query.isPending) return <EventsSkeleton />;
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the events."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	const data = query.data;
	if (data.total === 0 && !state.q) {
		return (
			<EmptyState
				title={NO_EVENTS}
				hint={
					<Button variant="secondary" size="sm" onClick={onNew}>
						Create the first event
					</Button>
				}
			/>
		);
	}
	return (
		<>
			<UpdatingStatus updating={query.isPlaceholderData} className="mb-3">
				{rangeText(data)}
			</UpdatingStatus>
			{data.events.length === 0 ? (
				<EmptyState
					title={data.total === 0 ? noMatchesText(state.q) : "This page is empty"}
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
					<EventsTable
						events={data.events}
						state={state}
						onSort={(sort) => setSearchParams((current) => withSort(current, state, sort))}
						onOpen={(id) => setSearchParams((current) => withOpenEvent(current, id))}
					/>
					<PageNav
						label="Pages of events"
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

/**
 * /admin/events: every event with its photo counts, searchable, sortable and paged (the URL
 * keeps all of it and the open event); new events, renames, merges and photos here.
 */
export function AdminEventsPage() {
	useDocumentTitle("Events");
	const [searchParams, setSearchParams] = useSearchParams();
	const state = parseEventList(searchParams);
	const [creating, setCreating] = useState(false);
	// An event opened from this page takes focus once it shows; one opened by a shared link does not.
	const [focusOpened, setFocusOpened] = useState(false);
	const open = (id: string | null) => {
		setSearchParams((current) => withOpenEvent(current, id));
		setFocusOpened(id !== null);
	};

	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Events"
				description="Named occasions the photos show: weddings, fairs, holidays. Merge two names of the same event into one."
				actions={
					<Button onClick={() => setCreating(true)}>
						<CalendarPlus aria-hidden="true" className="size-4" />
						New event
					</Button>
				}
			/>
			<div className="mb-4">
				<UrlSearchField
					value={state.q}
					write={withSearch}
					id="event-search"
					label="Search events"
					maxLength={200}
					placeholder="Event name"
					className="w-full sm:max-w-md"
				/>
			</div>
			<div className="space-y-6">
				{state.event && (
					<EventPanel
						key={state.event}
						id={state.event}
						focusOnShow={focusOpened}
						onClose={() => open(null)}
						onMoved={open}
					/>
				)}
				<EventsContent state={state} onNew={() => setCreating(true)} />
			</div>
			<EventFormDialog
				open={creating}
				onClose={() => setCreating(false)}
				onSaved={(event) => {
					setCreating(false);
					open(event.id);
				}}
			/>
		</section>
	);
}

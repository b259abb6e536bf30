import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminListPage, AdminListStates } from "@/components/admin/admin-list-page";
import { useAdminEvents } from "../api/get-events";
import {
	type EventListState,
	eventListQueryOf,
	parseEventList,
	withOpenEvent,
	withSort,
} from "../lib/event-list-params";
import { EventFormDialog } from "./event-form-dialog";
import { EventPanel } from "./event-panel";
import { EventsTable } from "./events-table";

export const NO_EVENTS = "No events yet";
export const noMatchesText = (q: string) => `No events match "${q}"`;

function EventsContent({ state, onNew }: { state: EventListState; onNew: () => void }) {
	const [, setSearchParams] = useSearchParams();
	const query = useAdminEvents(eventListQueryOf(state));
	return (
		<AdminListStates
			query={query}
			search={state.q}
			shownOf={(data) => data.events.length}
			noun={["event", "events"]}
			loading={{ label: "Loading events…", rows: 6, rowClassName: "h-12 w-full" }}
			errorTitle="We could not load the events."
			empty={{ title: NO_EVENTS, action: "Create the first event", onAction: onNew }}
			noMatchesTitle={noMatchesText(state.q)}
		>
			{(data) => (
				<EventsTable
					events={data.events}
					state={state}
					onSort={(sort) => setSearchParams((current) => withSort(current, state, sort))}
					onOpen={(id) => setSearchParams((current) => withOpenEvent(current, id))}
				/>
			)}
		</AdminListStates>
	);
}

/**
 * /admin/events: every event with its photo counts, searchable, sortable and paged (the URL
 * keeps all of it and the open event); new events, renames, merges and photos here.
 */
export function AdminEventsPage() {
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
		<AdminListPage
			title="Events"
			description="Named occasions the photos show: weddings, fairs, holidays. Merge two names of the same event into one."
			newLabel="New event"
			newIcon={CalendarPlus}
			onNew={() => setCreating(true)}
			search={{ id: "event-search", label: "Search events", placeholder: "Event name", value: state.q }}
		>
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
		</AdminListPage>
	);
}

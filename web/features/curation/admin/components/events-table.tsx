import type { AdminEvent, EventSort } from "@core/contracts/curation";
import { SortHeader } from "@/components/admin/sort-header";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/date-format";
import type { EventListState } from "../lib/event-list-params";

const cell = "px-3 py-3 align-middle";

/** The events of one page; a name opens the event below the list. Scrolls sideways on phones. */
export function EventsTable({
	events,
	state,
	onSort,
	onOpen,
}: {
	events: AdminEvent[];
	state: EventListState;
	onSort: (sort: EventSort) => void;
	onOpen: (id: string) => void;
}) {
	const sortProps = { state, onSort };
	return (
		<div className="overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-card">
			<table aria-label="Events" className="w-full min-w-[36rem] text-left text-sm">
				<thead className="border-b border-ink-900/10 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
					<tr>
						<SortHeader sort="name" {...sortProps}>
							Name
						</SortHeader>
						<SortHeader sort="photos" end {...sortProps}>
							Photos (live / all)
						</SortHeader>
						<SortHeader sort="created" {...sortProps}>
							Created
						</SortHeader>
						<th scope="col" className={cell}>
							Updated
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-ink-900/10">
					{events.map((event) => {
						const open = state.event === event.id;
						return (
							<tr key={event.id} className={cn("hover:bg-cream-50", open && "bg-accent-50")}>
								<th scope="row" className={cn(cell, "font-medium")}>
									<button
										type="button"
										aria-current={open ? "true" : undefined}
										onClick={() => onOpen(event.id)}
										className="rounded-sm text-left break-words text-ink-900 underline-offset-4 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
									>
										{event.name}
									</button>
									{event.description && (
										<span className="line-clamp-1 block text-xs font-normal text-ink-500">
											{event.description}
										</span>
									)}
								</th>
								<td className={cn(cell, "text-right whitespace-nowrap tabular-nums")}>
									{event.live_count} / {event.photo_count}
								</td>
								<td className={cn(cell, "whitespace-nowrap text-ink-700")}>{formatDate(event.created_at)}</td>
								<td className={cn(cell, "whitespace-nowrap text-ink-700")}>{formatDate(event.updated_at)}</td>
							</tr>
						);
					})}
				</tbody>
			</table>
		</div>
	);
}

import { useState } from "react";
import { SearchInput } from "@/components/search-input";
import { FieldError } from "@/components/ui/field";
import { useEventChoices } from "../api/lookups";

/** Beyond this many events a filter box helps find one. */
const FILTER_FROM = 8;

/** The events a photo shows, ticked from every event (and those it already has). */
export function EventsField({
	value,
	onChange,
	known,
	error,
}: {
	value: readonly string[];
	onChange: (ids: string[]) => void;
	/** The photo's own events, named even if the list does not load. */
	known: ReadonlyArray<{ id: string; name: string }>;
	error?: string | null;
}) {
	const events = useEventChoices();
	const [filter, setFilter] = useState("");
	const byId = new Map<string, string>();
	for (const event of known) byId.set(event.id, event.name);
	for (const event of events.data?.events ?? []) byId.set(event.id, event.name);
	const all = [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
	const words = filter.trim().toLowerCase();
	const shown = words
		? all.filter((event) => value.includes(event.id) || event.name.toLowerCase().includes(words))
		: all;

	return (
		<fieldset id="photo-event_ids" aria-describedby={error ? "photo-event_ids-error" : undefined}>
			<legend className="mb-1.5 text-sm font-medium text-ink-800">Events</legend>
			{all.length > FILTER_FROM && (
				<SearchInput
					id="photo-event-filter"
					label="Find an event"
					value={filter}
					onChange={setFilter}
					className="mb-2"
				/>
			)}
			{events.isPending && all.length === 0 && <p className="text-sm text-ink-500">Loading events…</p>}
			{events.isError && (
				<p className="text-sm text-ink-600">
					The list of events could not load; the photo's own events are shown.
				</p>
			)}
			{!events.isPending && all.length === 0 && (
				<p className="text-sm text-ink-500">There are no events yet.</p>
			)}
			<ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border border-ink-900/10 p-2 sm:grid-cols-2 empty:hidden">
				{shown.map((event) => (
					<li key={event.id}>
						<label className="flex min-h-9 items-center gap-2 rounded-sm px-1 text-sm text-ink-800 hover:bg-cream-100">
							<input
								type="checkbox"
								checked={value.includes(event.id)}
								onChange={(change) =>
									onChange(
										change.target.checked ? [...value, event.id] : value.filter((id) => id !== event.id),
									)
								}
								className="size-4 accent-accent-600"
							/>
							{event.name}
						</label>
					</li>
				))}
			</ul>
			{error && <FieldError id="photo-event_ids-error">{error}</FieldError>}
		</fieldset>
	);
}

import { CoverCard } from "@/components/cover-card";
import { CoverGridPage } from "@/components/cover-grid-page";
import { eventPhotosUrl } from "@/lib/paths";
import { useEvents } from "../api/get-events";

/** /events: every event with its photo count and a cover; each opens its photos in search. */
export function EventsPage() {
	const events = useEvents();
	return (
		<CoverGridPage
			title="Events"
			description="Birthdays, holidays, weddings and days out: snapshots by occasion."
			noun="events"
			query={events}
			items={events.data?.events}
			renderCard={(event) => (
				<CoverCard
					to={eventPhotosUrl(event.id)}
					title={event.name}
					count={event.photo_count}
					cover={event.cover}
				/>
			)}
		/>
	);
}

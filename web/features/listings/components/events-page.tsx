import { useEvents } from "@/api/listings/events-query";
import { CoverCard } from "@/components/cover-card";
import { CoverGridPage } from "@/components/cover-grid-page";
import { eventPhotosUrl } from "@/lib/paths";
import { trackEvent } from "@/lib/tracking/tracker";

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
				// The card is one link: its click (Enter on it included) bubbles here and records an
				// event_click while the link navigates.
				// biome-ignore lint/a11y/noStaticElementInteractions: listens to the link inside, adds no control
				// biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the link inside is a click already
				<div className="h-full" onClick={() => trackEvent(event.id)}>
					<CoverCard
						to={eventPhotosUrl(event.id)}
						title={event.name}
						count={event.photo_count}
						cover={event.cover}
					/>
				</div>
			)}
		/>
	);
}

import type { ReactNode } from "react";
import { CoverCard, CoverGridSkeleton, coverGridClasses } from "@/components/cover-card";
import { PageHeading } from "@/components/page-heading";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { eventPhotosUrl } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useEvents } from "../api/get-events";

const TITLE = "Events";

/** /events: every event with its photo count and a cover; each opens its photos in search. */
export function EventsPage() {
	useDocumentTitle(TITLE);
	const events = useEvents();

	let body: ReactNode;
	if (events.isPending) {
		body = (
			<LoadingStatus label="Loading events…">
				<CoverGridSkeleton />
			</LoadingStatus>
		);
	} else if (events.isError) {
		body = (
			<LoadErrorNotice
				title="We could not load the events."
				onRetry={() => void events.refetch()}
				retrying={events.isFetching}
			/>
		);
	} else if (events.data.events.length === 0) {
		body = <EmptyState title="No events yet." hint="Check back soon as our collection grows!" />;
	} else {
		body = (
			<ul className={coverGridClasses} aria-label="Events">
				{events.data.events.map((event) => (
					<li key={event.id}>
						<CoverCard
							to={eventPhotosUrl(event.id)}
							title={event.name}
							count={event.photo_count}
							cover={event.cover}
						/>
					</li>
				))}
			</ul>
		);
	}

	return (
		<ListingSection>
			<PageHeading
				eyebrow="Browse"
				title={TITLE}
				description="Birthdays, holidays, weddings and days out: snapshots by occasion."
			/>
			{body}
		</ListingSection>
	);
}

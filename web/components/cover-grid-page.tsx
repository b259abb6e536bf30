import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { CoverGridSkeleton, coverGridClasses } from "@/components/cover-card";
import { PageHeading } from "@/components/page-heading";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * A browse page of cover cards (/events, /collections): heading, then loading, error, empty or
 * the grid. `noun` names the items in the texts ("events" → 'Loading events…').
 */
export function CoverGridPage<T extends { id: string }>({
	title,
	description,
	noun,
	query,
	items,
	renderCard,
}: {
	title: string;
	description: string;
	noun: string;
	query: UseQueryResult<unknown>;
	items: readonly T[] | undefined;
	renderCard: (item: T) => ReactNode;
}) {
	useDocumentTitle(title);

	let body: ReactNode;
	if (query.isPending) {
		body = (
			<LoadingStatus label={`Loading ${noun}…`}>
				<CoverGridSkeleton />
			</LoadingStatus>
		);
	} else if (query.isError || !items) {
		body = (
			<LoadErrorNotice
				title={`We could not load the ${noun}.`}
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	} else if (items.length === 0) {
		body = <EmptyState title={`No ${noun} yet.`} hint="Check back soon as our collection grows!" />;
	} else {
		body = (
			<ul className={coverGridClasses} aria-label={title}>
				{items.map((item) => (
					<li key={item.id}>{renderCard(item)}</li>
				))}
			</ul>
		);
	}

	return (
		<ListingSection>
			<PageHeading eyebrow="Browse" title={title} description={description} />
			{body}
		</ListingSection>
	);
}

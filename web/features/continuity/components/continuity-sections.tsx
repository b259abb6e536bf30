import { CONTINUITY_TEXT } from "@core/continuity";
import type { PhotoContinuity } from "@core/contracts/continuity";
import type { PhotoSummary } from "@core/contracts/photos";
import { formatCount } from "@core/listing-text";
import { Link } from "react-router";
import { useSession } from "@/api/auth/session";
import { GridSkeleton } from "@/components/photo-listing/grid-states";
import { PhotoGrid } from "@/components/photo-listing/photo-grid";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { buttonClasses } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { usePhotoContinuity } from "../api/get-photo-continuity";

/** The builder with a family chosen (`?family=`). */
export function continuityBuilderUrl(familyId: string): string {
	return `${paths.continuity}?${new URLSearchParams({ family: familyId })}`;
}

type List = PhotoContinuity["same_people"];

function ListSection({
	id,
	heading,
	label,
	empty,
	list,
	signedIn,
	action,
}: {
	id: string;
	heading: string;
	label: string;
	empty: string;
	list: List;
	signedIn: boolean;
	action?: React.ReactNode;
}) {
	return (
		<section aria-labelledby={id} className="grid gap-3">
			<div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
				<h2 id={id} className="font-display text-2xl text-ink-900">
					{heading}
				</h2>
				{action}
			</div>
			{list.photos.length === 0 ? (
				<p className="text-ink-600">{empty}</p>
			) : (
				<>
					{list.total > list.photos.length && (
						<p className="text-sm text-ink-600">
							{`Showing the first ${list.photos.length} of ${formatCount(list.total)}, oldest decade first.`}
						</p>
					)}
					<PhotoGrid label={label} photos={list.photos} signedIn={signedIn} />
				</>
			)}
		</section>
	);
}

/**
 * The photo page's continuity sections (issue 30, the PhotoSections slot): "Same people, other
 * years" (its people on other photos, aliases followed, oldest decade first) with a link to build
 * a set from the photo's family, and "Same family" (the family's photos sharing its events).
 * Hidden when both lists are empty: a photo with no known people or events has nothing to offer.
 */
export function ContinuitySections({ photo }: { photo: PhotoSummary }) {
	const { user } = useSession();
	const query = usePhotoContinuity(photo.id);
	const headingId = `continuity-${photo.id}`;

	if (query.isPending) {
		return (
			<div className="mt-10">
				<LoadingStatus label={CONTINUITY_TEXT.loading}>
					<GridSkeleton />
				</LoadingStatus>
			</div>
		);
	}
	if (query.isError) {
		// A photo that is not live (or gone) has no continuity: its page says so already.
		if (query.error instanceof ApiError && query.error.status === 404) return null;
		return (
			<div className="mt-10">
				<LoadErrorNotice
					title={CONTINUITY_TEXT.loadFailed}
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			</div>
		);
	}
	const { same_people, same_family, family } = query.data;
	if (same_people.total === 0 && same_family.total === 0) return null;
	return (
		<div className="mt-10 grid gap-10" data-testid="continuity-sections">
			<ListSection
				id={`${headingId}-people`}
				heading={CONTINUITY_TEXT.samePeopleHeading}
				label={CONTINUITY_TEXT.samePeopleLabel}
				empty={CONTINUITY_TEXT.samePeopleEmpty}
				list={same_people}
				signedIn={user !== null}
				action={
					<Link
						to={continuityBuilderUrl(family.id)}
						className={buttonClasses({ variant: "secondary", size: "sm" })}
					>
						{CONTINUITY_TEXT.buildFromFamily}
					</Link>
				}
			/>
			<ListSection
				id={`${headingId}-family`}
				heading={CONTINUITY_TEXT.sameFamilyHeading}
				label={CONTINUITY_TEXT.sameFamilyLabel}
				empty={CONTINUITY_TEXT.sameFamilyEmpty}
				list={same_family}
				signedIn={user !== null}
			/>
		</div>
	);
}

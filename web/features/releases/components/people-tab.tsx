import type { FamilyPerson } from "@core/contracts/releases";
import { ScanFace, SearchX } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { usePhotoFaces } from "../api/faces";
import { usePersons } from "../api/persons";
import { useRights } from "../api/releases";
import { FaceEditor } from "./face-editor";
import { PeopleList } from "./people-list";
import { PhotoPicker } from "./photo-picker";
import { RightsForm } from "./rights-form";

const PHOTO_PARAM = "photo";

function Loading({ label }: { label: string }) {
	return (
		<LoadingStatus label={label} className="space-y-3">
			<Skeleton className="h-8 w-64 max-w-full" />
			<Skeleton className="aspect-[3/2] w-full rounded-lg" />
		</LoadingStatus>
	);
}

function PhotoRights({ photoId }: { photoId: string }) {
	const query = useRights(photoId);
	if (query.isPending) return <Loading label="Loading the rights statement…" />;
	if (query.isError)
		return (
			<LoadErrorNotice
				title="We could not load the rights statement."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	return (
		<RightsForm key={query.data.rights?.updated_at ?? "new"} photoId={photoId} rights={query.data.rights} />
	);
}

/** The chosen photo: its faces to mark, and the family's rights to it. */
function PhotoWork({ photoId, persons }: { photoId: string; persons: FamilyPerson[] }) {
	const query = usePhotoFaces(photoId);
	if (query.isPending) return <Loading label="Loading the photo's faces…" />;
	if (query.isError) {
		if (query.error instanceof ApiError && query.error.status === 404)
			return (
				<EmptyPanel icon={SearchX} title="Photo not found">
					It may have been withdrawn. Choose another photo above.
				</EmptyPanel>
			);
		return (
			<LoadErrorNotice
				title="We could not load this photo's faces."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	return (
		<div className="space-y-8">
			<div>
				<h3 className="mb-3 text-lg font-semibold break-words text-ink-900">
					Who is in “{query.data.photo.title}”?
				</h3>
				<FaceEditor data={query.data} persons={persons} />
			</div>
			<div>
				<h3 className="mb-1 text-lg font-semibold text-ink-900">Your rights to this photo</h3>
				<p className="mb-4 text-sm text-ink-600">
					Owning a print is not owning its copyright: tell us who took the photo and how it came to your
					family.
				</p>
				<PhotoRights photoId={photoId} />
			</div>
		</div>
	);
}

/**
 * The People and releases tab of /family (issue 27, item 5): pick a photo, draw a box around each
 * face and say who it is (or that nobody could recognise them), state the family's rights to the
 * photo; below, the family's people with where each release stands and the three ways to get one.
 */
export function PeopleTab() {
	const [params, setParams] = useSearchParams();
	const photoId = params.get(PHOTO_PARAM);
	const persons = usePersons();
	const pick = (id: string) =>
		setParams(
			(current) => {
				const next = new URLSearchParams(current);
				next.set(PHOTO_PARAM, id);
				return next;
			},
			{ replace: true },
		);
	const people = persons.data?.persons ?? [];
	return (
		<div className="space-y-10">
			<section aria-labelledby="people-photos-heading" className="space-y-4">
				<div>
					<h2 id="people-photos-heading" className="text-xl font-semibold text-ink-900">
						Mark the people in your photos
					</h2>
					<p className="text-sm text-ink-600">
						Everyone who can be recognised needs a release before a photo can be licensed. Names stay private:
						buyers only ever see a role such as “Woman, 30s”.
					</p>
				</div>
				<PhotoPicker selected={photoId} onPick={pick} />
				{photoId ? (
					<PhotoWork key={photoId} photoId={photoId} persons={people} />
				) : (
					<EmptyPanel icon={ScanFace} title="Choose a photo">
						Pick one of your photos above to draw its faces and say who they are.
					</EmptyPanel>
				)}
			</section>
			<section aria-labelledby="people-list-heading" className="space-y-3">
				<h2 id="people-list-heading" className="text-xl font-semibold text-ink-900">
					People and releases
				</h2>
				{persons.isPending ? (
					<LoadingStatus label="Loading your people…" className="space-y-3">
						<Skeleton className="h-24 w-full" />
						<Skeleton className="h-24 w-full" />
					</LoadingStatus>
				) : persons.isError ? (
					<LoadErrorNotice
						title="We could not load your people."
						onRetry={() => void persons.refetch()}
						retrying={persons.isFetching}
					/>
				) : (
					<PeopleList persons={persons.data.persons} storefront={persons.data.storefront_name} />
				)}
			</section>
		</div>
	);
}

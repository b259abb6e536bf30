import type { PhotoDetail } from "@core/contracts/photos";
import { useState } from "react";
import { useSession } from "@/api/auth/session";
import { GridSkeleton } from "@/components/photo-listing/grid-states";
import { RenderWhenNear } from "@/components/render-when-near";
import { type TabItem, TabList, TabPanel } from "@/components/ui/tabs";
import { useSimilarPeople } from "../api/get-similar-people";
import { useSimilarPhotos } from "../api/get-similar-photos";
import { PhotoAdminTab } from "./photo-admin-tab";
import { PhotoDetailsTab } from "./photo-details-tab";
import { RelatedPhotos } from "./related-photos";

type PhotoTab = "similar" | "people" | "details" | "admin";

/** The empty and failure texts of spec section 8 (Other errors). */
export const RELATED_TEXT = {
	noSimilarPhotos: "No Similar Photos Found",
	noSimilarPhotosHint: "No similar photos found. Try one of the tags above, or browse all photos.",
	noPeople: "No People Identified",
	noPeopleHint: "We have no other photos of the people in this one yet.",
	similarPeopleError: (message: string) => `Error loading similar people photos: ${message}`,
	similarPhotosError: (message: string) => `Error loading similar photos: ${message}`,
} as const;

function SimilarPhotosPanel({ photoId }: { photoId: string }) {
	return (
		<RelatedPhotos
			query={useSimilarPhotos(photoId)}
			label="Similar photos"
			loadingLabel="Loading similar photos…"
			emptyTitle={RELATED_TEXT.noSimilarPhotos}
			emptyHint={RELATED_TEXT.noSimilarPhotosHint}
			errorText={RELATED_TEXT.similarPhotosError}
		/>
	);
}

function SimilarPeoplePanel({ photoId }: { photoId: string }) {
	return (
		<RelatedPhotos
			query={useSimilarPeople(photoId)}
			label="Photos with the same people"
			loadingLabel="Loading photos with the same people…"
			emptyTitle={RELATED_TEXT.noPeople}
			emptyHint={RELATED_TEXT.noPeopleHint}
			errorText={RELATED_TEXT.similarPeopleError}
		/>
	);
}

const ID_PREFIX = "photo";

/**
 * Similar photos, Similar people (only when the photo has faces), Photo details and Admin (only
 * for admins; the server refuses its calls to anyone else) (spec section 2). A panel's data loads
 * when its tab is first shown, unless the prefetch got it already.
 */
export function PhotoTabs({ photo }: { photo: PhotoDetail }) {
	const hasPeople = photo.face_ids.length > 0;
	const { isAdmin } = useSession();
	const items: TabItem<PhotoTab>[] = [
		{ value: "similar", label: "Similar photos" },
		...(hasPeople ? [{ value: "people" as const, label: "Similar people" }] : []),
		{ value: "details", label: "Photo details" },
		...(isAdmin ? [{ value: "admin" as const, label: "Admin" }] : []),
	];
	const [chosen, setChosen] = useState<PhotoTab>("similar");
	const unavailable = (chosen === "people" && !hasPeople) || (chosen === "admin" && !isAdmin);
	const tab = unavailable ? "similar" : chosen;

	return (
		<section aria-label="More about this photo" className="mt-10 sm:mt-12">
			<TabList
				label="More about this photo"
				idPrefix={ID_PREFIX}
				items={items}
				value={tab}
				onChange={setChosen}
				className="sm:max-w-xl"
			/>
			<TabPanel idPrefix={ID_PREFIX} value={tab} className="mt-5">
				{/* Below the photo: built when the visitor scrolls towards it, not while the page loads. */}
				<RenderWhenNear placeholder={<GridSkeleton />}>
					{tab === "similar" && <SimilarPhotosPanel photoId={photo.id} />}
					{tab === "people" && <SimilarPeoplePanel photoId={photo.id} />}
					{tab === "details" && <PhotoDetailsTab photo={photo} />}
					{tab === "admin" && <PhotoAdminTab photoId={photo.id} />}
				</RenderWhenNear>
			</TabPanel>
		</section>
	);
}

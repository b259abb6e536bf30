import type { PhotoSummary } from "@core/contracts/photos";
import { ROW_HEIGHT, tileImageSizes } from "@core/listing-grid";
import { JustifiedGrid } from "@/components/justified-grid";
import { PhotoActionsScope } from "@/components/photo-actions";
import { EAGER_TILES, PhotoCard } from "@/components/photo-card";
import { PhotoSelectionScope } from "./photo-selection";

export const photoKey = (photo: PhotoSummary) => photo.id;

export const photoSize = (photo: PhotoSummary) => ({ width: photo.width, height: photo.height });

/**
 * Photo cards in justified rows at the listing heights: every listing's grid but the virtual one.
 * Members can select its photos (issue 28); inside PhotoResults, that listing's selection.
 */
export function PhotoGrid<T extends PhotoSummary>({
	label,
	photos,
	signedIn,
}: {
	label: string;
	photos: T[];
	signedIn: boolean;
}) {
	return (
		<PhotoSelectionScope photos={photos} enabled={signedIn}>
			<PhotoActionsScope photos={photos}>
				<JustifiedGrid<T>
					aria-label={label}
					items={photos}
					getKey={photoKey}
					getSize={photoSize}
					rowHeight={ROW_HEIGHT.desktop}
					tabletRowHeight={ROW_HEIGHT.tablet}
					mobileRowHeight={ROW_HEIGHT.mobile}
					renderItem={(photo, index) => (
						<PhotoCard
							photo={photo}
							signedIn={signedIn}
							priority={index < EAGER_TILES}
							sizes={tileImageSizes(photo)}
						/>
					)}
				/>
			</PhotoActionsScope>
		</PhotoSelectionScope>
	);
}

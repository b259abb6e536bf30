import type { PhotoSummary } from "@core/contracts/catalogue";
import { JustifiedGrid, tileAspectRatio } from "@/components/justified-grid";
import { PhotoActionsScope } from "@/components/photo-actions";
import { EAGER_TILES, PhotoCard } from "@/components/photo-card";

/** Grid target row heights for phones, tablets and larger screens (spec section 9, Layout). */
const ROW_HEIGHT = { mobile: 120, tablet: 160, desktop: 200 } as const;

export const photoKey = (photo: PhotoSummary) => photo.id;

/**
 * The width a listing tile's image is shown at, for `sizes`: the row height at each breakpoint
 * times the photo's (clamped) ratio. Rows stretch their tiles a little to fill the width; the
 * browser scales that last bit up rather than fetching the next size.
 */
export function tileImageSizes(photo: PhotoSummary): string {
	const ratio = tileAspectRatio(photo.width, photo.height);
	const px = (height: number) => `${Math.round(height * ratio)}px`;
	return `(min-width: 1024px) ${px(ROW_HEIGHT.desktop)}, (min-width: 768px) ${px(ROW_HEIGHT.tablet)}, ${px(ROW_HEIGHT.mobile)}`;
}
export const photoSize = (photo: PhotoSummary) => ({ width: photo.width, height: photo.height });

/** Photo cards in justified rows at the listing heights: every listing's grid but the virtual one. */
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
	);
}

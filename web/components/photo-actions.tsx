import type { PhotoSummary } from "@core/contracts/photos";
import type { LicenceChoice } from "@core/licensing";
import { type ComponentType, createContext, type ReactNode, useContext } from "react";

/**
 * Slots for the buttons other features put on photos (wishlist now, cart with issue 7).
 * Shared components must not import features, so the app layer (web/app/photo-actions.tsx)
 * fills these with the features' components and provides them; a slot left empty renders
 * nothing, and a screen shows its own fallback.
 */
export type PhotoActions = {
	/** Buttons over one card of a listing grid, for signed-in users. */
	CardActions?: ComponentType<{ photo: PhotoSummary }>;
	/**
	 * Wraps a grid of cards, so what the card buttons show (is this photo in a wishlist?) is
	 * asked once for the grid's photos instead of once per card.
	 */
	GridScope?: ComponentType<{ photos: readonly PhotoSummary[]; children: ReactNode }>;
	/** The buttons of the photo page, with the licence chosen there (issue 30: with its exclusive term). */
	DetailActions?: ComponentType<{ photo: PhotoSummary; licence: LicenceChoice }>;
	/** The buttons of a grid's selection bar (add the selected photos to the cart, to a wishlist). */
	SelectionActions?: ComponentType<{ photos: readonly PhotoSummary[] }>;
	/** Issue 30: more of the photo page's buy box, under its buttons (the photo's holds). */
	BuyBoxExtras?: ComponentType<{ photo: PhotoSummary }>;
	/** Issue 30: sections of the photo page under its tabs (continuity: same people, same family). */
	PhotoSections?: ComponentType<{ photo: PhotoSummary }>;
};

const PhotoActionsContext = createContext<PhotoActions>({});

export function PhotoActionsProvider({ actions, children }: { actions: PhotoActions; children: ReactNode }) {
	return <PhotoActionsContext.Provider value={actions}>{children}</PhotoActionsContext.Provider>;
}

export function usePhotoActions(): PhotoActions {
	return useContext(PhotoActionsContext);
}

/** The grid scope of the provided actions around a grid of cards (or the grid alone). */
export function PhotoActionsScope({
	photos,
	children,
}: {
	photos: readonly PhotoSummary[];
	children: ReactNode;
}) {
	const { GridScope } = usePhotoActions();
	return GridScope ? <GridScope photos={photos}>{children}</GridScope> : children;
}

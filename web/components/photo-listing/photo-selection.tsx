import type { PhotoSummary } from "@core/contracts/photos";
import {
	clickSelection,
	EMPTY_SELECTION,
	type Selection,
	selectAll,
	selectedText,
} from "@core/photo-selection";
import { CheckSquare, X } from "lucide-react";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { usePhotoActions } from "@/components/photo-actions";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * Selecting several photos of a listing grid (issue 28, item 3): a checkbox on each card
 * (shift-click for a range), "Select all on this page", and a bar that adds the selection to the
 * cart or a wishlist in one step. Members only: guests get no checkboxes. The rule of a click is
 * core/photo-selection.ts's; the bar's add buttons are the features' (the SelectionActions slot).
 */

export const SELECT_ALL_TEXT = "Select all on this page";
export const SELECTION_REGION = "Selection";
export const selectPhotoLabel = (name: string) => `Select ${name}`;

type PhotoSelectionState = {
	isSelected: (id: string) => boolean;
	/** A click on a photo's checkbox; `shift` selects (or clears) the range from the last one clicked. */
	click: (id: string, shift: boolean) => void;
	selectAll: () => void;
	clear: () => void;
	/** The selected photos shown in the grid, in its order. */
	photos: readonly PhotoSummary[];
	/** How many photos the grid shows. */
	shown: number;
};

const PhotoSelectionContext = createContext<PhotoSelectionState | null>(null);

/** The grid's selection, or null where photos cannot be selected (guests, grids outside a scope). */
export function usePhotoSelection(): PhotoSelectionState | null {
	return useContext(PhotoSelectionContext);
}

/**
 * Holds the selection of one grid's photos, for members (`enabled`). Photos no longer in the grid
 * (another search) drop out of it. Escape clears it, unless a dialog is open (Escape is the
 * dialog's then). With anything selected the selection bar shows under the grid, pinned to the
 * bottom of the window while the grid scrolls.
 */
export function PhotoSelectionScope({
	photos,
	enabled,
	children,
}: {
	photos: readonly PhotoSummary[];
	enabled: boolean;
	children: ReactNode;
}) {
	const outer = usePhotoSelection();
	const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
	const order = useMemo(() => photos.map((photo) => photo.id), [photos]);
	// In the grid's order; photos of an earlier search no longer shown are left out.
	const selected = useMemo(
		() => photos.filter((photo) => selection.selected.has(photo.id)),
		[selection, photos],
	);
	const count = selected.length;

	useEffect(() => {
		if (count === 0) return;
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key !== "Escape" || event.defaultPrevented) return;
			if (document.documentElement.dataset.dialogOpen !== undefined) return;
			setSelection(EMPTY_SELECTION);
		};
		window.addEventListener("keydown", onKeyDown);
		return () => window.removeEventListener("keydown", onKeyDown);
	}, [count]);

	const state = useMemo<PhotoSelectionState>(() => {
		const ids = new Set(selected.map((photo) => photo.id));
		return {
			isSelected: (id) => ids.has(id),
			click: (id, shift) => setSelection((current) => clickSelection(current, order, id, shift)),
			selectAll: () => setSelection((current) => selectAll(current, order)),
			clear: () => setSelection(EMPTY_SELECTION),
			photos: selected,
			shown: order.length,
		};
	}, [selected, order]);

	// A grid inside another's scope (none today) shares the outer selection.
	if (!enabled || outer) return children;
	return (
		<PhotoSelectionContext.Provider value={state}>
			<div data-selecting={count > 0 || undefined} className="group/selection">
				{children}
			</div>
			{count > 0 && <SelectionBar />}
		</PhotoSelectionContext.Provider>
	);
}

/** "Select all on this page": every photo the grid shows so far. Members only. */
export function SelectAllButton({ className }: { className?: string }) {
	const selection = usePhotoSelection();
	if (!selection || selection.shown === 0) return null;
	const all = selection.photos.length === selection.shown;
	return (
		// aria-disabled, not disabled: pressed from the keyboard, it keeps the focus once all are selected.
		<Button
			variant="ghost"
			size="sm"
			aria-disabled={all || undefined}
			onClick={() => {
				if (!all) selection.selectAll();
			}}
			className={cn("-mx-2 aria-disabled:cursor-default aria-disabled:opacity-50", className)}
		>
			<CheckSquare aria-hidden="true" className="size-4" />
			{SELECT_ALL_TEXT}
		</Button>
	);
}

/**
 * The bar of a grid's selection: how many are selected, the features' add buttons and Clear. It
 * sticks to the bottom of the window (above the site banner) while its grid is in view.
 */
function SelectionBar() {
	const selection = usePhotoSelection();
	const { SelectionActions } = usePhotoActions();
	if (!selection) return null;
	const count = selection.photos.length;
	return (
		<section
			aria-label={SELECTION_REGION}
			className="sticky bottom-[calc(var(--site-bottom-inset,0px)+0.75rem)] z-30 mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-ink-900/10 bg-cream-50/95 px-3 py-2 shadow-lg backdrop-blur-sm sm:gap-3 sm:px-4"
		>
			<p className="mr-auto text-sm font-semibold text-ink-900" aria-live="polite">
				{selectedText(count)}
			</p>
			{SelectionActions && <SelectionActions photos={selection.photos} />}
			<Button variant="ghost" size="sm" onClick={selection.clear}>
				<X aria-hidden="true" className="size-4" />
				Clear
			</Button>
		</section>
	);
}

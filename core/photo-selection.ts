/**
 * Selecting several photos of a listing grid (issue 28, item 3): the click and shift-click rule,
 * and the most photos one bulk request carries. Pure, so the grid and its tests share it.
 */

/** The most photos one bulk add (cart or wishlist) takes; the grid sends larger selections in parts. */
export const PHOTO_BATCH_MAX = 100;

/** Bulk adds and bulk cart changes one client may make a minute (per endpoint): far above what a person clicks, a cap on scripts. */
export const SELECTION_ADDS_PER_MINUTE = 30;

export const SELECT_AT_LEAST_ONE = "Select at least one photo";
export const SELECT_AT_MOST = `Select at most ${PHOTO_BATCH_MAX} photos at a time`;

export type Selection = {
	/** The selected photo ids. */
	selected: ReadonlySet<string>;
	/** The photo clicked last (with or without shift): where the next shift-click's range starts. */
	anchor: string | null;
};

export const EMPTY_SELECTION: Selection = { selected: new Set(), anchor: null };

/**
 * One click on a photo's checkbox, given the grid's order of ids. A plain click toggles the photo.
 * A shift-click with an anchor still in the grid gives every photo from the anchor to this one
 * (either direction, both ends included) the state the clicked photo takes, the way file managers
 * and mail clients do: shift-clicking an unselected photo selects the range, shift-clicking a
 * selected one clears it. Either way the clicked photo becomes the next anchor.
 */
export function clickSelection(
	current: Selection,
	order: readonly string[],
	id: string,
	shift: boolean,
): Selection {
	const selected = new Set(current.selected);
	const select = !selected.has(id);
	const from = shift && current.anchor !== null ? order.indexOf(current.anchor) : -1;
	const to = order.indexOf(id);
	if (from === -1 || to === -1) {
		if (select) selected.add(id);
		else selected.delete(id);
		return { selected, anchor: id };
	}
	const [lo, hi] = from < to ? [from, to] : [to, from];
	for (const rangeId of order.slice(lo, hi + 1)) {
		if (select) selected.add(rangeId);
		else selected.delete(rangeId);
	}
	return { selected, anchor: id };
}

/** Every photo of the grid selected (what was selected before stays), the anchor unchanged. */
export function selectAll(current: Selection, order: readonly string[]): Selection {
	return { selected: new Set([...current.selected, ...order]), anchor: current.anchor };
}

/** Splits ids into requests of at most PHOTO_BATCH_MAX. */
export function inBatches<T>(ids: readonly T[], size = PHOTO_BATCH_MAX): T[][] {
	const out: T[][] = [];
	for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
	return out;
}

/** 'N selected' (the selection bar). */
export const selectedText = (count: number): string => `${count} selected`;

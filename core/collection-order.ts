/**
 * The order of a collection's photos as the editor changes it: the whole list is sent back to
 * the server, so each change here makes a new list and keeps every id once.
 */

/** The list with the item at `from` moved to `to`; out-of-range positions change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
	const list = [...items];
	if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return list;
	const [item] = list.splice(from, 1);
	if (item !== undefined) list.splice(to, 0, item);
	return list;
}

/** The ids with the new ones added at the end, in the order given; ids already there stay where they are. */
export function appendUnique(ids: readonly string[], added: readonly string[]): string[] {
	const seen = new Set(ids);
	const list = [...ids];
	for (const id of added) {
		if (seen.has(id)) continue;
		seen.add(id);
		list.push(id);
	}
	return list;
}

/** The ids without the removed ones, the rest in their order. */
export function withoutIds(ids: readonly string[], removed: readonly string[]): string[] {
	const gone = new Set(removed);
	return ids.filter((id) => !gone.has(id));
}

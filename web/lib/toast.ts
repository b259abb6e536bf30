import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * The app's toasts: sonner's `toast` calls, with sonner itself (9 KB) fetched the first time a
 * toast is asked for instead of with every page. Calls made before it is here wait, in order,
 * and show as soon as the toaster is on the page (`AppToaster` in web/app/toaster.tsx).
 */
type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Call = (sonner: Sonner) => void;

let ready: Sonner | null = null;
let wanted = false;
const waiting: Call[] = [];
const listeners = new Set<() => void>();

function run(call: Call): void {
	if (ready) {
		call(ready);
		return;
	}
	waiting.push(call);
	if (!wanted) {
		wanted = true;
		for (const listener of listeners) listener();
	}
}

/** For AppToaster: whether a toast has been asked for, and a way to hear when one is. */
export const toasterDemand = {
	wanted: () => wanted,
	subscribe(listener: () => void): () => void {
		listeners.add(listener);
		return () => listeners.delete(listener);
	},
};

/** AppToaster calls this once sonner's Toaster listens: the waiting toasts show now. */
export function toasterReady(sonner: Sonner): void {
	ready = sonner;
	for (const call of waiting.splice(0)) call(sonner);
}

const kind =
	(name: "success" | "error" | "info" | "warning") =>
	(message: Message, data?: ExternalToast): void =>
		run((sonner) => sonner[name](message, data));

export const toast = Object.assign(
	(message: Message, data?: ExternalToast): void => run((s) => s(message, data)),
	{
		success: kind("success"),
		error: kind("error"),
		info: kind("info"),
		warning: kind("warning"),
		/** Nothing to dismiss before the first toast. Dismissing all ends every group of adds too. */
		dismiss: (id?: string | number): void => {
			if (id === undefined) endAllGroups();
			if (ready || waiting.length > 0) run((sonner) => sonner.dismiss(id));
		},
	},
);

/** How long after an add a further add of the same kind joins its toast: the toast's own 4 s. */
export const GROUP_WINDOW_MS = 4000;

type Words = { title: string; description: string };
type Group = { id: string; count: number; timer: ReturnType<typeof setTimeout> };
const groups = new Map<string, Group>();
let groupSerial = 0;

function endAllGroups(): void {
	for (const group of groups.values()) clearTimeout(group.timer);
	groups.clear();
}

function endGroup(key: string, id: string): void {
	const group = groups.get(key);
	if (group?.id !== id) return;
	clearTimeout(group.timer);
	groups.delete(key);
}

/**
 * A success toast for one of many adds in a row (issue 28, 'Quieter feedback'): the first add
 * shows the single add's words (the spec's), and each further add of the same `key` within
 * GROUP_WINDOW_MS of the last one updates that toast in place with the count ('12 photos added
 * to your cart') instead of stacking another over the grid. Closing the toast ends the group.
 * `photos`: how many this add brought (a grid's selection adds many in one step; default 1).
 */
export function groupedSuccess(key: string, single: Words, many: (count: number) => Words, photos = 1): void {
	const group = groups.get(key);
	if (group) clearTimeout(group.timer);
	const id = group?.id ?? `group-${key}-${++groupSerial}`;
	const count = (group?.count ?? 0) + photos;
	const timer = setTimeout(() => endGroup(key, id), GROUP_WINDOW_MS);
	groups.set(key, { id, count, timer });
	const { title, description } = count === 1 ? single : many(count);
	toast.success(title, {
		id,
		description,
		onDismiss: () => endGroup(key, id),
		onAutoClose: () => endGroup(key, id),
	});
}

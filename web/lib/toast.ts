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
		/** Nothing to dismiss before the first toast. */
		dismiss: (id?: string | number): void => {
			if (ready || waiting.length > 0) run((sonner) => sonner.dismiss(id));
		},
	},
);

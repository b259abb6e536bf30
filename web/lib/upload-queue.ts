import { useEffect, useRef } from "react";

/** What every file in an upload queue carries, whatever states its screen adds. */
export type QueuedFile<State extends string> = {
	key: string;
	file: File;
	state: State;
	/** Share sent, 0 to 1, while uploading. */
	progress: number;
	/** Why it failed or was refused. */
	message: string | null;
	/** Worth another try: the browser's own checks never pass later, the server's or the network's may. */
	retryable: boolean;
};

/**
 * A file just chosen: refused at once, for good, when the browser's own checks found `problem`,
 * else waiting its turn.
 */
export function chosenFile<State extends string>(
	key: string,
	file: File,
	problem: string | null,
	states: { waiting: State; refused: State },
): QueuedFile<State> {
	return {
		key,
		file,
		state: problem ? states.refused : states.waiting,
		progress: 0,
		message: problem,
		retryable: false,
	};
}

export function patchItem<T extends { key: string }>(
	items: readonly T[],
	key: string,
	change: Partial<T>,
): T[] {
	return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}

/** A progress report kept within 0 to 1. */
export const clampShare = (share: number) => Math.min(1, Math.max(0, share));

/** The files in state `waiting` to start now, oldest first, keeping at most `limit` uploading. */
export function waitingToStart<T extends { state: string }>(
	items: readonly T[],
	waiting: T["state"],
	limit: number,
): T[] {
	const running = items.filter((item) => item.state === "uploading").length;
	return items.filter((item) => item.state === waiting).slice(0, Math.max(0, limit - running));
}

type SenderHandlers<Item, Sent> = {
	/** The files to start now (the queue's own `nextToStart`). */
	nextToStart: (items: readonly Item[]) => readonly Item[];
	send: (item: Item, signal: AbortSignal, onProgress: (share: number) => void) => Promise<Sent>;
	onStart: (key: string) => void;
	onProgress: (key: string, share: number) => void;
	onSent: (key: string, sent: Sent) => void;
	/** Any failure but a stop by leaving the screen. */
	onFailed: (key: string, error: unknown) => void;
};

/**
 * Sends the queue's files, each on its own, as they become due: every change of `items` starts
 * what `nextToStart` answers that is not already on its way. Leaving the screen stops what is
 * still being sent (a stop reports nothing).
 */
export function useUploadSender<Item extends { key: string }, Sent>(
	items: readonly Item[],
	handlers: SenderHandlers<Item, Sent>,
) {
	const inFlight = useRef(new Map<string, AbortController>());
	const latest = useRef(handlers);
	latest.current = handlers;

	useEffect(() => {
		const on = latest.current;
		for (const item of on.nextToStart(items)) {
			if (inFlight.current.has(item.key)) continue;
			const controller = new AbortController();
			inFlight.current.set(item.key, controller);
			on.onStart(item.key);
			on.send(item, controller.signal, (share) => latest.current.onProgress(item.key, share))
				.then((sent) => latest.current.onSent(item.key, sent))
				.catch((error: unknown) => {
					if (error instanceof DOMException && error.name === "AbortError") return;
					latest.current.onFailed(item.key, error);
				})
				.finally(() => inFlight.current.delete(item.key));
		}
	}, [items]);

	useEffect(() => {
		const running = inFlight.current;
		return () => {
			for (const controller of running.values()) controller.abort();
		};
	}, []);
}

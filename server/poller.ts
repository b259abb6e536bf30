/** A worker that polls: look now, when woken, or every so often. */
export type Poller = {
	/** Look now (something was just queued) instead of at the next poll. */
	wake(): void;
	/** Stops polling; resolves once the pass in flight (if any) has ended. */
	stop(): Promise<void>;
};

export type PollerOptions = {
	/** The wait between the end of one pass and the start of the next. */
	intervalMs: number;
	/** One pass over the due work. */
	work: () => Promise<unknown>;
	/** Clearing of finished rows, after a pass, at most once every `purgeEveryMs`. */
	purge: () => Promise<unknown>;
	purgeEveryMs: number;
	/** A pass (or purge) that threw; the next pass tries again. */
	onError: (err: unknown) => void;
};

/**
 * The polling loop the job queue's and the mail queue's workers share: a pass at start (work
 * left by a previous run is taken up), a pass whenever woken, and one every `intervalMs` for
 * what other processes queued and for retries that fall due. Passes never overlap in one
 * process; woken during a pass, it passes again right after (what was queued meanwhile may have
 * been missed). Timers never keep the process alive.
 */
export function startPoller({ intervalMs, work, purge, purgeEveryMs, onError }: PollerOptions): Poller {
	let stopped = false;
	let timer: NodeJS.Timeout | undefined;
	let running: Promise<void> | undefined;
	let again = false;
	let lastPurge = 0;

	const schedule = (ms: number) => {
		if (stopped) return;
		if (timer) clearTimeout(timer);
		timer = setTimeout(run, ms);
		timer.unref?.();
	};

	async function pass() {
		do {
			again = false;
			try {
				await work();
				if (Date.now() - lastPurge > purgeEveryMs) {
					lastPurge = Date.now();
					await purge();
				}
			} catch (err) {
				onError(err);
			}
		} while (again && !stopped);
	}

	function run() {
		timer = undefined;
		if (stopped) return;
		running = pass().finally(() => {
			running = undefined;
			schedule(intervalMs);
		});
	}

	schedule(0);

	return {
		wake() {
			if (stopped) return;
			if (running) again = true;
			else schedule(0);
		},
		async stop() {
			stopped = true;
			if (timer) clearTimeout(timer);
			timer = undefined;
			await running;
		},
	};
}

/**
 * Where the process is in its life, for readiness and the shutdown (server/serve.ts): once
 * shutting down, readiness answers 503 so the balancer stops sending requests, and every answer
 * carries `Connection: close`, so kept-alive connections end after their current request instead
 * of being cut while idle when the listener closes.
 */
export type Lifecycle = {
	readonly shuttingDown: boolean;
	/** Readiness fails from now on; it never comes back (the process exits). */
	beginShutdown(): void;
};

export function createLifecycle(): Lifecycle {
	let shuttingDown = false;
	return {
		get shuttingDown() {
			return shuttingDown;
		},
		beginShutdown() {
			shuttingDown = true;
		},
	};
}

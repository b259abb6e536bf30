import { useEffect, useState } from "react";

/** How long the demos pretend to wait for the server. */
export const DEMO_WAIT_MS = 1500;

/**
 * A flag that is true for `DEMO_WAIT_MS` after `start()`, like a request in flight: the demos
 * show their busy states without sending anything.
 */
export function usePretendRequest(): [pending: boolean, start: () => void] {
	const [pending, setPending] = useState(false);
	useEffect(() => {
		if (!pending) return;
		const timer = setTimeout(() => setPending(false), DEMO_WAIT_MS);
		return () => clearTimeout(timer);
	}, [pending]);
	return [pending, () => setPending(true)];
}

import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, following its changes. Where the browser cannot tell
 * (no matchMedia), `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
	const canMatch = typeof window !== "undefined" && typeof window.matchMedia === "function";
	const subscribe = useCallback(
		(onChange: () => void) => {
			if (!canMatch) return () => {};
			const list = window.matchMedia(query);
			list.addEventListener("change", onChange);
			return () => list.removeEventListener("change", onChange);
		},
		[query, canMatch],
	);
	return useSyncExternalStore(
		subscribe,
		() => (canMatch ? window.matchMedia(query).matches : fallback),
		() => fallback,
	);
}

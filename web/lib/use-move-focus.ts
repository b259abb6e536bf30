import { useEffect, useRef } from "react";

/**
 * Keeps the keyboard with an item moved by its Move up / Move down buttons (ids
 * `move-up-<id>` and `move-down-<id>`): after the move, focus goes to the same button on the
 * item's new place, or, at either end, to the other one, which can still act. `ready` false
 * (a save under way, its buttons disabled) holds the focus until it is true.
 */
export function useMoveFocus(ready = true) {
	const target = useRef<string | null>(null);
	useEffect(() => {
		if (!target.current || !ready) return;
		document.getElementById(target.current)?.focus();
		target.current = null;
	});
	return (itemId: string, to: number, count: number, button: "up" | "down") => {
		const lands = to === 0 ? "down" : to === count - 1 ? "up" : button;
		target.current = `move-${lands}-${itemId}`;
	};
}

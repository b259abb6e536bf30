import { useEffect, useState } from "react";

/** The header hides after this much scroll (spec section 9, Layout and interaction). */
export const HIDE_AFTER_PX = 100;
/** Scroll changes smaller than this are jitter and ignored. */
export const SCROLL_THRESHOLD_PX = 5;

export type ScrollDirectionState = { lastY: number; hidden: boolean };

/**
 * The next header state for a new scroll position: moving down past 100 px hides, moving up
 * shows, and moves under the 5 px threshold change nothing (not even the reference point, so
 * slow scrolling still adds up).
 */
export function nextScrollState(state: ScrollDirectionState, y: number): ScrollDirectionState {
	const delta = y - state.lastY;
	if (Math.abs(delta) < SCROLL_THRESHOLD_PX) return state;
	if (delta > 0) return { lastY: y, hidden: y > HIDE_AFTER_PX };
	return { lastY: y, hidden: false };
}

/**
 * Whether the header should be hidden, following the scroll direction of the window.
 * `atTop` tells whether the page is still scrolled to (near) its top.
 */
export function useHideOnScroll(): { hidden: boolean; atTop: boolean } {
	// A page starts at its top: the scroll position read while React renders would make the
	// browser lay the page out there and then.
	const [state, setState] = useState<ScrollDirectionState>({ lastY: 0, hidden: false });
	const [atTop, setAtTop] = useState(true);

	useEffect(() => {
		function onScroll() {
			const y = Math.max(0, window.scrollY);
			setState((current) => nextScrollState(current, y));
			setAtTop(y <= 8);
		}
		// A page opened partway down (a reload): its position, read once the frame is laid out
		// (read at once, it would make the browser lay the new page out just for this).
		let timer = 0;
		const frame = window.requestAnimationFrame(() => {
			timer = window.setTimeout(onScroll);
		});
		window.addEventListener("scroll", onScroll, { passive: true });
		return () => {
			window.cancelAnimationFrame(frame);
			window.clearTimeout(timer);
			window.removeEventListener("scroll", onScroll);
		};
	}, []);

	return { hidden: state.hidden, atTop };
}

import type { MouseEvent } from "react";
import { Link, type LinkProps } from "react-router";
import { showTaxonomyNavigationError } from "../taxonomy-link";
import { type Click, trackClick } from "./tracker";

type TrackedLinkProps = LinkProps & {
	/** The click to record when the link is followed; none records nothing. */
	click?: Click;
	/**
	 * Why the link could not be built (lib/taxonomy-link.ts): following it goes to its fallback,
	 * says why in a toast, and records no click for a page that was never reached.
	 */
	failure?: string;
};

/**
 * A router link that records a click as it is followed: by mouse, by touch, by the keyboard
 * (Enter on a link is a click) or opened in a new tab with the middle button. Recording only
 * queues the event, so navigation is never delayed.
 */
export function TrackedLink({ click, failure, onClick, onAuxClick, ...props }: TrackedLinkProps) {
	const recorded = failure === undefined ? click : undefined;
	function handleClick(event: MouseEvent<HTMLAnchorElement>) {
		if (failure !== undefined) showTaxonomyNavigationError(failure);
		if (recorded) trackClick(recorded);
		onClick?.(event);
	}
	function handleAuxClick(event: MouseEvent<HTMLAnchorElement>) {
		if (recorded && event.button === 1) trackClick(recorded);
		onAuxClick?.(event);
	}
	return <Link {...props} onClick={handleClick} onAuxClick={handleAuxClick} />;
}

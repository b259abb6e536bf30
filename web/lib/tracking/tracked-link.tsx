import type { MouseEvent } from "react";
import { Link, type LinkProps } from "react-router";
import { type Click, trackClick } from "./tracker";

type TrackedLinkProps = LinkProps & {
	/** The click to record when the link is followed; none records nothing. */
	click?: Click;
};

/**
 * A router link that records a click as it is followed: by mouse, by touch, by the keyboard
 * (Enter on a link is a click) or opened in a new tab with the middle button. Recording only
 * queues the event, so navigation is never delayed.
 */
export function TrackedLink({ click, onClick, onAuxClick, ...props }: TrackedLinkProps) {
	function handleClick(event: MouseEvent<HTMLAnchorElement>) {
		if (click) trackClick(click);
		onClick?.(event);
	}
	function handleAuxClick(event: MouseEvent<HTMLAnchorElement>) {
		if (click && event.button === 1) trackClick(click);
		onAuxClick?.(event);
	}
	return <Link {...props} onClick={handleClick} onAuxClick={handleAuxClick} />;
}

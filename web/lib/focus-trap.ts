import type { KeyboardEvent } from "react";

/** What Tab can reach inside a dialog. */
export const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside a modal `container`: from the last control back to the first
 * and the other way round. Call it from the dialog's keydown handler.
 */
export function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null): void {
	if (event.key !== "Tab" || !container) return;
	const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
	const first = focusable[0];
	const last = focusable[focusable.length - 1];
	if (!first || !last) return;
	if (event.shiftKey && document.activeElement === first) {
		event.preventDefault();
		last.focus();
	} else if (!event.shiftKey && document.activeElement === last) {
		event.preventDefault();
		first.focus();
	}
}

/**
 * Moves the keyboard focus to the page's heading (else its main landmark, else any h1), for
 * when the focused control went away with what it belonged to (a closed dialog's opener, a
 * removed line's button): keyboard and screen reader users stay on the page instead of being
 * sent to its top.
 */
export function focusPageHeading(): void {
	const target =
		document.querySelector<HTMLElement>("main h1") ??
		document.querySelector<HTMLElement>("main") ??
		document.querySelector<HTMLElement>("h1");
	if (!target) return;
	if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
	target.focus();
}

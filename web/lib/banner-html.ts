import { useEffect, useState } from "react";

type Sanitise = (html: string) => string;

let sanitiser: Promise<Sanitise> | undefined;

/**
 * DOMPurify, fetched the first time a banner is shown rather than with every page (it is 11 KB
 * of the first download otherwise).
 */
function loadSanitiser(): Promise<Sanitise> {
	sanitiser ??= import("dompurify").then(
		({ default: purify }) =>
			(html: string) =>
				purify.sanitize(html),
	);
	// A failed download may be tried again by the next banner.
	sanitiser.catch(() => {
		sanitiser = undefined;
	});
	return sanitiser;
}

/**
 * Admin HTML made safe to put in the page, or null until the sanitiser is here (or if it cannot
 * be fetched: a banner is not worth an error). The server sanitises on save and on preview; the
 * browser makes this second pass whatever the server sent, for the public banner and the admin's
 * previews alike.
 */
export function useSafeBannerHtml(html: string): string | null {
	const [done, setDone] = useState<{ html: string; safe: string } | null>(null);
	useEffect(() => {
		let current = true;
		loadSanitiser().then(
			(sanitise) => {
				if (current) setDone({ html, safe: sanitise(html) });
			},
			(error: unknown) => console.warn("Could not load the banner sanitiser", error),
		);
		return () => {
			current = false;
		};
	}, [html]);
	return done?.html === html ? done.safe : null;
}

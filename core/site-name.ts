/** The site's name, strapline and description, and how a tab title is made from them. */
export const SITE_NAME = "Snapshot Set Dressing";
export const SITE_TAGLINE = "Cleared vintage family photos for film and TV";
export const SITE_DESCRIPTION =
	"Snapshot Set Dressing offers pre-cleared vintage family photos for rent to feature films, television shows and commercials. Search thousands of snapshots, available 24/7.";

/** A page title as the tab shows it: "{title} · {site}", or the home title. */
export function fullTitle(title: string): string {
	return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · ${SITE_TAGLINE}`;
}

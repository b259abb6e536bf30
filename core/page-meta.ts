/**
 * What the server says about a page before the app runs (issue 10): its status (404 for a path
 * the app has no page for, or a parameter the route refuses), its title and description for
 * search engines and link previews, and whether it belongs in search engines at all.
 */
import { ROUTE_PARAM_RULES, type RouteParamPattern, validateRouteParams } from "./route-params";
import { fullTitle, SITE_DESCRIPTION } from "./site-name";
import { paths } from "./site-paths";

export type PageMeta = {
	status: 200 | 404;
	/** The full tab title, site name included. */
	title: string;
	description: string;
	/** False for private, transactional and admin pages: `noindex` and left out of the sitemap. */
	indexable: boolean;
	/** The route pattern the path matched (a page path itself when it has no parameters). */
	route: string | null;
	params: Readonly<Record<string, string>>;
};

type PageText = { title: string; description: string };

/** The public pages productions find through search engines, with what each offers them. */
export const PUBLIC_PAGE_TEXT = {
	[paths.home]: { title: "", description: SITE_DESCRIPTION },
	[paths.about]: {
		title: "About us",
		description:
			"Who we are: a marketplace where families license their vintage snapshots to the art departments of films, series and commercials.",
	},
	[paths.contact]: {
		title: "Contact",
		description:
			"Write to the Snapshot Set Dressing team about a production, a licence, a family archive or a clearance question.",
	},
	[paths.privacy]: {
		title: "Privacy policy",
		description:
			"What personal data Snapshot Set Dressing keeps, why, for how long, and the rights you have over it.",
	},
	[paths.terms]: {
		title: "Terms of service",
		description: "The terms for using Snapshot Set Dressing, buying licences and selling a family archive.",
	},
	[paths.cookies]: {
		title: "Cookie policy",
		description: "The cookies and local storage Snapshot Set Dressing uses, and what each one is for.",
	},
	[paths.license]: {
		title: "License",
		description:
			"What a background-dressing or hero-usage licence allows on screen, its term and territory, what clearance means and what you receive.",
	},
	[paths.pricing]: {
		title: "Pricing",
		description:
			"Licence prices for background dressing and hero usage, with volume discounts for whole productions and a worked example.",
	},
	[paths.photos]: {
		title: "Photos",
		description: "Browse the archive of cleared vintage family photos by decade, people, place and mood.",
	},
	[paths.popular]: {
		title: "Popular photos",
		description: "The snapshots art departments are looking at most right now.",
	},
	[paths.newArrivals]: {
		title: "New arrivals",
		description: "The latest family snapshots cleared for film, television and commercials.",
	},
	[paths.search]: {
		title: "Search",
		description: "Search cleared vintage family photos by words, decade, people, place and mood.",
	},
	[paths.events]: {
		title: "Events",
		description: "Family photos by occasion: birthdays, holidays, weddings, graduations and more.",
	},
	[paths.collections]: {
		title: "Collections",
		description: "Curated sets of vintage family photos, ready to dress a set.",
	},
	[paths.sitemap]: {
		title: "Sitemap",
		description: "Every public section of Snapshot Set Dressing and every way to browse the archive.",
	},
} as const satisfies Record<string, PageText>;

/** Parameterised pages that are public; the others (wishlists, orders, admin) are not indexed. */
const PUBLIC_PATTERNS: Partial<Record<RouteParamPattern, PageText>> = {
	"/photo/:photoid": { title: "Photo", description: SITE_DESCRIPTION },
	"/photo-uuid/:id": { title: "Photo", description: SITE_DESCRIPTION },
	"/user/:id": {
		title: "Family storefront",
		description: "A family's archive of cleared vintage snapshots.",
	},
	"/collections/:id": { title: "Collection", description: "A curated set of cleared vintage family photos." },
	"/taxonomy/:taxonomyType/:taxonomyId": {
		title: "Photos",
		description: "Cleared vintage family photos on one theme.",
	},
};

const NOT_FOUND: PageText = {
	title: "Page not found",
	description: "There is no page at this address on Snapshot Set Dressing.",
};

const PAGE_PATHS: ReadonlySet<string> = new Set(
	Object.values(paths).map((path) => path.split("?")[0] as string),
);

/** `/a/:x/:y` against `/a/1/2`: the parameters, or null when the shape differs. */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
	const want = pattern.split("/");
	const have = pathname.split("/");
	if (want.length !== have.length) return null;
	const params: Record<string, string> = {};
	for (let i = 0; i < want.length; i++) {
		const part = want[i] as string;
		const value = have[i] as string;
		if (part.startsWith(":")) {
			if (!value) return null;
			try {
				params[part.slice(1)] = decodeURIComponent(value);
			} catch {
				return null;
			}
		} else if (part !== value) return null;
	}
	return params;
}

function meta(
	status: 200 | 404,
	text: PageText,
	indexable: boolean,
	route: string | null,
	params = {},
): PageMeta {
	return { status, title: fullTitle(text.title), description: text.description, indexable, route, params };
}

/**
 * The status and text of the page at `pathname` (no query string). A trailing slash is the
 * same page; anything the app has no page for is a 404.
 */
export function pageMeta(pathname: string): PageMeta {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
	if (PAGE_PATHS.has(path)) {
		const text = (PUBLIC_PAGE_TEXT as Record<string, PageText>)[path];
		return text
			? meta(200, text, true, path)
			: meta(200, { title: "", description: SITE_DESCRIPTION }, false, path);
	}
	for (const pattern of Object.keys(ROUTE_PARAM_RULES) as RouteParamPattern[]) {
		const params = matchPattern(pattern, path);
		if (!params) continue;
		if (!validateRouteParams(pattern, params).ok) return meta(404, NOT_FOUND, false, null);
		const text = PUBLIC_PATTERNS[pattern];
		return text
			? meta(200, text, true, pattern, params)
			: meta(200, { title: "", description: SITE_DESCRIPTION }, false, pattern, params);
	}
	return meta(404, NOT_FOUND, false, null);
}

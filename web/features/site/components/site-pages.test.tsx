import { MAGIC_LINK_TTL_MINUTES } from "@core/contracts/auth";
import { FAMILY_EARNINGS_TEXT, NO_TRAINING_TEXT } from "@core/family-terms";
import { LICENCE_TERMS } from "@core/licence-terms";
import { LICENSE_LABELS } from "@core/license";
import { DOWNLOAD_LINK_SECONDS } from "@core/orders";
import { PUBLIC_PAGE_TEXT } from "@core/page-meta";
import { fullTitle } from "@core/site-name";
import { TRACKING_COOKIE } from "@core/tracking";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";

type Case = {
	path: "/about" | "/privacy" | "/terms" | "/cookies" | "/license";
	eyebrow: string;
	sections: string[];
	/** The long pages carry a table of contents. */
	contents: boolean;
	related: string[];
	/** Facts the page must state, from the code it describes. */
	says: string[];
};

const CASES: Case[] = [
	{
		path: "/about",
		eyebrow: "Company",
		sections: ["What we do", "Where the photos come from", "How productions work with us", "For families"],
		contents: false,
		related: ["/license", "/pricing", "/photos", "/contact"],
		says: [
			"pre-cleared vintage family photos for rent to feature films, television shows and commercials",
			"Families open a storefront with us",
			"50% of the price the production paid for each licence, after any discount",
			NO_TRAINING_TEXT,
			"apply from your account",
		],
	},
	{
		path: "/privacy",
		eyebrow: "Legal",
		sections: [
			"Who we are",
			"What we keep",
			"Why we keep it",
			"Who else sees it",
			"How long we keep it",
			"Your rights",
			"Security",
			"Cookies",
			"Children",
			"Changes to this policy",
		],
		contents: true,
		related: ["/cookies", "/terms", "/contact"],
		says: [
			`stop working after ${MAGIC_LINK_TTL_MINUTES} minutes`,
			"Stripe",
			"email delivery provider",
			"Their removal is not automated yet",
			"Never your network address",
		],
	},
	{
		path: "/terms",
		eyebrow: "Legal",
		sections: [
			"These terms",
			"Who does what",
			"Accounts",
			"Licences and orders",
			"What families promise",
			"What families accept and earn",
			"Acceptable use",
			"The site itself",
			"Liability",
			"Privacy",
			"Governing law",
			"Changes",
		],
		contents: true,
		related: ["/license", "/privacy", "/pricing", "/contact"],
		says: [
			"the laws of the State of California",
			"it owns the photo",
			NO_TRAINING_TEXT,
			FAMILY_EARNINGS_TEXT,
		],
	},
	{
		path: "/cookies",
		eyebrow: "Legal",
		sections: ["In short", "Cookies", "Values kept in your browser", "Other sites", "Your choices"],
		contents: true,
		related: ["/privacy", "/terms", "/contact"],
		says: [
			"ssd.session_token",
			"ssd.state",
			"ssd.seed",
			TRACKING_COOKIE,
			"dismissedBanners",
			"backgroundImageCount",
			"photoSearchSeed",
		],
	},
	{
		path: "/license",
		eyebrow: "Licensing",
		sections: [
			"Two licences",
			"What the licence allows",
			"Term and territory",
			"What the licence does not allow",
			"What clearance means",
			"What the families earn",
			"What you receive",
			"The licence terms",
			"When you need something else",
		],
		contents: true,
		related: ["/pricing", "/terms", "/photos", "/contact"],
		says: [
			...LICENCE_TERMS,
			LICENSE_LABELS["background-dressing"].description,
			LICENSE_LABELS["hero-usage"].description,
			"Hero usage costs 5 times the photo's price",
			`works for ${DOWNLOAD_LINK_SECONDS / 60} minutes`,
			"no time limit",
			"worldwide",
			FAMILY_EARNINGS_TEXT,
			NO_TRAINING_TEXT,
		],
	},
];

async function open(path: string) {
	mockApi({ "/api/me": signedOut });
	renderApp(path);
	const title = PUBLIC_PAGE_TEXT[path as Case["path"]].title;
	await screen.findByRole("heading", { level: 1, name: title });
	return within(screen.getByRole("main"));
}

describe.each(CASES)("$path", ({ path, eyebrow, sections, contents, related, says }) => {
	const { title, description } = PUBLIC_PAGE_TEXT[path];

	it("has its title in the tab, one h1 under its eyebrow, and its sections in order", async () => {
		const main = await open(path);
		// The tab title is set by an effect after the heading shows: wait for it.
		await waitFor(() => expect(document.title).toBe(fullTitle(title)));
		expect(main.getAllByRole("heading", { level: 1 })).toHaveLength(1);
		expect(main.getByText(eyebrow)).toBeTruthy();
		expect(main.getByText(description)).toBeTruthy();
		expect(main.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(sections);
	});

	it(contents ? "lists its sections in a table of contents" : "has no table of contents", async () => {
		const main = await open(path);
		const nav = main.queryByRole("navigation", { name: "On this page" });
		if (!contents) {
			expect(nav).toBeNull();
			return;
		}
		const links = within(nav as HTMLElement).getAllByRole("link");
		expect(links.map((l) => l.textContent)).toEqual(sections);
		for (const link of links) {
			const target = document.getElementById((link.getAttribute("href") ?? "").slice(1));
			expect(target?.tagName).toBe("H2");
			expect(target?.textContent).toBe(link.textContent);
		}
	});

	it("links to its related pages and states what the code does", async () => {
		const main = await open(path);
		const nav = main.getByRole("navigation", { name: "Related pages" });
		expect(
			within(nav)
				.getAllByRole("link")
				.map((l) => l.getAttribute("href")),
		).toEqual(related);
		const text = (screen.getByRole("main").textContent ?? "").replace(/\s+/g, " ");
		for (const fact of says) expect(text).toContain(fact);
	});
});

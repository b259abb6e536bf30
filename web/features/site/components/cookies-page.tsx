import { TRACKING_COOKIE } from "@core/tracking";
import { SEED_COOKIE } from "@core/visitor-seed";
import { paths } from "@/lib/paths";
import { PageLink, type PageSection, SitePage } from "./site-page";

/** One thing the site keeps in the browser: its name, what it is for, and how long it stays. */
type Stored = { name: string; purpose: string; lasts: string };

/**
 * What the browser keeps for this site. The names are the ones in the code (server/auth/auth.ts
 * sets the cookie prefix, web/lib and the features name the storage keys); a change there must
 * change this list.
 */
const COOKIES: readonly Stored[] = [
	{
		name: "ssd.session_token",
		purpose:
			"Keeps you signed in. It holds a random token that matches your session on our server; scripts on the page cannot read it.",
		lasts: "7 days, renewed when you use the site after a day",
	},
	{
		name: "ssd.state",
		purpose:
			"Set only while you sign in with your company account, to check that the answer from the identity provider belongs to the sign-in you started.",
		lasts: "5 minutes",
	},
	{
		name: SEED_COOKIE,
		purpose:
			"The shuffle of randomly ordered listings, so paging through them never repeats or skips a photo and a page can show its first photos while it loads. A random number that says nothing about you, signed by our server; the page's scripts read the number.",
		lasts: "Until you close your browser",
	},
	{
		name: TRACKING_COOKIE,
		purpose:
			"A random id our server gives your visit and signs, so the clicks and searches we count are counted once per visitor: the same photo viewed twice within five seconds counts once. On its own it says nothing about who you are; when you are signed in, what you click is also linked to your account.",
		lasts: "Until you close your browser",
	},
];

const LOCAL: readonly Stored[] = [
	{
		name: "dismissedBanners",
		purpose: "Remembers the site announcements you closed, so they stay closed.",
		lasts: "Until you clear your browser's site data",
	},
	{
		name: "backgroundImageCount",
		purpose: "Remembers how many backgrounds the home page can choose from, so it can pick one at once.",
		lasts: "24 hours",
	},
];

const SESSION: readonly Stored[] = [
	{
		name: "photoSearchSeed",
		purpose: `The same shuffle, kept here only when your browser refuses the ${SEED_COOKIE} cookie.`,
		lasts: "Until you close the tab",
	},
];

function StoredList({ label, items }: { label: string; items: readonly Stored[] }) {
	return (
		<ul aria-label={label} className="space-y-3">
			{items.map((item) => (
				<li key={item.name} className="rounded-xl border border-ink-900/10 bg-cream-50 p-4">
					<code>{item.name}</code>
					<p className="mt-2">{item.purpose}</p>
					<p className="mt-1 text-sm text-ink-600">
						<span className="font-medium text-ink-800">Kept: </span>
						{item.lasts}
					</p>
				</li>
			))}
		</ul>
	);
}

const SECTIONS: readonly PageSection[] = [
	{
		id: "in-short",
		title: "In short",
		body: (
			<p>
				We use only what the site needs to work: a sign-in cookie, and a few values kept in your browser.
				There are no advertising cookies, no third-party analytics and no tracking across other sites.
			</p>
		),
	},
	{
		id: "cookies",
		title: "Cookies",
		body: (
			<>
				<p>
					Our server sets these cookies for this site only. They are sent with every request to us, and except
					for the shuffle number the page's scripts cannot read them. On a secure connection the sign-in
					cookies' names start with <code>__Secure-</code>.
				</p>
				<StoredList label="Cookies" items={COOKIES} />
			</>
		),
	},
	{
		id: "browser-storage",
		title: "Values kept in your browser",
		body: (
			<>
				<p>
					These stay in your browser's local storage and are never sent to us on their own; the site reads
					them to remember small choices.
				</p>
				<StoredList label="Local storage" items={LOCAL} />
				<p>These are kept in session storage, which your browser empties when you close the tab.</p>
				<StoredList label="Session storage" items={SESSION} />
				<p>
					Your cart, wishlists and projects are kept on our server with your account, not in your browser, so
					they follow you from one device to another.
				</p>
			</>
		),
	},
	{
		id: "third-parties",
		title: "Other sites",
		body: (
			<p>
				If you pay by card, you complete the payment on Stripe's own payment page, where Stripe's cookie
				policy applies. If you sign in with your company account, your identity provider's page sets its own
				cookies. We set none on their behalf, and no other site sets cookies through ours.
			</p>
		),
	},
	{
		id: "your-choices",
		title: "Your choices",
		body: (
			<>
				<p>
					You can delete or block cookies and site data in your browser's settings. Without the sign-in cookie
					you can still browse and search, but you cannot sign in; without the values kept in your browser,
					closed announcements may show again and random listings reshuffle.
				</p>
				<p>
					What we do with the clicks and searches we count is explained in our <PageLink to={paths.privacy} />
					.
				</p>
			</>
		),
	},
];

/** /cookies: every cookie and storage value the site really uses, what for and for how long. */
export function CookiesPage() {
	return (
		<SitePage
			path={paths.cookies}
			eyebrow="Legal"
			sections={SECTIONS}
			contents
			related={[paths.privacy, paths.terms, paths.contact]}
		/>
	);
}

import { FAMILY_EARNINGS_TEXT, NO_TRAINING_TEXT } from "@core/family-terms";
import { LICENCE_TERMS } from "@core/licence-terms";
import { LICENSE_LABELS, LICENSE_TYPES, licensePriceCents } from "@core/license";
import { DOWNLOAD_LINK_SECONDS, NET_TERMS_DAYS } from "@core/orders";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { inlineLink, PageLink, type PageSection, SitePage } from "./site-page";

/** How many times the photo price hero usage costs (5, from core/license.ts). */
export const HERO_FACTOR = licensePriceCents(1, "hero-usage");

/** What each licence looks like on screen, in the words of a set. */
const ON_SCREEN: Record<(typeof LICENSE_TYPES)[number], string> = {
	"background-dressing":
		"Framed on a mantelpiece, stuck to a fridge, tucked into a mirror frame, in an album on a shelf: the photo makes the room believable and the camera passes it by.",
	"hero-usage":
		"An actor picks the photo up, the camera holds on it in an insert shot, or the story turns on who is in it: the audience is meant to look at the photo itself.",
};

const minutes = (seconds: number) => `${seconds / 60} ${seconds === 60 ? "minute" : "minutes"}`;

const SECTIONS: readonly PageSection[] = [
	{
		id: "two-licences",
		title: "Two licences",
		body: (
			<>
				<p>Every photo can be licensed in one of two ways. You choose per photo, in the cart.</p>
				<dl className="grid gap-4 sm:grid-cols-2">
					{LICENSE_TYPES.map((type) => (
						<div key={type} className="rounded-xl border border-ink-900/10 bg-cream-50 p-4">
							<dt className="font-semibold text-ink-900">{LICENSE_LABELS[type].name}</dt>
							<dd className="mt-1 space-y-2 text-sm">
								<p>{LICENSE_LABELS[type].description}</p>
								<p>{ON_SCREEN[type]}</p>
							</dd>
						</div>
					))}
				</dl>
				<p>
					Background dressing is the default and costs the photo's price. Hero usage costs {HERO_FACTOR} times
					the photo's price. Volume discounts apply to both; see <PageLink to={paths.pricing} />.
				</p>
				<p>
					Not sure which one a scene needs? If the photo can be read on screen, is named in the script or is
					handled by the cast, choose {LICENSE_LABELS["hero-usage"].name.toLowerCase()}. When in doubt, ask us
					before you shoot.
				</p>
			</>
		),
	},
	{
		id: "what-it-allows",
		title: "What the licence allows",
		body: (
			<>
				<p>
					A licence lets you show the photo in <strong>the production named on your order</strong>, in the way
					your licence type allows, and also in:
				</p>
				<ul>
					<li>the production's trailers and promotion;</li>
					<li>archive copies of the production.</li>
				</ul>
				<p>A sequel, a spin-off or any other production needs its own licence for the same photo.</p>
			</>
		),
	},
	{
		id: "term-and-territory",
		title: "Term and territory",
		body: (
			<p>
				A licence has <strong>no time limit</strong> and is valid <strong>worldwide</strong>: the production
				can be distributed, broadcast, streamed and re-released anywhere, for as long as it is shown. The
				licence starts once the order is paid.
			</p>
		),
	},
	{
		id: "what-it-does-not-allow",
		title: "What the licence does not allow",
		body: (
			<ul>
				<li>Selling, sharing or giving away the files themselves.</li>
				<li>Using the photo outside the production named on the order.</li>
				<li>Presenting the people shown as endorsing a product, brand, cause or person.</li>
				<li>
					Featuring a photo licensed for background dressing: if a background photo ends up featured in the
					cut, license it for hero usage before release.
				</li>
			</ul>
		),
	},
	{
		id: "clearance",
		title: "What clearance means",
		body: (
			<>
				<p>
					Every photo comes from the family that owns it. Before offering a photo, the family confirms that it
					owns the rights in it and that the people shown, or their heirs, agree to its use on screen. That is
					what we mean by <strong>cleared</strong>: for the uses your licence allows, you need no separate
					release from the photographer or from the people in the picture.
				</p>
				<p>
					We record which family each photo comes from, and your certificate lists every photo by its number,
					so your clearance report can trace each one back to its source. If your clearance team has a
					question about a particular photo, <PageLink to={paths.contact}>ask us</PageLink> before you shoot.
				</p>
			</>
		),
	},
	{
		id: "what-families-earn",
		title: "What the families earn",
		body: (
			<>
				<p>
					Families supply the archive: they apply or are invited, upload their snapshots, gather a release
					from each person who can be recognised, and send each photo for review before it goes on sale.
				</p>
				<p>
					{FAMILY_EARNINGS_TEXT} A family may withdraw a photo at any time; the licences you already hold stay
					valid and you can still download their files.
				</p>
				<p>{NO_TRAINING_TEXT}</p>
			</>
		),
	},
	{
		id: "what-you-receive",
		title: "What you receive",
		body: (
			<>
				<p>As soon as your order is paid:</p>
				<ul>
					<li>
						<strong>The original file</strong> of each photo, at the full resolution we hold, from{" "}
						<Link to={paths.myPurchases} className={inlineLink}>
							My purchases
						</Link>
						. Each download uses a personal link that works for {minutes(DOWNLOAD_LINK_SECONDS)}; ask for a
						fresh one whenever you need the file again.
					</li>
					<li>
						<strong>A licence certificate</strong> (PDF) for the order: the licensee, the production, the
						order reference and payment date, every photo with its number, thumbnail, licence type and price
						paid, and the terms below.
					</li>
					<li>
						<strong>An invoice</strong> (PDF) for your production's accounts, on your order page.
					</li>
				</ul>
				<p>
					You pay by invoice, due {NET_TERMS_DAYS} days after the order is placed, or by card where card
					payment is offered. With an invoice, the files and the certificate unlock when your payment arrives;
					with a card, as soon as the payment clears.
				</p>
			</>
		),
	},
	{
		id: "terms",
		title: "The licence terms",
		body: (
			<>
				<p>These are the terms printed on every licence certificate:</p>
				<ol>
					{LICENCE_TERMS.map((term) => (
						<li key={term}>{term}</li>
					))}
				</ol>
				<p>
					If an order is cancelled or refunded, its licences are void: its files and certificate can no longer
					be downloaded or used. The <PageLink to={paths.terms} /> cover the rest of our relationship.
				</p>
			</>
		),
	},
	{
		id: "custom-agreements",
		title: "When you need something else",
		body: (
			<p>
				Some productions need terms these licences do not cover: exclusivity, a use on merchandise, a
				network's own clearance paperwork. Choose the custom agreement when you create your account, or{" "}
				<PageLink to={paths.contact}>write to us</PageLink>, and we will see what the family can agree to.
			</p>
		),
	},
];

/** /license: what each licence allows, its term and territory, what clearance means, what a buyer gets. */
export function LicensePage() {
	return (
		<SitePage
			path={paths.license}
			eyebrow="Licensing"
			sections={SECTIONS}
			contents
			related={[paths.pricing, paths.terms, paths.photos, paths.contact]}
		/>
	);
}

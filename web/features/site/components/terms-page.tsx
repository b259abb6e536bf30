import { FAMILY_EARNINGS_TEXT, FAMILY_TERMS } from "@core/family-terms";
import { NET_TERMS_DAYS } from "@core/orders";
import { paths } from "@/lib/paths";
import { PageLink, type PageSection, SitePage } from "./site-page";

const SECTIONS: readonly PageSection[] = [
	{
		id: "these-terms",
		title: "These terms",
		body: (
			<p>
				These are the terms of service of Snapshot Set Dressing. They apply to everyone who uses the site. By
				creating an account, placing an order or offering photos, you accept them. If you act for a production
				or a company, you accept them on its behalf and confirm you may do so.
			</p>
		),
	},
	{
		id: "who-does-what",
		title: "Who does what",
		body: (
			<ul>
				<li>
					<strong>Families</strong> own the photos they offer through their storefronts and grant licences in
					them through the marketplace.
				</li>
				<li>
					<strong>Productions</strong> (and the people who buy for them) license photos for use in a named
					production.
				</li>
				<li>
					<strong>Snapshot Set Dressing</strong> runs the marketplace: it catalogues and presents the photos,
					takes orders and payments, issues licence certificates and delivers the files.
				</li>
			</ul>
		),
	},
	{
		id: "accounts",
		title: "Accounts",
		body: (
			<p>
				Browsing is open to everyone; licensing, wishlists and full search results need an account. Give us
				accurate details, keep your sign-in to yourself, and tell us if you think someone else has used it.
				You are responsible for what is done with your account.
			</p>
		),
	},
	{
		id: "licences-and-orders",
		title: "Licences and orders",
		body: (
			<>
				<p>
					Each photo is licensed for background dressing or hero usage, for the production named on the order,
					on the terms set out on the <PageLink to={paths.license} /> page and printed on the certificate.
					Prices and volume discounts are those on the <PageLink to={paths.pricing} /> page, applied to the
					cart at checkout.
				</p>
				<p>
					An order is a binding offer to license the photos in it. An invoice is due {NET_TERMS_DAYS} days
					after the order is placed; a card payment is taken at once. A licence starts when its order is paid.
					We may cancel an order that is not paid, and a refunded order's licences are void.
				</p>
			</>
		),
	},
	{
		id: "families-warranties",
		title: "What families promise",
		body: (
			<>
				<p>A family that offers photos confirms, for every photo it offers, that:</p>
				<ul>
					<li>it owns the photo, or holds every right needed to license it;</li>
					<li>
						the people shown, or their heirs where they have died, agree to the photo being used on screen in
						the ways the licences allow;
					</li>
					<li>the facts it gives about the photo (when, where, who) are true as far as it knows.</li>
				</ul>
				<p>
					A family tells us at once if any of this stops being true for a photo. We then take the photo down;
					licences already granted stay valid unless the law says otherwise.
				</p>
			</>
		),
	},
	{
		id: "families-terms",
		title: "What families accept and earn",
		body: (
			<>
				<p>
					A member becomes a family by applying from their account, which our team approves or declines with a
					reason, or by accepting our invitation. A family accepts these terms:
				</p>
				<ul>
					{FAMILY_TERMS.map((term) => (
						<li key={term}>{term}</li>
					))}
				</ul>
				<p>{FAMILY_EARNINGS_TEXT}</p>
			</>
		),
	},
	{
		id: "acceptable-use",
		title: "Acceptable use",
		body: (
			<>
				<p>When you use the site, do not:</p>
				<ul>
					<li>copy, scrape or download photos or previews other than through a licence you hold;</li>
					<li>remove watermarks, or use a preview in a production instead of a licensed file;</li>
					<li>use a photo to mock, defame or misrepresent the people in it;</li>
					<li>get around the site's limits and checks, overload it, or reach data that is not yours;</li>
					<li>offer photos you have no right to offer.</li>
				</ul>
				<p>We may suspend an account that breaks these rules, and will say why.</p>
			</>
		),
	},
	{
		id: "our-content",
		title: "The site itself",
		body: (
			<p>
				The site, its design and its catalogue texts belong to Snapshot Set Dressing. The photos belong to the
				families. Nothing on the site gives you a right to a photo except a paid licence.
			</p>
		),
	},
	{
		id: "liability",
		title: "Liability",
		body: (
			<>
				<p>
					We work to keep the site available and the catalogue accurate, but the site is provided as it is,
					and descriptions of photos (dates, places, people) are given in good faith by the families.
				</p>
				<p>
					To the extent the law allows, our total liability for an order is limited to the amount paid for it,
					and we are not liable for indirect losses such as lost profits or production delays. Nothing in
					these terms limits liability that the law does not allow to be limited.
				</p>
				<p>
					If a claim is made against a production over a photo it licensed and used within its licence, tell
					us promptly; we will work with the family concerned, whose promises above stand behind the photo.
				</p>
			</>
		),
	},
	{
		id: "privacy",
		title: "Privacy",
		body: (
			<p>
				How we handle personal data is described in the <PageLink to={paths.privacy} />, and the cookies we
				use in the <PageLink to={paths.cookies} />.
			</p>
		),
	},
	{
		id: "law",
		title: "Governing law",
		body: (
			<p>
				These terms are governed by the laws of the State of California, and disputes about them go to the
				state and federal courts located in California, unless the law of your country gives you the right to
				bring them elsewhere.
			</p>
		),
	},
	{
		id: "changes",
		title: "Changes",
		body: (
			<p>
				We may change these terms. The version on this page applies from the day it is published; a licence
				keeps the terms it was granted under.
			</p>
		),
	},
];

/** /terms: the marketplace's terms of service for productions, families and visitors. */
export function TermsPage() {
	return (
		<SitePage
			path={paths.terms}
			eyebrow="Legal"
			sections={SECTIONS}
			contents
			related={[paths.license, paths.privacy, paths.pricing, paths.contact]}
		/>
	);
}

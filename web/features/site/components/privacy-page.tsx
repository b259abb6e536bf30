import { MAGIC_LINK_TTL_MINUTES } from "@core/contracts/auth";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { inlineLink, PageLink, type PageSection, SitePage } from "./site-page";

const SECTIONS: readonly PageSection[] = [
	{
		id: "who-we-are",
		title: "Who we are",
		body: (
			<p>
				Snapshot Set Dressing runs this site and the marketplace on it, and decides what personal data it
				keeps and why. This policy covers everyone who uses the site: visitors, productions that license
				photos, and families that offer them. Questions about it reach us through the{" "}
				<PageLink to={paths.contact}>contact form</PageLink>.
			</p>
		),
	},
	{
		id: "what-we-keep",
		title: "What we keep",
		body: (
			<>
				<h3>Your account</h3>
				<ul>
					<li>
						Your email address, first and last name, and the sign-up agreement you chose, with its date.
					</li>
					<li>
						A password, if you set one, stored only as a one-way hash; or, if you sign in with your company
						account, the identity provider's id for you and the tokens it issues.
					</li>
					<li>
						For each signed-in session: when it started and expires, and the network address and browser it
						was started from.
					</li>
					<li>
						For families: the storefront name, description, location and portrait shown on the storefront.
					</li>
				</ul>
				<h3>Your work on the site</h3>
				<ul>
					<li>
						Your cart, wishlists (and their share links), projects and companies, with any logo you upload.
					</li>
				</ul>
				<h3>Orders</h3>
				<ul>
					<li>
						The production and company each order is for, the billing contact you enter (name, email, company,
						billing address, purchase order number), the photos and licences bought, the prices paid, and the
						history of the order (placed, paid, cancelled or refunded).
					</li>
					<li>
						If you pay by card, the card details go to Stripe, never to us; we keep only Stripe's references
						to the payment.
					</li>
				</ul>
				<h3>Messages</h3>
				<ul>
					<li>
						What you send through the contact form: your name, email, company, topic and message, and your
						account if you were signed in. Not your network address.
					</li>
				</ul>
				<h3>How the site is used</h3>
				<ul>
					<li>
						Clicks on photos, tags, places and events: what was clicked, when, the page you came from, your
						browser, the random id of our tracking cookie, and your account if you were signed in. When you
						are not signed in, also a code made from your network address with a secret key (for IPv6, from
						the part that names your network), so that many clicks from one place count as one visitor in the
						popular lists. The code cannot be turned back into the address without our key; the address itself
						is not kept.
					</li>
					<li>
						Searches: the words searched for, how many results they found, the browser, the random id of our
						tracking cookie (without the cookie, the code made from your network address), and your account if
						you were signed in. Never your network address: our database refuses to store one.
					</li>
					<li>Our server logs record each request's method and path, without your address or cookies.</li>
				</ul>
			</>
		),
	},
	{
		id: "why",
		title: "Why we keep it",
		body: (
			<ul>
				<li>
					<strong>To run your account and sign you in</strong>, and to keep it secure (sessions, one-time
					links, the record of where you are signed in).
				</li>
				<li>
					<strong>To sell and prove licences</strong>: orders, invoices, certificates and the right to
					download what you bought. Productions rely on these records long after the shoot.
				</li>
				<li>
					<strong>To answer you</strong> when you write to us.
				</li>
				<li>
					<strong>To make the archive easier to search</strong>: clicks and searches become the popular and
					trending lists, and show us what productions look for and do not find.
				</li>
			</ul>
		),
	},
	{
		id: "who-else",
		title: "Who else sees it",
		body: (
			<>
				<p>
					We do not sell personal data, and we share none with advertisers. Others see it only to do their
					part:
				</p>
				<ul>
					<li>
						<strong>Stripe</strong>, when you choose to pay by card: your billing email, the order's
						reference, and its lines and amounts.
					</li>
					<li>
						<strong>Our email delivery provider</strong>, which carries the mail we send you (sign-in links,
						password resets, receipts and invoices) and the contact messages we forward to our team.
					</li>
					<li>
						<strong>Your identity provider</strong>, if you sign in with your company account: it tells us who
						you are; we tell it nothing else.
					</li>
					<li>
						<strong>Anyone you give a wishlist's share link to</strong>: they see that wishlist's name,
						description and photos, and your first name.
					</li>
					<li>Authorities, when the law requires it.</li>
				</ul>
			</>
		),
	},
	{
		id: "how-long",
		title: "How long we keep it",
		body: (
			<>
				<p>Some data expires by itself; the rest is kept until it is deleted by hand. Plainly:</p>
				<ul>
					<li>
						One-time sign-in links stop working after {MAGIC_LINK_TTL_MINUTES} minutes, and password-reset
						links after one hour. A sign-up that is never confirmed is deleted once its link expires.
					</li>
					<li>
						A session stops working after seven days without use. The expired session's record is not yet
						removed on a schedule.
					</li>
					<li>Your account, cart, wishlists and projects are kept for as long as the account exists.</li>
					<li>
						Orders, invoices and certificates are kept for as long as a licence may need proving and our
						accounts need keeping. A licence has no time limit, so there is no automatic deletion.
					</li>
					<li>
						Click and search records and contact messages are kept until our team deletes them. Their removal
						is not automated yet.
					</li>
				</ul>
			</>
		),
	},
	{
		id: "your-rights",
		title: "Your rights",
		body: (
			<>
				<p>
					You can see and correct your name and sign-in details, and end your other sessions, on your{" "}
					<Link to={paths.account} className={inlineLink}>
						account page
					</Link>
					. To get a copy of your data, have it corrected or deleted, or object to how we use it,{" "}
					<PageLink to={paths.contact}>write to us</PageLink> from the address on your account. Deleting an
					account is done by our team on request; we answer within 30 days.
				</p>
				<p>
					Orders outlive a deleted account where accounting or a production's licence needs them; they keep
					the billing contact entered at checkout.
				</p>
			</>
		),
	},
	{
		id: "security",
		title: "Security",
		body: (
			<p>
				Passwords are stored only as hashes, the sign-in cookie cannot be read by the page's scripts, and
				original photo files are private: a buyer downloads them through personal links that expire within
				minutes.
			</p>
		),
	},
	{
		id: "cookies",
		title: "Cookies",
		body: (
			<p>
				The cookies and browser storage the site uses, and what each is for, are listed in our{" "}
				<PageLink to={paths.cookies} />.
			</p>
		),
	},
	{
		id: "children",
		title: "Children",
		body: (
			<p>
				The marketplace is for productions and for the adults who own family archives. It is not meant for
				children under 16, and we do not knowingly keep their data.
			</p>
		),
	},
	{
		id: "changes",
		title: "Changes to this policy",
		body: <p>When what we keep or why changes, we update this page before the change takes effect.</p>,
	},
];

/** /privacy: what personal data the server keeps, why, who else sees it, for how long, and your rights. */
export function PrivacyPage() {
	return (
		<SitePage
			path={paths.privacy}
			eyebrow="Legal"
			sections={SECTIONS}
			contents
			related={[paths.cookies, paths.terms, paths.contact]}
		/>
	);
}

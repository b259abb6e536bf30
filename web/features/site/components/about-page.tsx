import { CONTACT_TOPIC_LABELS } from "@core/contracts/contact";
import { FAMILY_EARNINGS_TEXT, FAMILY_STEPS, NO_TRAINING_TEXT } from "@core/family-terms";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { inlineLink, PageLink, type PageSection, SitePage } from "./site-page";

const SECTIONS: readonly PageSection[] = [
	{
		id: "what-we-do",
		title: "What we do",
		body: (
			<>
				<p>
					A kitchen in 1974 has snapshots on the fridge. A teenager's bedroom in 1989 has photos pinned round
					the mirror. Art departments need those pictures to look lived-in and real, and every face in them
					has to be cleared before the scene can air. Staging and shooting fake family albums takes days;
					clearing a box of found photos can take weeks.
				</p>
				<p>
					Snapshot Set Dressing offers pre-cleared vintage family photos for rent to feature films, television
					shows and commercials. Set decorators, art directors and clearance coordinators search the archive,
					license what the set needs, and download the original files as soon as the order is paid.
				</p>
			</>
		),
	},
	{
		id: "where-the-photos-come-from",
		title: "Where the photos come from",
		body: (
			<>
				<p>
					Every photo belongs to a real family. Families open a storefront with us and offer their own
					snapshots: birthdays, holidays, road trips, school portraits, the ordinary days in between. They own
					the photos and have cleared them for use on screen, which is what lets a production use them without
					chasing releases.
				</p>
				<p>
					Our team catalogues each photo before it goes live: the decade it was taken, where, how many people
					it shows, the occasion, its style and mood. That is what makes "a 1960s birthday party in Ohio with
					four people" a search rather than an afternoon.
				</p>
			</>
		),
	},
	{
		id: "how-productions-work-with-us",
		title: "How productions work with us",
		body: (
			<ul>
				<li>
					<strong>Search and filter</strong> by words, decade, place, people and occasion, or browse what
					other productions are looking at.
				</li>
				<li>
					<strong>Collect</strong> candidates in wishlists, organised by production and company, and share a
					wishlist with the director or production designer by link.
				</li>
				<li>
					<strong>License</strong> each photo for background dressing or hero usage; volume discounts apply to
					the whole cart. See the <PageLink to={paths.license} /> and <PageLink to={paths.pricing} />.
				</li>
				<li>
					<strong>Pay</strong> by invoice on net terms, the way production accounts work, or by card.
				</li>
				<li>
					<strong>Download</strong> the full-resolution originals and a licence certificate naming your
					production, ready for your clearance report.
				</li>
			</ul>
		),
	},
	{
		id: "for-families",
		title: "For families",
		body: (
			<>
				<p>
					If your family has albums of snapshots and would like them to live on in films and series, open a
					storefront with us. You can{" "}
					<Link to={paths.family} className={inlineLink}>
						apply from your account
					</Link>
					, or our team may invite you by email. Then:
				</p>
				<ol>
					{FAMILY_STEPS.map((step) => (
						<li key={step}>{step}</li>
					))}
				</ol>
				<p>
					{FAMILY_EARNINGS_TEXT} You may withdraw a photo, or close your storefront, at any time; licences
					already sold stay valid. {NO_TRAINING_TEXT}
				</p>
				<p>
					Questions first? Tell us roughly how many photos you have and the decades they cover through our{" "}
					<PageLink to={paths.contact}>contact form</PageLink>, choosing "{CONTACT_TOPIC_LABELS.selling}".
				</p>
			</>
		),
	},
];

/** /about: who we are, where the photos come from, and how productions and families use us. */
export function AboutPage() {
	return (
		<SitePage
			path={paths.about}
			eyebrow="Company"
			sections={SECTIONS}
			related={[paths.license, paths.pricing, paths.photos, paths.contact]}
		/>
	);
}

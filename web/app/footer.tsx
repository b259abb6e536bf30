import { formatCount } from "@core/listing-text";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSite } from "@/api/site/site";
import { SocialIcon } from "@/components/social-icons";
import { Wordmark } from "@/components/wordmark";
import { usePhotoCount } from "@/features/photos/api/get-photo-count";
import { PRODUCT_NAME } from "@/lib/brand";
import { paths } from "@/lib/paths";

const FOOTER_COLUMNS = [
	{
		title: "Explore",
		links: [
			{ label: "All photos", to: paths.photos },
			{ label: "Collections", to: paths.collections },
			{ label: "Pricing", to: paths.pricing },
			{ label: "Popular photos", to: paths.popular },
			{ label: "New arrivals", to: paths.newArrivals },
		],
	},
	{
		title: "Company",
		links: [
			{ label: "About us", to: paths.about },
			{ label: "Contact", to: paths.contact },
		],
	},
	{
		title: "Legal",
		links: [
			{ label: "Terms of service", to: paths.terms },
			{ label: "Privacy policy", to: paths.privacy },
			{ label: "License", to: paths.license },
			{ label: "Cookie policy", to: paths.cookies },
		],
	},
] as const;

/** 'Browse 1,234 vintage family photos', or 'thousands of' while loading or on error. */
function PhotoCountLink() {
	const { data } = usePhotoCount();
	const amount = data ? formatCount(data.count) : "thousands of";
	return (
		<Link
			to={paths.photos}
			className="inline-flex items-center gap-1 text-sm font-medium text-mustard-300 underline-offset-4 hover:underline"
		>
			{`Browse ${amount} vintage family photos`}
			<span aria-hidden="true">→</span>
		</Link>
	);
}

/** The product's accounts as configured (SOCIAL_*_URL on the server): none configured, no row. */
function SocialLinks() {
	const links = useSite().data?.social_links ?? [];
	if (links.length === 0) return null;
	return (
		<ul className="mt-6 flex gap-2" aria-label="Social media">
			{links.map((social) => (
				<li key={social.network}>
					<a
						href={social.url}
						target="_blank"
						rel="noopener noreferrer"
						aria-label={`${PRODUCT_NAME} on ${social.network}`}
						className="inline-flex size-10 items-center justify-center rounded-full border border-cream-50/15 text-cream-200 transition-colors hover:border-cream-50/40 hover:text-cream-50"
					>
						<SocialIcon network={social.network} className="size-[18px]" />
					</a>
				</li>
			))}
		</ul>
	);
}

type FooterProps = {
	/** The Trending strip (spec section 2, Footer), given by the layout; above the link columns. */
	trendingStrip?: ReactNode;
};

export function Footer({ trendingStrip }: FooterProps) {
	const year = new Date().getFullYear();
	return (
		<footer className="on-dark paper-grain bg-ink-900 text-cream-200">
			{trendingStrip}
			<div className="mx-auto grid max-w-7xl gap-10 px-4 pt-14 pb-10 sm:px-6 md:grid-cols-12 lg:px-8">
				<div className="md:col-span-5 lg:col-span-4">
					<Link to={paths.home} className="inline-block rounded-sm" aria-label={`${PRODUCT_NAME} home`}>
						<Wordmark tone="light" />
					</Link>
					<p className="mt-4 max-w-sm text-sm leading-relaxed text-cream-200/80">
						{PRODUCT_NAME} offers pre-cleared family photos for rent to feature films, television shows and
						commercials.
					</p>
					<p className="mt-4">
						<PhotoCountLink />
					</p>
					<SocialLinks />
				</div>
				<nav
					aria-label="Footer"
					className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-7 lg:col-span-8"
				>
					{FOOTER_COLUMNS.map((column) => (
						<div key={column.title}>
							<h2 className="font-sans text-xs font-semibold tracking-[0.14em] text-cream-50 uppercase">
								{column.title}
							</h2>
							<ul className="mt-4 space-y-2.5">
								{column.links.map((link) => (
									<li key={link.to}>
										<Link
											to={link.to}
											className="text-sm text-cream-200/80 transition-colors hover:text-cream-50"
										>
											{link.label}
										</Link>
									</li>
								))}
							</ul>
						</div>
					))}
				</nav>
			</div>
			<div className="border-t border-cream-50/10">
				<p className="mx-auto max-w-7xl px-4 py-6 text-xs text-cream-200/60 sm:px-6 lg:px-8">
					© {year} {PRODUCT_NAME}. All rights reserved.
				</p>
			</div>
		</footer>
	);
}

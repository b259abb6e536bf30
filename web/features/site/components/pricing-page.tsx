import { formatUsd, LICENSE_LABELS, LICENSE_TYPES, licensePriceCents } from "@core/license";
import { NET_TERMS_DAYS } from "@core/orders";
import { DISCOUNT_TIERS } from "@core/pricing";
import { pricingExample } from "@core/pricing-example";
import type { ReactNode } from "react";
import { discountLabel, nextTierHint, photoCount } from "@/lib/cart-text";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { PageLink, type PageSection, SitePage } from "./site-page";

const EXAMPLE = pricingExample();
const { cart } = EXAMPLE;

/** '25 to 49 photos', '75 or more photos': a tier's range, up to the next tier. */
export function tierRange(index: number): string {
	const tier = DISCOUNT_TIERS[index];
	if (!tier) return "";
	const next = DISCOUNT_TIERS[index + 1];
	return next ? `${tier.min_items} to ${next.min_items - 1} photos` : `${tier.min_items} or more photos`;
}

const tableClasses = "w-full min-w-[28rem] border-collapse text-left text-sm";
const th = "border-b border-ink-900/15 px-3 py-2 font-semibold text-ink-900";
const td = "border-b border-ink-900/10 px-3 py-2 align-top";
const num = "text-right tabular-nums";

/** A table that scrolls sideways inside its own box on a phone instead of widening the page. */
function Table({ label, children }: { label: string; children: ReactNode }) {
	return (
		<section
			className="overflow-x-auto rounded-xl border border-ink-900/10 bg-cream-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
			// biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus, or a keyboard cannot scroll it
			tabIndex={0}
			aria-label={label}
		>
			<table className={tableClasses}>{children}</table>
		</section>
	);
}

function LicencePrices() {
	const price = EXAMPLE.photo_price_cents;
	return (
		<Table label="Licence prices">
			<thead>
				<tr>
					<th scope="col" className={th}>
						Licence
					</th>
					<th scope="col" className={th}>
						Price
					</th>
					<th scope="col" className={cn(th, num)}>
						A {formatUsd(price)} photo
					</th>
				</tr>
			</thead>
			<tbody>
				{LICENSE_TYPES.map((type) => {
					const factor = licensePriceCents(1, type);
					return (
						<tr key={type}>
							<th scope="row" className={cn(td, "font-medium text-ink-900")}>
								{LICENSE_LABELS[type].name}
								<span className="block font-normal text-ink-600">{LICENSE_LABELS[type].description}</span>
							</th>
							<td className={td}>{factor === 1 ? "The photo's price" : `${factor} × the photo's price`}</td>
							<td className={cn(td, num)}>{formatUsd(licensePriceCents(price, type))}</td>
						</tr>
					);
				})}
			</tbody>
		</Table>
	);
}

function DiscountTiers() {
	const first = DISCOUNT_TIERS[0];
	return (
		<Table label="Volume discount tiers">
			<thead>
				<tr>
					<th scope="col" className={th}>
						Photos in your cart
					</th>
					<th scope="col" className={cn(th, num)}>
						Discount on the whole cart
					</th>
				</tr>
			</thead>
			<tbody>
				{first && (
					<tr>
						<th scope="row" className={cn(td, "font-medium text-ink-900")}>
							Fewer than {first.min_items} photos
						</th>
						<td className={cn(td, num)}>None</td>
					</tr>
				)}
				{DISCOUNT_TIERS.map((tier, i) => (
					<tr key={tier.name}>
						<th scope="row" className={cn(td, "font-medium text-ink-900")}>
							{tierRange(i)}
						</th>
						<td className={cn(td, num)}>{tier.percent}%</td>
					</tr>
				))}
			</tbody>
		</Table>
	);
}

function WorkedExample() {
	return (
		<Table label="Worked example">
			<thead>
				<tr>
					<th scope="col" className={th}>
						Licence
					</th>
					<th scope="col" className={cn(th, num)}>
						Photos
					</th>
					<th scope="col" className={cn(th, num)}>
						Each
					</th>
					<th scope="col" className={cn(th, num)}>
						Before discount
					</th>
					<th scope="col" className={cn(th, num)}>
						Share of discount
					</th>
					<th scope="col" className={cn(th, num)}>
						To pay
					</th>
				</tr>
			</thead>
			<tbody>
				{EXAMPLE.groups.map((group) => (
					<tr key={group.license_type}>
						<th scope="row" className={cn(td, "font-medium text-ink-900")}>
							{LICENSE_LABELS[group.license_type].name}
						</th>
						<td className={cn(td, num)}>{group.photos}</td>
						<td className={cn(td, num)}>{formatUsd(group.unit_price_cents)}</td>
						<td className={cn(td, num)}>{formatUsd(group.subtotal_cents)}</td>
						<td className={cn(td, num)}>−{formatUsd(group.discount_cents)}</td>
						<td className={cn(td, num)}>{formatUsd(group.total_cents)}</td>
					</tr>
				))}
			</tbody>
			<tfoot>
				<tr className="font-semibold text-ink-900">
					<th scope="row" className={td}>
						Cart
					</th>
					<td className={cn(td, num)}>{cart.item_count}</td>
					<td className={td} />
					<td className={cn(td, num)}>{formatUsd(cart.subtotal_cents)}</td>
					<td className={cn(td, num)}>−{formatUsd(cart.discount_cents)}</td>
					<td className={cn(td, num)}>{formatUsd(cart.total_cents)}</td>
				</tr>
			</tfoot>
		</Table>
	);
}

function ExampleSummary() {
	return (
		<dl className="grid gap-2 rounded-xl border border-ink-900/10 bg-cream-50 p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
			<dt className="font-medium text-ink-900">Subtotal ({photoCount(cart.item_count)})</dt>
			<dd className="tabular-nums">{formatUsd(cart.subtotal_cents)}</dd>
			<dt className="font-medium text-ink-900">Tier reached</dt>
			<dd>
				{cart.tier ? `${discountLabel(cart.tier.percent)} (${cart.tier.min_items} or more photos)` : "None"}
			</dd>
			<dt className="font-medium text-ink-900">Discount</dt>
			<dd className="tabular-nums">−{formatUsd(cart.discount_cents)}</dd>
			<dt className="font-medium text-ink-900">Total</dt>
			<dd className="font-semibold text-ink-900 tabular-nums">{formatUsd(cart.total_cents)}</dd>
			<dt className="font-medium text-ink-900">Next tier</dt>
			<dd>{cart.next_tier ? nextTierHint(cart.next_tier) : "The highest tier is reached"}</dd>
		</dl>
	);
}

const SECTIONS: readonly PageSection[] = [
	{
		id: "licences",
		title: "Two licences, one price rule",
		body: (
			<>
				<p>
					Each photo has its own price, shown on its page: that is the price of licensing it for background
					dressing. Hero usage costs {licensePriceCents(1, "hero-usage")} times as much, because the photo is
					featured rather than seen in passing. What each allows is set out in the{" "}
					<PageLink to={paths.license} />.
				</p>
				<LicencePrices />
			</>
		),
	},
	{
		id: "volume-discounts",
		title: "Volume discounts",
		body: (
			<>
				<p>
					A whole set rarely needs one photo. The more photos your cart holds, whatever their licence, the
					larger the discount on all of them: the highest tier your cart reaches applies to the whole cart.
				</p>
				<DiscountTiers />
				<p>
					The discount is shared across the photos in proportion to their prices, so a hero photo carries a
					larger share than a background one. Your cart shows the tier you have reached and how many more
					photos reach the next.
				</p>
			</>
		),
	},
	{
		id: "worked-example",
		title: "A worked example",
		body: (
			<>
				<p>
					A feature film dresses a family's living room and hallway with {photoCount(EXAMPLE.photos)} at{" "}
					{formatUsd(EXAMPLE.photo_price_cents)} each. {EXAMPLE.hero} of them are handled by the cast, so they
					are licensed for hero usage; the other {EXAMPLE.photos - EXAMPLE.hero} are background dressing.
				</p>
				<WorkedExample />
				<ExampleSummary />
				<p>
					These figures come from the same pricing the checkout uses, so your own cart will add up the same
					way.
				</p>
			</>
		),
	},
	{
		id: "paying",
		title: "Paying",
		body: (
			<>
				<p>
					Prices are in US dollars. At checkout we price your cart again from the current prices; if anything
					changed since you reviewed it, we show you the new total before the order is placed.
				</p>
				<p>
					Pay by invoice, due {NET_TERMS_DAYS} days after the order is placed, or by card where card payment
					is offered. The files and the licence certificate unlock as soon as the payment arrives.
				</p>
				<p>
					Ready to start? <PageLink to={paths.photos}>Browse the photos</PageLink>.
				</p>
			</>
		),
	},
];

/** /pricing: the licence price rule, the volume tiers and a worked example, all from core's pricing. */
export function PricingPage() {
	return (
		<SitePage
			path={paths.pricing}
			eyebrow="Licensing"
			sections={SECTIONS}
			related={[paths.license, paths.photos, paths.collections, paths.contact]}
		/>
	);
}

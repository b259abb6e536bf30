import type { TrendingResponse } from "@core/contracts/analytics";
import { isRouteTaxonomyType, trendingChipType } from "@core/taxonomy";
import { TRACKING, type TrackedTaxonomyType } from "@core/tracking";
import { TrendingUp } from "lucide-react";
import { eventPhotosUrl } from "@/lib/paths";
import { type TaxonomyTarget, taxonomyTarget } from "@/lib/taxonomy-link";
import { TrackedLink } from "@/lib/tracking/tracked-link";
import { type Click, creatorClick, eventClick, taxonomyClick } from "@/lib/tracking/tracker";
import { useTrending } from "../api/get-trending";

type Chip = TrendingResponse["chips"][number];
type ChipLink = TaxonomyTarget & { key: string; label: string; click: Click };

/**
 * Where a chip leads and what its click records: an event to its photos, a taxonomy value to
 * its page (with the chip mapping of spec section 3, in case a field name slips through). A
 * value without a page of its own is left out: every chip goes to a taxonomy page.
 */
export function chipLink(chip: Chip): ChipLink | null {
	const label = chip.label.trim() || chip.id;
	if (chip.kind === "event") {
		return { key: `event:${chip.id}`, to: eventPhotosUrl(chip.id), label, click: eventClick(chip.id) };
	}
	const type = trendingChipType(chip.taxonomy_type);
	if (!isRouteTaxonomyType(type) || chip.id.trim() === "") return null;
	const click =
		type === "creator" ? creatorClick(chip.id) : taxonomyClick(type as TrackedTaxonomyType, chip.id);
	return { key: `${type}:${chip.id}`, ...taxonomyTarget(type, chip.id), label, click };
}

/**
 * The footer's Trending strip (spec section 2, Footer): up to 20 chips, most-clicked first. It
 * scrolls sideways on phones and wraps on wide screens; while loading, when empty or on error it
 * is not drawn at all.
 */
export function TrendingStrip() {
	const { data } = useTrending();
	const chips = (data?.chips ?? [])
		.map(chipLink)
		.filter((chip): chip is ChipLink => chip !== null)
		.slice(0, TRACKING.trendingItems);
	if (chips.length === 0) return null;

	return (
		<nav aria-labelledby="trending-heading" className="border-b border-cream-50/10">
			<div className="mx-auto flex max-w-7xl items-center gap-4 py-4 pl-4 sm:pl-6 lg:px-8">
				<h2
					id="trending-heading"
					className="flex shrink-0 items-center gap-1.5 font-sans text-xs font-semibold tracking-[0.14em] text-cream-50 uppercase"
				>
					<TrendingUp aria-hidden="true" className="size-4 text-mustard-300" />
					Trending
				</h2>
				<ul className="-my-1 flex min-w-0 flex-1 gap-2 overflow-x-auto py-1 pr-4 [scrollbar-width:none] sm:pr-6 lg:flex-wrap lg:overflow-visible lg:pr-0 [&::-webkit-scrollbar]:hidden">
					{chips.map((chip) => (
						<li key={chip.key} className="shrink-0">
							<TrackedLink
								to={chip.to}
								failure={chip.failure}
								click={chip.click}
								className="inline-flex min-h-8 items-center rounded-full border border-cream-50/20 px-3 py-1 text-sm whitespace-nowrap text-cream-100 transition-colors hover:border-mustard-300/70 hover:text-cream-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-mustard-300"
							>
								{chip.label}
							</TrackedLink>
						</li>
					))}
				</ul>
			</div>
		</nav>
	);
}

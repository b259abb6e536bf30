/**
 * Popular tags (spec sections 2, 8 and 9): the 5 most-clicked tags, or the fallback list when
 * none were clicked yet or the query fails, each a link to its tag page that records a tag click.
 * Shared by the search page and the home hero, so it lives here rather than in one feature.
 */
import type { PopularContentResponse } from "@core/contracts/analytics";
import { POPULAR_TAGS_FALLBACK, POPULAR_TAGS_QUERY, TRACKING } from "@core/tracking";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { POPULAR_CACHE } from "@/api/analytics/popular-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";
import { taxonomyTarget } from "@/lib/taxonomy-link";
import { TrackedLink } from "@/lib/tracking/tracked-link";
import { tagClick } from "@/lib/tracking/tracker";

export const POPULAR_TAGS_LABEL = "Popular tags";

export function getPopularTags(signal?: AbortSignal): Promise<PopularContentResponse> {
	return apiFetch<Reply<typeof PopularContentResponse>>(apiPaths.popularContent, {
		query: POPULAR_TAGS_QUERY,
		signal,
	});
}

export function popularTagsQueryOptions() {
	return queryOptions({
		queryKey: ["popular", "tags", { limit: TRACKING.popularTagsLimit }],
		queryFn: ({ signal }) => getPopularTags(signal),
		initialData: () => firstAnswer<PopularContentResponse>(apiPaths.popularContent, POPULAR_TAGS_QUERY),
		...POPULAR_CACHE,
	});
}

type PopularTag = { tag: string; label: string };

const FALLBACK: PopularTag[] = POPULAR_TAGS_FALLBACK.map((tag) => ({ tag, label: tag }));

/** The tags to show, or undefined while they load. */
export function usePopularTags(): PopularTag[] | undefined {
	const { data, isError } = useQuery(popularTagsQueryOptions());
	if (isError) return FALLBACK;
	if (!data) return undefined;
	const seen = new Set<string>();
	const tags: PopularTag[] = [];
	for (const item of data.items) {
		const tag = item.entity_id.trim();
		if (tag === "" || seen.has(tag.toLowerCase())) continue;
		seen.add(tag.toLowerCase());
		tags.push({ tag, label: item.entity_name.trim() || tag });
	}
	return tags.length > 0 ? tags.slice(0, TRACKING.popularTagsShown) : FALLBACK;
}

const TONES = {
	light: {
		label: "text-ink-600",
		chip: "border-ink-900/10 bg-cream-50 text-ink-800 hover:border-accent-600/40 hover:bg-accent-50 hover:text-accent-800",
		skeleton: "bg-ink-900/10",
	},
	dark: {
		label: "text-cream-100/80",
		chip: "border-cream-50/25 bg-ink-950/30 text-cream-50 backdrop-blur-sm hover:border-cream-50/60 hover:bg-ink-950/50",
		skeleton: "bg-cream-50/15",
	},
} as const;

/** 'Popular tags:' and five tag chips. `dark` sits on the home hero's photograph. */
export function PopularTags({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
	const tags = usePopularTags();
	const style = TONES[tone];
	return (
		<nav
			aria-label={POPULAR_TAGS_LABEL}
			className={cn("flex min-h-8 flex-wrap items-center gap-x-3 gap-y-2", className)}
		>
			<span className={cn("text-sm font-medium", style.label)}>{POPULAR_TAGS_LABEL}:</span>
			{tags ? (
				<ul className="flex flex-wrap gap-2">
					{tags.map(({ tag, label }) => (
						<li key={tag}>
							<TrackedLink
								{...taxonomyTarget("tag", tag)}
								click={tagClick(tag)}
								className={cn(
									"inline-flex min-h-8 items-center rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500",
									style.chip,
								)}
							>
								{label}
							</TrackedLink>
						</li>
					))}
				</ul>
			) : (
				// The row keeps its height while the tags load, so nothing below it jumps.
				<span aria-hidden="true" className="flex flex-wrap gap-2">
					{[64, 88, 56, 72, 80].map((width) => (
						<span
							key={width}
							className={cn("inline-block h-8 animate-pulse rounded-full", style.skeleton)}
							style={{ width }}
						/>
					))}
				</span>
			)}
		</nav>
	);
}

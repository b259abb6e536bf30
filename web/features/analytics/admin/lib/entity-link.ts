import type { ClickAnalyticsRow } from "@core/contracts/analytics";
import { photoUrl } from "@core/route-params";
import { isRouteTaxonomyType, trendingChipType } from "@core/taxonomy";
import { eventPhotosUrl } from "@/lib/paths";

/**
 * The page a clicked entity lives on: a photo's detail page, a tag's or taxonomy value's page,
 * an event's photos. Null when there is none (a taxonomy type without a page of its own, such
 * as emotion, or an id that is not a photo's).
 */
export function entityHref(
	row: Pick<ClickAnalyticsRow, "entity_type" | "entity_id" | "taxonomy_type">,
): string | null {
	switch (row.entity_type) {
		case "photo":
			try {
				return photoUrl(row.entity_id);
			} catch {
				return null;
			}
		case "tag":
			return `/taxonomy/tag/${encodeURIComponent(row.entity_id)}`;
		case "taxonomy": {
			const type = trendingChipType(row.taxonomy_type ?? "");
			return isRouteTaxonomyType(type) ? `/taxonomy/${type}/${encodeURIComponent(row.entity_id)}` : null;
		}
		case "event":
			return eventPhotosUrl(row.entity_id);
		default:
			return null;
	}
}

import { buildTaxonomyLink, taxonomyNavigationErrorToast } from "@core/taxonomy";
import { toast } from "./toast";

/**
 * Where a taxonomy link goes. A link that could not be built (an unsupported type, a missing
 * value: data from a photo row or from click analytics) goes to /photos instead and carries
 * `failure`, the reason, for the spec's 'Navigation Error / Unable to navigate: …' toast.
 */
export type TaxonomyTarget = { to: string; failure?: string };

export function taxonomyTarget(type: unknown, id: unknown): TaxonomyTarget {
	const link = buildTaxonomyLink(type, id);
	return link.ok ? { to: link.url } : { to: link.url, failure: link.message };
}

/** The toast for a taxonomy link that could not be built (spec section 8, Navigation). */
export function showTaxonomyNavigationError(message: string): void {
	const { title, description } = taxonomyNavigationErrorToast(message);
	toast.error(title, { description });
}

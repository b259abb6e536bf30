import type { SessionUser } from "@core/contracts/auth";
import { paths } from "@/lib/paths";

export type NavItem = { label: string; to: string };

/**
 * The header's main links (spec section 2, Header): Pricing for guests, Wishlists for members, and
 * a family's dashboard for families (issue 27).
 */
export function primaryNavItems(user: SessionUser | null): NavItem[] {
	return [
		{ label: "Search", to: paths.search },
		...(user ? [] : [{ label: "Pricing", to: paths.pricing }]),
		{ label: "License", to: paths.license },
		...(user ? [{ label: "Wishlists", to: paths.wishlists }] : []),
		...(user?.is_family ? [{ label: "Your storefront", to: paths.family }] : []),
	];
}

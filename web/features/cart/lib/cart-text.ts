import { photoCount } from "@/lib/cart-text";

/** Texts of the /cart page that the spec leaves to us (the totals' words are lib/cart-text.ts's). */

export const CART_EMPTY_TITLE = "Your cart is empty";
export const CART_LOAD_FAILED = "We could not load your cart.";

/** Which lines a bulk action acts on: the selection, or every line when nothing is selected. */
export type BulkTarget = { selected: number };

/** 'Set all to hero' with nothing selected; 'Set 3 selected to hero' with a selection. */
export function setLicenseLabel(target: BulkTarget, license: "hero" | "background"): string {
	return target.selected === 0 ? `Set all to ${license}` : `Set ${target.selected} selected to ${license}`;
}

/** After a bulk license change: '27 photos set to hero usage'. */
export function licenseSetText(changed: number, licenseName: string): string {
	return changed === 0
		? `Nothing to change: the photos had ${licenseName.toLowerCase()} already`
		: `${photoCount(changed)} set to ${licenseName.toLowerCase()}`;
}

/** The lines hero usage could not take: '3 photos are not cleared for hero use and stayed background'. */
export function notClearedText(count: number): string {
	return count === 1
		? "1 photo is not cleared for hero use and stayed background"
		: `${count} photos are not cleared for hero use and stayed background`;
}

export const LICENSE_SET_FAILED = "Failed to change the licenses";

/** After a move: '3 photos moved to Diner set'. */
export function movedText(moved: number, wishlistName: string): string {
	return `${photoCount(moved)} moved to ${wishlistName}`;
}

export const MOVED_TITLE = "Moved to wishlist";
export const MOVE_FAILED = "Failed to move to the wishlist";
export const CART_VIEW_KEY = "cart-view";

/** Issue 30: how many more photos reach the next tier: '3 more photos reach Volume 25'. */
export function reachTierText(next: { tier: { name: string }; items_needed: number }): string {
	return `${next.items_needed} more ${next.items_needed === 1 ? "photo reaches" : "photos reach"} ${next.tier.name}`;
}

export const NO_PRODUCTION = "No production";
export const PRODUCTION_HINT =
	"The volume tier counts the photos the production has licensed already, with this cart's.";
export const PRODUCTION_FAILED = "Failed to change the cart's production";

/** An upgrade line (issue 30): what was paid for the licence it upgrades, taken off its price. */
export function upgradeLineText(licenceNumber: string, paid: string): string {
	return `Upgrade of ${licenceNumber}: ${paid} paid, you pay the difference`;
}

/** Texts of the buyer's order pages that core/orders.ts's ORDER_TEXT leaves to the pages. */

export const ORDERS_LOAD_FAILED = "We could not load your orders.";
export const ORDER_LOAD_FAILED = "We could not load this order.";
export const PURCHASES_LOAD_FAILED = "We could not load your purchases.";
export const NO_LICENCES_TITLE = "No licences yet";
export const NO_MATCHING_LICENCES_TITLE = "No licences match";
export const DOWNLOAD_ORIGINAL = "Download original";
export const DOWNLOAD_FAILED_TITLE = "Download failed";
export const DOWNLOAD_FAILED = "We could not start the download. Please try again.";
export const CONFIRMING_PAYMENT = "Confirming your payment…";
export const PAID_FILES_READY = "Paid — your files are ready";
export const PAYMENT_SLOW =
	"Your payment is taking longer than usual to confirm. We email a receipt once it clears, and your files then appear in My purchases.";

export function placedTitle(reference: string): string {
	return `Thank you — order ${reference} placed`;
}

export function invoiceEmailed(email: string): string {
	return `We emailed the invoice to ${email}.`;
}

/** The terms' version the buyer accepted; orders from before the terms were versioned have none. */
export function termsText(version: string | null): string {
	return version
		? `Version ${version}, accepted at checkout`
		: "Not recorded (placed before versioned terms)";
}

// ---- issue 30: exclusive terms, upgrades, print files and the order's ZIP

export const PRINT_FILES = "Print files";
export const DOWNLOAD_ALL_ZIP = "Download all (ZIP)";
export const UPGRADE_ADDED_TITLE = "Upgrade added to cart";
export const UPGRADE_ADDED = "Check out to pay the difference; your licence stays valid as it is meanwhile.";
export const UPGRADE_FAILED = "We could not add the upgrade to your cart. Please try again.";
export const VIEW_CART = "View cart";
export const UPGRADED_LATER = "Upgraded by a later licence";

/** The product's name, as README, mail and the wordmark spell it. */
export const PRODUCT_NAME = "Snapshot Set Dressing";

/** The home page's tab title (the same as index.html's). */
export const HOME_TITLE = `${PRODUCT_NAME} · Cleared vintage family photos for film and TV`;

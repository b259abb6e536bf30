import { fullTitle, SITE_NAME } from "@core/site-name";

/** The product's name, as README, mail and the wordmark spell it. */
export const PRODUCT_NAME = SITE_NAME;

/** The home page's tab title (the same as index.html's and the server's). */
export const HOME_TITLE = fullTitle("");

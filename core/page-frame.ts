/**
 * The app's main area starts below its fixed header (64 px, 72 px from 768 px): the padding
 * web/app/layout.tsx gives every page but the full-bleed home page, and the server's loading
 * views (core/boot-view.ts) give theirs, so their content sits where the page's will.
 */
export const BELOW_HEADER = "pt-16 md:pt-[72px]";

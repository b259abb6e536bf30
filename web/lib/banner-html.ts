import DOMPurify from "dompurify";

/**
 * Admin HTML made safe to put in the page. The server sanitises on save and on preview; the
 * browser makes this second pass whatever the server sent, for the public banner and the
 * admin's previews alike.
 */
export function safeBannerHtml(html: string): string {
	return DOMPurify.sanitize(html);
}

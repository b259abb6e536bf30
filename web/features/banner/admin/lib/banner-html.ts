/**
 * HTML as a browser reads it (`<br/>` and `<br>`, quoting and entity spelling come out the
 * same), so what the server changed can be told from how it writes what it kept. A template's
 * content is inert: nothing in it loads or runs.
 */
function normalisedHtml(html: string): string {
	const template = document.createElement("template");
	template.innerHTML = html.trim();
	return template.innerHTML;
}

export const MARKUP_REMOVED = "Some markup was removed because it is not allowed";

/** True when the server kept less than was sent. */
export function markupWasRemoved(sent: string, kept: string): boolean {
	return normalisedHtml(sent) !== normalisedHtml(kept);
}

/**
 * Hands a same-site URL to the browser as a download (the session cookie goes with it); the page
 * stays where it is.
 */
export function startDownload(url: string): void {
	const anchor = document.createElement("a");
	anchor.href = url;
	anchor.download = "";
	anchor.rel = "noopener";
	document.body.append(anchor);
	anchor.click();
	anchor.remove();
}

import { fullTitle } from "@core/site-name";
import { useEffect } from "react";

/**
 * Sets the tab title for a page; null gives the home title. (React 19's hoisted <title>
 * would sit after the one in index.html, and browsers show the first.)
 */
export function useDocumentTitle(title: string | null): void {
	useEffect(() => {
		document.title = fullTitle(title ?? "");
	}, [title]);
}

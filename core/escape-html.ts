const ENTITIES: Record<string, string> = {
	"<": "&lt;",
	">": "&gt;",
	"&": "&amp;",
	'"': "&quot;",
	"'": "&#39;",
};

/** Text made safe inside HTML, in an element or a quoted attribute (either quote). */
export function escapeHtml(text: string): string {
	return text.replace(/[<>&"']/g, (c) => ENTITIES[c] ?? c);
}

import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
	it("escapes markup and both quotes, and leaves other text alone", () => {
		expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
			"&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
		);
		expect(escapeHtml("Café 1970s")).toBe("Café 1970s");
	});
});

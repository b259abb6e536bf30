import sanitizeHtml from "sanitize-html";

/** The only markup a banner keeps: inline formatting, paragraphs and links. */
export const BANNER_TAGS = ["a", "b", "strong", "i", "em", "u", "br", "span", "p", "small", "code"] as const;

/**
 * Tags dropped with everything inside them. Script and style hold code, not text; the others
 * hold markup in another namespace (svg, math) or a parser context (noscript, template,
 * textarea ...) where browsers and sanitisers disagree about what is text, the classic route
 * of mutation XSS. A banner never needs any of it.
 */
const DROPPED_WHOLE = [
	"script",
	"style",
	"textarea",
	"option",
	"select",
	"xmp",
	"noscript",
	"noembed",
	"noframes",
	"template",
	"title",
	"iframe",
	"frame",
	"frameset",
	"object",
	"embed",
	"applet",
	"svg",
	"math",
	"form",
	"plaintext",
];

/**
 * An href a banner may link to: the web, mail, or a path on this site. "//host" and "/\host"
 * leave the site (browsers read a backslash as a slash), so a path must not start with either.
 */
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;
/** Browsers drop tabs and newlines inside URLs, so "/\t/evil.test" would become "//evil.test". */
const hasControl = (url: string) => [...url].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

const TARGETS = new Set(["_blank", "_self"]);

function safeLink(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
	const out: sanitizeHtml.Attributes = {};
	const href = attribs.href?.trim();
	if (href && !hasControl(href) && ALLOWED_HREF.test(href)) out.href = href;
	if (attribs.title) out.title = attribs.title;
	const target = attribs.target?.trim().toLowerCase();
	if (target && TARGETS.has(target)) out.target = target;
	// A page opened in a new tab must not reach back to ours through window.opener.
	if (target === "_blank") out.rel = "noopener noreferrer";
	return out;
}

const OPTIONS: sanitizeHtml.IOptions = {
	allowedTags: [...BANNER_TAGS],
	allowedAttributes: { a: ["href", "title", "target", "rel"] },
	allowedClasses: {},
	allowedStyles: {},
	allowedSchemes: ["http", "https", "mailto"],
	allowedSchemesByTag: {},
	allowedSchemesAppliedToAttributes: ["href"],
	allowProtocolRelative: false,
	disallowedTagsMode: "discard",
	nonTextTags: DROPPED_WHOLE,
	transformTags: { a: (tagName, attribs) => ({ tagName, attribs: safeLink(attribs) }) },
	// Deeply nested markup is never a banner; cut it off rather than walk it.
	nestingLimit: 20,
	enforceHtmlBoundary: true,
};

/**
 * The banner's HTML with only what is safe to put in the page: run when a banner is saved and
 * again when it is served, so a row written by any other means is cleaned on its way out.
 */
export function sanitizeBannerHtml(html: string): string {
	return sanitizeHtml(html, OPTIONS).trim();
}

/** True when sanitised banner HTML shows nothing: no text once the tags are gone. */
export function isBlankBanner(sanitised: string): boolean {
	return (
		sanitizeHtml(sanitised, { allowedTags: [], allowedAttributes: {} }).replaceAll("&nbsp;", " ").trim() ===
		""
	);
}

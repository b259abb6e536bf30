import { degrees, PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from "pdf-lib";

/**
 * Drawing helpers shared by the invoice and the certificate: one page size, one palette, text
 * that can never crash the renderer, and a flow that breaks pages and repeats their header.
 */

/** The name printed on every document (web/lib/brand.ts PRODUCT_NAME; server cannot import web). */
export const PRODUCT_NAME = "Snapshot Set Dressing";

/** US Letter: the buyers are US productions and prices are USD. */
export const PAGE = { width: 612, height: 792, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Content stops above this line; the footer ("Page n of m") lives below it. */
export const FOOTER_TOP = PAGE.margin + 20;

export const COLORS = {
	ink: rgb(0.12, 0.1, 0.09),
	muted: rgb(0.42, 0.37, 0.33),
	rule: rgb(0.84, 0.79, 0.73),
	accent: rgb(0.6, 0.23, 0.12),
	shade: rgb(0.96, 0.93, 0.89),
	placeholder: rgb(0.88, 0.85, 0.81),
	paid: rgb(0.13, 0.5, 0.27),
	void: rgb(0.55, 0.14, 0.12),
	neutral: rgb(0.45, 0.45, 0.45),
} as const;

export type Kit = { doc: PDFDocument; regular: PDFFont; bold: PDFFont };

export type DocumentMeta = {
	title: string;
	subject: string;
	/** Searchable words (the reference, photo numbers): viewers index them, tests read them back. */
	keywords: string[];
	/** The moment the document describes, so the same order renders the same file. */
	date: Date;
};

export async function createKit(meta: DocumentMeta): Promise<Kit> {
	const doc = await PDFDocument.create({ updateMetadata: false });
	doc.setTitle(meta.title, { showInWindowTitleBar: true });
	doc.setSubject(meta.subject);
	doc.setKeywords(meta.keywords);
	doc.setAuthor(PRODUCT_NAME);
	doc.setCreator(PRODUCT_NAME);
	doc.setProducer(PRODUCT_NAME);
	doc.setCreationDate(meta.date);
	doc.setModificationDate(meta.date);
	doc.setLanguage("en-US");
	const [regular, bold] = await Promise.all([
		doc.embedFont(StandardFonts.Helvetica),
		doc.embedFont(StandardFonts.HelveticaBold),
	]);
	return { doc, regular, bold };
}

// ---------------------------------------------------------------- text

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();
function characterSet(font: PDFFont): ReadonlySet<number> {
	let set = characterSets.get(font);
	if (!set) {
		set = new Set(font.getCharacterSet());
		characterSets.set(font, set);
	}
	return set;
}

/**
 * The text as the standard fonts can encode it (WinAnsi): accents they lack lose their mark,
 * invisible joiners and variation selectors go, anything else (emoji, CJK) becomes '?'.
 * pdf-lib throws on a character it cannot encode, and a title is whatever a family typed.
 */
export function encodable(font: PDFFont, value: string): string {
	const set = characterSet(font);
	const fits = (s: string) => [...s].every((c) => set.has(c.codePointAt(0) ?? -1));
	let out = "";
	for (const char of value.replace(/\s+/g, " ")) {
		if (fits(char)) {
			out += char;
			continue;
		}
		const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
		if (base !== "" && fits(base)) out += base;
		else if (!/[\p{M}\p{Cf}]/u.test(char)) out += "?";
	}
	return out;
}

export type TextStyle = {
	bold?: boolean;
	size?: number;
	color?: RGB;
	/** `right`: x is the right edge; `center`: x is the middle. */
	align?: "left" | "right" | "center";
	/** Longer text is cut with an ellipsis to fit. */
	maxWidth?: number;
};

const fontOf = (kit: Kit, style: TextStyle) => (style.bold ? kit.bold : kit.regular);

/** The text shortened with '…' until it fits `width` (already encodable). */
function fitWidth(font: PDFFont, value: string, size: number, width: number): string {
	if (font.widthOfTextAtSize(value, size) <= width) return value;
	const chars = [...value];
	let low = 0;
	let high = chars.length;
	while (low < high) {
		const mid = Math.ceil((low + high) / 2);
		if (font.widthOfTextAtSize(`${chars.slice(0, mid).join("").trimEnd()}…`, size) <= width) low = mid;
		else high = mid - 1;
	}
	return `${chars.slice(0, low).join("").trimEnd()}…`;
}

/** Draws one line of text; y is its baseline. Returns the width drawn. */
export function drawText(
	kit: Kit,
	page: PDFPage,
	value: string,
	x: number,
	y: number,
	style: TextStyle = {},
) {
	const font = fontOf(kit, style);
	const size = style.size ?? 10;
	let line = encodable(font, value);
	if (style.maxWidth !== undefined) line = fitWidth(font, line, size, style.maxWidth);
	const width = font.widthOfTextAtSize(line, size);
	const left = style.align === "right" ? x - width : style.align === "center" ? x - width / 2 : x;
	page.drawText(line, { x: left, y, size, font, color: style.color ?? COLORS.ink });
	return width;
}

/** Word widths by font and size: long documents (a clearance log of 500 licences) repeat most words. */
const wordWidths = new WeakMap<PDFFont, Map<string, number>>();
function wordWidth(font: PDFFont, word: string, size: number): number {
	let widths = wordWidths.get(font);
	if (!widths) {
		widths = new Map();
		wordWidths.set(font, widths);
	}
	const key = `${size} ${word}`;
	let width = widths.get(key);
	if (width === undefined) {
		width = font.widthOfTextAtSize(word, size);
		if (widths.size < 50_000) widths.set(key, width);
	}
	return width;
}

/**
 * Splits text into lines no wider than `width` (words longer than a line are cut). A line's width
 * is its words' widths plus the spaces between them, each word measured once.
 */
export function wrapText(kit: Kit, value: string, width: number, style: TextStyle = {}): string[] {
	const font = fontOf(kit, style);
	const size = style.size ?? 10;
	const space = wordWidth(font, " ", size);
	const lines: string[] = [];
	for (const paragraph of value.split(/\r?\n/)) {
		let line = "";
		let lineWidth = 0;
		for (const word of encodable(font, paragraph).split(" ").filter(Boolean)) {
			const measured = wordWidth(font, word, size);
			const widened = line ? lineWidth + space + measured : measured;
			if (widened <= width) {
				line = line ? `${line} ${word}` : word;
				lineWidth = widened;
				continue;
			}
			if (line) lines.push(line);
			line = measured <= width ? word : fitWidth(font, word, size, width);
			lineWidth = measured <= width ? measured : font.widthOfTextAtSize(line, size);
		}
		lines.push(line);
	}
	return lines;
}

export function drawRule(
	page: PDFPage,
	y: number,
	color: RGB = COLORS.rule,
	x = PAGE.margin,
	width = CONTENT_WIDTH,
) {
	page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.75, color });
}

/** A status stamp ('PAID', 'REFUNDED' ...): a tilted outlined box in the page header, right of the title. */
export function drawStamp(kit: Kit, page: PDFPage, label: string, color: RGB) {
	const size = 18;
	const tilt = 8;
	const text = encodable(kit.bold, label);
	const width = kit.bold.widthOfTextAtSize(text, size) + 20;
	const height = size + 12;
	const x = PAGE.width / 2 - 20;
	const y = PAGE.height - PAGE.margin - 40;
	const rotate = degrees(tilt);
	page.drawRectangle({ x, y, width, height, borderColor: color, borderWidth: 2, rotate });
	// The box turns about its bottom-left corner: place the text along the turned axes.
	const angle = (tilt * Math.PI) / 180;
	const dx = 10;
	const dy = 8.5;
	page.drawText(text, {
		x: x + dx * Math.cos(angle) - dy * Math.sin(angle),
		y: y + dx * Math.sin(angle) + dy * Math.cos(angle),
		size,
		font: kit.bold,
		color,
		rotate,
	});
}

// ---------------------------------------------------------------- dates

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** 'November 24, 2026' from an ISO timestamp or a YYYY-MM-DD date (read as UTC). */
export function formatDate(value: string): string {
	return longDate.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}

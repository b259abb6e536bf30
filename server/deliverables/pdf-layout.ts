import type { PDFPage } from "pdf-lib";
import {
	COLORS,
	CONTENT_WIDTH,
	drawRule,
	drawText,
	FOOTER_TOP,
	type Kit,
	PAGE,
	PRODUCT_NAME,
	type TextStyle,
	wrapText,
} from "./pdf-kit";

/** Page breaks, headers, labelled blocks, footers and tables of the invoice and the certificate. */

/** Half the content width, less the gutter: two blocks side by side. */
export const HALF_WIDTH = CONTENT_WIDTH / 2 - 12;
/** Where the right-hand half starts. */
export const RIGHT_HALF_X = PAGE.margin + HALF_WIDTH + 24;

// ---------------------------------------------------------------- page flow

/**
 * Lays content down the pages: `ensure(height)` starts a new page when the next block would run
 * into the footer. Every page begins with `header` (it returns the y below it); while a table is
 * open, `continueWith` draws its column heads again on each new page.
 */
export class PageFlow {
	page: PDFPage;
	y: number;
	continueWith: ((flow: PageFlow) => void) | null = null;

	/**
	 * `bottom`: where content stops (FOOTER_TOP unless the document keeps a band of its own above
	 * the footer, as the certificate does for its verification code).
	 */
	constructor(
		private readonly kit: Kit,
		private readonly header: (page: PDFPage, pageIndex: number) => number,
		readonly bottom: number = FOOTER_TOP,
	) {
		this.page = kit.doc.addPage([PAGE.width, PAGE.height]);
		this.y = header(this.page, 0);
		this.firstY = this.y;
	}

	/** Where the first page's content started (continuation pages start a little higher). */
	private readonly firstY: number;

	newPage(): void {
		this.page = this.kit.doc.addPage([PAGE.width, PAGE.height]);
		this.y = this.header(this.page, this.kit.doc.getPageCount() - 1);
		this.continueWith?.(this);
	}

	/** The height a fresh page offers below its header. */
	get pageCapacity(): number {
		return this.firstY - this.bottom;
	}

	/** Makes room for a block `height` tall; true when that took a new page. */
	ensure(height: number): boolean {
		if (this.y - height >= this.bottom) return false;
		this.newPage();
		return true;
	}
}

// ---------------------------------------------------------------- page parts

export type PageHeader = {
	/** The document's name, e.g. 'Invoice'; continuation pages add '(continued)'. */
	title: string;
	/** Top right, e.g. 'Invoice SSD-000042'. */
	reference: string;
	/** Space between the accent rule and the content. */
	gapBelow: number;
};

/**
 * The head of every page: the product name and the document's reference on one line, the title
 * (large on the first page, smaller on the pages a long document runs onto) and an accent rule.
 * Returns the y the page's content starts at.
 */
export function drawPageHeader(kit: Kit, page: PDFPage, pageIndex: number, header: PageHeader): number {
	const top = PAGE.height - PAGE.margin;
	drawText(kit, page, PRODUCT_NAME.toUpperCase(), PAGE.margin, top - 9, {
		bold: true,
		size: 9,
		color: COLORS.accent,
	});
	drawText(kit, page, header.reference, PAGE.width - PAGE.margin, top - 9, {
		size: 9,
		color: COLORS.muted,
		align: "right",
	});
	const title = pageIndex === 0 ? header.title : `${header.title} (continued)`;
	const size = pageIndex === 0 ? 24 : 14;
	drawText(kit, page, title, PAGE.margin, top - 14 - size, { bold: true, size });
	const below = top - 26 - size;
	drawRule(page, below, COLORS.accent);
	return below - header.gapBelow;
}

/** How a labelled block sets its lines: the certificate's are a little larger than the invoice's. */
export type BlockStyle = { lineHeight: number; firstLineSize: number };

export type LabelledLines = { label: string; lines: readonly string[] };

/**
 * A small capitalised label over lines of text, the first in bold (a name above its details);
 * y is the label's baseline. Returns the block's height.
 */
export function drawLabelledBlock(
	kit: Kit,
	page: PDFPage,
	block: LabelledLines,
	x: number,
	y: number,
	width: number,
	style: BlockStyle,
): number {
	drawText(kit, page, block.label.toUpperCase(), x, y, { bold: true, size: 8, color: COLORS.muted });
	// The label is small: the first line stands a little further below it than the lines below each other.
	const first = style.lineHeight + 2;
	block.lines.forEach((line, i) => {
		drawText(kit, page, line, x, y - first - i * style.lineHeight, {
			bold: i === 0,
			size: i === 0 ? style.firstLineSize : 10,
			maxWidth: width,
		});
	});
	return first + block.lines.length * style.lineHeight;
}

/** Two labelled blocks side by side; the flow moves on below the taller, plus `gapAfter`. */
export function drawBlockPair(
	kit: Kit,
	flow: PageFlow,
	left: LabelledLines,
	right: LabelledLines,
	style: BlockStyle & { gapAfter: number },
) {
	const leftHeight = drawLabelledBlock(kit, flow.page, left, PAGE.margin, flow.y, HALF_WIDTH, style);
	const rightHeight = drawLabelledBlock(kit, flow.page, right, RIGHT_HALF_X, flow.y, HALF_WIDTH, style);
	flow.y -= Math.max(leftHeight, rightHeight) + style.gapAfter;
}

/** The production a document's licences are for: its name, then its company when it has one. */
export function productionLines(production: { name: string; company: string | null }): string[] {
	return [production.name, ...(production.company ? [production.company] : [])];
}

/** The footer of every page, drawn once the page count is known. */
export function drawFooters(kit: Kit, left: string) {
	const pages = kit.doc.getPages();
	pages.forEach((page, i) => {
		const y = PAGE.margin;
		drawRule(page, y + 12);
		drawText(kit, page, left, PAGE.margin, y, { size: 8, color: COLORS.muted, maxWidth: CONTENT_WIDTH - 90 });
		drawText(kit, page, `Page ${i + 1} of ${pages.length}`, PAGE.width - PAGE.margin, y, {
			size: 8,
			color: COLORS.muted,
			align: "right",
		});
	});
}

// ---------------------------------------------------------------- tables

export type Column<Row> = {
	label: string;
	width: number;
	align?: "left" | "right";
	/** Draws the cell of one row; (x, top) is the cell's top left corner. */
	cell: (page: PDFPage, row: Row, x: number, top: number, width: number) => void;
};

const HEAD_HEIGHT = 20;

function drawHead<Row>(kit: Kit, flow: PageFlow, columns: readonly Column<Row>[]) {
	flow.page.drawRectangle({
		x: PAGE.margin,
		y: flow.y - HEAD_HEIGHT,
		width: CONTENT_WIDTH,
		height: HEAD_HEIGHT,
		color: COLORS.shade,
	});
	let x = PAGE.margin;
	for (const column of columns) {
		const right = column.align === "right";
		drawText(kit, flow.page, column.label, right ? x + column.width - 6 : x + 6, flow.y - 13.5, {
			bold: true,
			size: 8,
			color: COLORS.muted,
			align: right ? "right" : "left",
			maxWidth: column.width - 12,
		});
		x += column.width;
	}
	flow.y -= HEAD_HEIGHT;
}

/** A table across the content width: the head repeats on every page it runs onto. */
export function drawTable<Row>(
	kit: Kit,
	flow: PageFlow,
	columns: readonly Column<Row>[],
	rows: readonly Row[],
	rowHeight: number,
) {
	flow.ensure(HEAD_HEIGHT + rowHeight);
	drawHead(kit, flow, columns);
	flow.continueWith = (f) => drawHead(kit, f, columns);
	for (const row of rows) {
		flow.ensure(rowHeight);
		let x = PAGE.margin;
		for (const column of columns) {
			column.cell(flow.page, row, x, flow.y, column.width);
			x += column.width;
		}
		flow.y -= rowHeight;
		drawRule(flow.page, flow.y);
	}
	flow.continueWith = null;
}

/** A column's cell that prints one value of its row as text (see cellText). */
export function textCell<Row>(
	kit: Kit,
	rowHeight: number,
	value: (row: Row) => string,
	style: TextStyle = {},
): Column<Row>["cell"] {
	return (page, row, x, top, width) => cellText(kit, page, value(row), x, top, width, rowHeight, style);
}

/** Text in a table cell, vertically centred in a row `rowHeight` tall. */
export function cellText(
	kit: Kit,
	page: PDFPage,
	value: string,
	x: number,
	top: number,
	width: number,
	rowHeight: number,
	style: TextStyle = {},
) {
	const size = style.size ?? 9;
	const right = style.align === "right";
	drawText(kit, page, value, right ? x + width - 6 : x + 6, top - rowHeight / 2 - size * 0.35, {
		...style,
		size,
		maxWidth: width - 12,
	});
}

/** Text wrapped to `width` from `x`, running onto a new page when the page is full. */
export function drawWrapped(
	kit: Kit,
	flow: PageFlow,
	value: string,
	{
		x = PAGE.margin,
		width = CONTENT_WIDTH,
		lineHeight = 12,
		...style
	}: Omit<TextStyle, "align" | "maxWidth"> & { x?: number; width?: number; lineHeight?: number } = {},
) {
	const font = style.bold ? kit.bold : kit.regular;
	const size = style.size ?? 10;
	// wrapText's lines are already encodable and fit: drawn as they are, without measuring again.
	for (const line of wrapText(kit, value, width, style)) {
		flow.ensure(lineHeight);
		flow.page.drawText(line, { x, y: flow.y, size, font, color: style.color ?? COLORS.ink });
		flow.y -= lineHeight;
	}
}

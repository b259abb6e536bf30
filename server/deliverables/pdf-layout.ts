import type { PDFPage } from "pdf-lib";
import {
	COLORS,
	CONTENT_WIDTH,
	drawRule,
	drawText,
	FOOTER_TOP,
	type Kit,
	PAGE,
	type TextStyle,
} from "./pdf-kit";

/** Page breaks, footers and tables of the invoice and the certificate. */

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

	constructor(
		private readonly kit: Kit,
		private readonly header: (page: PDFPage, pageIndex: number) => number,
	) {
		this.page = kit.doc.addPage([PAGE.width, PAGE.height]);
		this.y = header(this.page, 0);
	}

	newPage(): void {
		this.page = this.kit.doc.addPage([PAGE.width, PAGE.height]);
		this.y = this.header(this.page, this.kit.doc.getPageCount() - 1);
		this.continueWith?.(this);
	}

	/** Makes room for a block `height` tall; true when that took a new page. */
	ensure(height: number): boolean {
		if (this.y - height >= FOOTER_TOP) return false;
		this.newPage();
		return true;
	}
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

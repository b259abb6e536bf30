import { type PDFPage, type RGB, rgb } from "pdf-lib";
import qrcode from "qrcode-generator";
import { COLORS } from "./pdf-kit";

/**
 * A QR code drawn as vector squares (no image): sharp at any print size and a few hundred bytes.
 * Error correction M (15%) survives a smudge or a fold; the version grows with the text.
 */

/** The code's modules, row by row: true is dark. */
export function qrModules(text: string): boolean[][] {
	const qr = qrcode(0, "M");
	qr.addData(text, "Byte");
	qr.make();
	const count = qr.getModuleCount();
	return Array.from({ length: count }, (_, row) =>
		Array.from({ length: count }, (_, col) => qr.isDark(row, col)),
	);
}

/**
 * The dark modules as one SVG path in module units, each row's runs of dark modules as one
 * rectangle (far fewer operators than a square per module).
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
	const parts: string[] = [];
	modules.forEach((row, y) => {
		let x = 0;
		while (x < row.length) {
			if (!row[x]) {
				x += 1;
				continue;
			}
			const start = x;
			while (x < row.length && row[x]) x += 1;
			parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
		}
	});
	return parts.join("");
}

/**
 * Draws the QR code of `text` with its top-left corner at (x, top), `size` points square, on a
 * white quiet zone of `quiet` points around it (readers need the light margin).
 */
export function drawQr(
	page: PDFPage,
	text: string,
	{
		x,
		top,
		size,
		quiet = 4,
		color = COLORS.ink,
	}: { x: number; top: number; size: number; quiet?: number; color?: RGB },
) {
	const modules = qrModules(text);
	const scale = size / modules.length;
	page.drawRectangle({
		x: x - quiet,
		y: top - size - quiet,
		width: size + 2 * quiet,
		height: size + 2 * quiet,
		color: rgb(1, 1, 1),
	});
	page.drawSvgPath(qrPath(modules), { x, y: top, scale, color, borderWidth: 0 });
}

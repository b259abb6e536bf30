import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";

/**
 * Windows-1252's 0x80-0x9f (quotes, dashes, ellipsis ...); the rest is Latin-1. Written out
 * because Node 20's TextDecoder decodes 'windows-1252' as plain Latin-1.
 */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const winAnsi = (bytes: Buffer) =>
	[...bytes].map((b) => (b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join("");

/**
 * The text drawn on each page of a PDF this server renders, for tests: pdf-lib writes standard-
 * font text as hex strings (`<48656c6c6f> Tj`) in Flate-compressed content streams, so decoding
 * those gives back what a reader sees, WinAnsi (Windows-1252) bytes.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<{ doc: PDFDocument; pages: string[] }> {
	const doc = await PDFDocument.load(bytes, { updateMetadata: false });
	const pages = doc.getPages().map((page) => {
		const contents = page.node.Contents();
		const refs: unknown[] = contents instanceof PDFArray ? contents.asArray() : [contents];
		let text = "";
		for (const ref of refs) {
			const stream = doc.context.lookup(ref as PDFRef);
			if (!(stream instanceof PDFRawStream)) continue;
			const source = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
			for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
				text += `${winAnsi(Buffer.from(match[1] ?? "", "hex"))}\n`;
		}
		return text;
	});
	return { doc, pages };
}

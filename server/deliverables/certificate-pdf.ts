import type { Order, OrderItem } from "@core/contracts/orders";
import { LICENCE_TERMS, TERMS_TEXT } from "@core/licence-terms";
import { verifyPath } from "@core/licence-verification";
import { formatUsd, LICENSE_LABELS } from "@core/license";
import { LICENSING_TEXT } from "@core/licensing";
import { personText, RIDER_TEXT, rightsHolderText } from "@core/paperwork";
import type { PDFImage, PDFPage } from "pdf-lib";
import type { PhotoPaperwork } from "../clearance/paperwork-service";
import { type Seller, sellerLines } from "./invoice-pdf";
import {
	COLORS,
	CONTENT_WIDTH,
	createKit,
	drawText,
	FOOTER_TOP,
	formatDate,
	type Kit,
	PAGE,
	PRODUCT_NAME,
	type TextStyle,
	wrapText,
} from "./pdf-kit";
import {
	type Column,
	drawBlockPair,
	drawFooters,
	drawPageHeader,
	drawTable,
	drawWrapped,
	PageFlow,
	productionLines,
} from "./pdf-layout";
import { drawQr } from "./pdf-qr";
import type { Thumbnail } from "./thumbnails";

/** What a certificate certifies: a paid order and the licences it still holds. */
export type CertifiedOrder = Order & { paid_at: string };

const ROW_HEIGHT = 50;
const THUMB_BOX = 40;

/** The verification band above every page's footer: the certificate's QR code and its address. */
const QR_SIZE = 64;
const BAND_TOP = FOOTER_TOP + QR_SIZE + 18;

/** Where the certificate is verified, and who issues it. */
export type CertificateIssuer = { seller: Seller; publicUrl: string };

/** The certificate's blocks are set a little larger than the invoice's. */
const BLOCK_STYLE = { lineHeight: 14, firstLineSize: 12 };

function drawParticulars(kit: Kit, flow: PageFlow, order: CertifiedOrder, seller: Seller) {
	const intro = wrapText(
		kit,
		`${seller.name}, trading as ${PRODUCT_NAME}, certifies that the licensee named below holds a licence for each photograph listed in this certificate, granted by the licensor named beside it, for use in the production named below, on the terms set out at the end.`,
		CONTENT_WIDTH,
		{ size: 10 },
	);
	for (const line of intro) {
		drawText(kit, flow.page, line, PAGE.margin, flow.y, { size: 10, color: COLORS.muted });
		flow.y -= 14;
	}
	flow.y -= 14;
	const { billing } = order;
	drawBlockPair(
		kit,
		flow,
		{ label: "Licensee", lines: [billing.name, billing.company, billing.email] },
		{ label: "Production", lines: productionLines(order.production) },
		{ ...BLOCK_STYLE, gapAfter: 12 },
	);
	drawBlockPair(
		kit,
		flow,
		{ label: "Issued by", lines: sellerLines(seller).slice(0, -2) },
		{ label: "Seller contact", lines: sellerLines(seller).slice(-2) },
		{ ...BLOCK_STYLE, firstLineSize: 10, gapAfter: 12 },
	);
	const facts: [string, string][] = [
		["Order", order.reference],
		["Paid on", formatDate(order.paid_at)],
		["Photographs", String(order.items.length)],
	];
	const factWidth = CONTENT_WIDTH / facts.length;
	facts.forEach(([label, value], i) => {
		const x = PAGE.margin + i * factWidth;
		drawText(kit, flow.page, label.toUpperCase(), x, flow.y, { bold: true, size: 8, color: COLORS.muted });
		drawText(kit, flow.page, value, x, flow.y - 15, { size: 11, maxWidth: factWidth - 12 });
	});
	flow.y -= 40;
}

function thumbnailCell(images: Map<string, PDFImage>) {
	return (page: PDFPage, item: OrderItem, x: number, top: number) => {
		const boxX = x + 6;
		const boxY = top - (ROW_HEIGHT + THUMB_BOX) / 2;
		const image = item.photo.thumbnail_url ? images.get(item.photo.thumbnail_url) : undefined;
		if (!image) {
			page.drawRectangle({
				x: boxX,
				y: boxY,
				width: THUMB_BOX,
				height: THUMB_BOX,
				color: COLORS.placeholder,
			});
			return;
		}
		const scale = Math.min(THUMB_BOX / image.width, THUMB_BOX / image.height);
		const width = image.width * scale;
		const height = image.height * scale;
		page.drawImage(image, {
			x: boxX + (THUMB_BOX - width) / 2,
			y: boxY + (THUMB_BOX - height) / 2,
			width,
			height,
		});
	};
}

/**
 * Issue 30, per licence: an exclusive one's term and dates (it runs from the order's placing), and
 * the earlier licence an upgrade replaces (which stays valid as it was).
 */
export function licenceLines(order: Pick<Order, "placed_at">, item: OrderItem): string[] {
	return [
		...(item.exclusive_months && item.exclusive_until
			? [LICENSING_TEXT.exclusiveFor(item.exclusive_months, order.placed_at, item.exclusive_until)]
			: []),
		...(item.upgrade_of ? [LICENSING_TEXT.upgrades(item.upgrade_of.licence_number)] : []),
	];
}

/**
 * Per photograph, from the clearance ledger as it stands when the certificate is printed: who
 * holds the copyright and, for each person shown (by a role, never a name), the release that
 * clears them. Then the terms' version the buyer accepted and an accepted studio rider.
 */
function drawClearance(
	kit: Kit,
	flow: PageFlow,
	order: CertifiedOrder,
	paperwork: ReadonlyMap<string, PhotoPaperwork>,
	printedOn: string,
) {
	flow.y -= 12;
	flow.ensure(60);
	drawText(kit, flow.page, "Clearance of each photograph", PAGE.margin, flow.y, { bold: true, size: 12 });
	flow.y -= 16;
	drawWrapped(
		kit,
		flow,
		`From the clearance ledger on ${formatDate(printedOn)}. People are named by role only.`,
		{
			size: 9,
			color: COLORS.muted,
		},
	);
	flow.y -= 6;
	for (const item of order.items) {
		const paper = paperwork.get(item.photo.id);
		flow.ensure(40);
		drawWrapped(kit, flow, `#${item.photo.photoid} ${item.photo.title}`, { size: 9, bold: true });
		const lines = [
			`Rights holder: ${rightsHolderText(paper?.rights ?? null)}`,
			...(paper?.people.length
				? paper.people.map((person) => `Shown: ${personText(person)}`)
				: ["No person shown"]),
			...licenceLines(order, item),
			...(item.scene_note ? [`Episode or scene: ${item.scene_note}`] : []),
		];
		for (const line of lines)
			drawWrapped(kit, flow, line, { size: 9, x: PAGE.margin + 12, width: CONTENT_WIDTH - 12 });
		flow.y -= 6;
	}
	const accepted = [
		...(order.terms_version ? [TERMS_TEXT.accepted(order.terms_version)] : []),
		...(order.rider?.status === "accepted" && order.rider.reviewed_at
			? [RIDER_TEXT.accepted(order.rider.reviewed_at.slice(0, 10))]
			: []),
	];
	for (const line of accepted) drawWrapped(kit, flow, line, { size: 9, bold: true });
}

/**
 * The terms, kept together: measured first, and begun on a new page when they would not fit below
 * what precedes them, so no clause stands alone on a page (a coordinator reads them as one). Only
 * terms taller than a whole page would break, and then between clauses, never inside one.
 */
function drawTerms(kit: Kit, flow: PageFlow) {
	const clauses = LICENCE_TERMS.map((term) => wrapText(kit, term, CONTENT_WIDTH - 18, { size: 9 }));
	const heading = 20;
	const height = heading + clauses.reduce((sum, lines) => sum + lines.length * 12 + 6, 0);
	flow.y -= 12;
	if (height <= flow.pageCapacity) flow.ensure(height);
	else flow.ensure(heading + (clauses[0]?.length ?? 0) * 12 + 6);
	drawText(kit, flow.page, "Terms of the licence", PAGE.margin, flow.y, { bold: true, size: 12 });
	flow.y -= heading;
	clauses.forEach((lines, i) => {
		flow.ensure(lines.length * 12 + 6);
		drawText(kit, flow.page, `${i + 1}.`, PAGE.margin, flow.y, { size: 9, bold: true });
		for (const line of lines) {
			drawText(kit, flow.page, line, PAGE.margin + 18, flow.y, { size: 9 });
			flow.y -= 12;
		}
		flow.y -= 6;
	});
}

/** A cell of lines, top-aligned in the row: the first in `first`'s style, the rest small and muted. */
function linesCell(kit: Kit, first: TextStyle, value: (item: OrderItem) => string[]) {
	return (page: PDFPage, item: OrderItem, x: number, top: number, width: number) => {
		value(item).forEach((line, i) => {
			const style: TextStyle = i === 0 ? { size: 9, ...first } : { size: 8, color: COLORS.muted };
			drawText(kit, page, line, x + 6, top - 15 - i * 12, { ...style, maxWidth: width - 12 });
		});
	};
}

/**
 * Every page's verification band, above the footer: the QR code of the certificate's address and
 * the address written out, so a clearance coordinator can check the whole certificate from any
 * page it has, scanned or typed.
 */
function drawVerification(kit: Kit, url: string) {
	for (const page of kit.doc.getPages()) {
		const top = BAND_TOP - 8;
		drawQr(page, url, { x: PAGE.width - PAGE.margin - QR_SIZE, top, size: QR_SIZE });
		const width = CONTENT_WIDTH - QR_SIZE - 24;
		drawText(kit, page, "Verify this certificate", PAGE.margin, top - 10, { bold: true, size: 10 });
		drawText(kit, page, url, PAGE.margin, top - 26, { size: 10, color: COLORS.accent, maxWidth: width });
		const lines = wrapText(
			kit,
			"Scan the code or open the address to see, without signing in, that each licence listed is genuine and whether it is still valid. Each licence also has its own code, printed beside it.",
			width,
			{ size: 8 },
		);
		lines.forEach((line, i) => {
			drawText(kit, page, line, PAGE.margin, top - 42 - i * 10, { size: 8, color: COLORS.muted });
		});
	}
}

/**
 * The licence certificate of a paid order: who issues it, licensee, production, every licensed
 * photograph with its licence number and code, thumbnail, licensor, licence type and price paid,
 * the clearance of each, then the terms, kept together. Long orders run onto further pages with
 * the header and the table's head repeated; every page carries the certificate's verification
 * address and its QR code.
 */
export async function renderCertificate(
	order: CertifiedOrder,
	thumbnails: ReadonlyMap<string, Thumbnail>,
	paperwork: ReadonlyMap<string, PhotoPaperwork>,
	issuer: CertificateIssuer,
	printedOn = new Date().toISOString(),
): Promise<Uint8Array> {
	const { seller } = issuer;
	const items = order.items.filter((item) => item.purchase_id !== null);
	const verifyUrl = `${issuer.publicUrl}${verifyPath(order.verify_code)}`;
	const kit = await createKit({
		title: `Licence certificate ${order.reference}`,
		subject: `${PRODUCT_NAME} licence certificate for ${order.production.name}`,
		keywords: [order.reference, ...items.map((item) => `#${item.photo.photoid}`)],
		date: new Date(order.paid_at),
	});
	const images = new Map<string, PDFImage>();
	for (const [url, thumbnail] of thumbnails) images.set(url, await kit.doc.embedJpg(thumbnail.jpeg));

	const flow = new PageFlow(
		kit,
		(page, index) =>
			drawPageHeader(kit, page, index, {
				title: "Licence certificate",
				reference: `Order ${order.reference}`,
				gapBelow: 16,
			}),
		BAND_TOP,
	);
	drawParticulars(kit, flow, { ...order, items }, seller);
	const titleWidth = CONTENT_WIDTH - 100 - (THUMB_BOX + 12) - 104 - 70;
	const columns: Column<OrderItem>[] = [
		{
			label: "Licence",
			width: 100,
			cell: linesCell(kit, { bold: true }, (item) => [item.licence_number, `#${item.photo.photoid}`]),
		},
		{ label: "", width: THUMB_BOX + 12, cell: thumbnailCell(images) },
		{
			label: "Photograph and licensor",
			width: titleWidth,
			cell: linesCell(kit, {}, (item) => [
				item.photo.title,
				`Licensor: ${item.licensor ?? seller.name}`,
				`Verification code ${item.verify_code}`,
			]),
		},
		{
			label: "Licence type",
			width: 104,
			cell: linesCell(kit, {}, (item) => [
				LICENSE_LABELS[item.license_type].name,
				...(item.exclusive_months ? [`Exclusive, ${item.exclusive_months} months`] : []),
				...(item.upgrade_of ? ["Upgrade, reissued"] : []),
			]),
		},
		{
			label: "Price paid",
			width: 70,
			align: "right",
			cell: (page, item, x, top, width) =>
				drawText(kit, page, formatUsd(item.total_cents), x + width - 6, top - 15, {
					size: 9,
					align: "right",
				}),
		},
	];
	drawTable(kit, flow, columns, items, ROW_HEIGHT);
	const paid = items.reduce((sum, item) => sum + item.total_cents, 0);
	flow.ensure(24);
	flow.y -= 18;
	drawText(
		kit,
		flow.page,
		`${items.length} ${items.length === 1 ? "photograph" : "photographs"} licensed`,
		PAGE.margin + 6,
		flow.y,
		{ size: 10 },
	);
	drawText(kit, flow.page, `Total paid ${formatUsd(paid)}`, PAGE.width - PAGE.margin - 6, flow.y, {
		bold: true,
		size: 10,
		align: "right",
	});
	flow.y -= 8;
	drawClearance(kit, flow, { ...order, items }, paperwork, printedOn);
	drawTerms(kit, flow);
	drawVerification(kit, verifyUrl);
	drawFooters(kit, `${seller.name} · Licence certificate ${order.reference}`);
	return kit.doc.save();
}

import type { Order, OrderItem } from "@core/contracts/orders";
import { LICENCE_TERMS, TERMS_TEXT } from "@core/licence-terms";
import { formatUsd, LICENSE_LABELS } from "@core/license";
import { personText, RIDER_TEXT, rightsHolderText } from "@core/paperwork";
import type { PDFImage, PDFPage } from "pdf-lib";
import type { PhotoPaperwork } from "../clearance/paperwork-service";
import {
	COLORS,
	CONTENT_WIDTH,
	createKit,
	drawText,
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
	textCell,
} from "./pdf-layout";
import type { Thumbnail } from "./thumbnails";

/** What a certificate certifies: a paid order and the licences it still holds. */
export type CertifiedOrder = Order & { paid_at: string };

const ROW_HEIGHT = 50;
const THUMB_BOX = 40;

/** The certificate's blocks are set a little larger than the invoice's. */
const BLOCK_STYLE = { lineHeight: 14, firstLineSize: 12 };

function drawParticulars(kit: Kit, flow: PageFlow, order: CertifiedOrder) {
	const intro = wrapText(
		kit,
		`${PRODUCT_NAME} certifies that the licensee named below holds a licence for each photograph listed in this certificate, for use in the production named below, on the terms set out at the end.`,
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

function drawTerms(kit: Kit, flow: PageFlow) {
	flow.y -= 12;
	flow.ensure(40);
	drawText(kit, flow.page, "Terms of the licence", PAGE.margin, flow.y, { bold: true, size: 12 });
	flow.y -= 20;
	LICENCE_TERMS.forEach((term, i) => {
		const lines = wrapText(kit, term, CONTENT_WIDTH - 18, { size: 9 });
		flow.ensure(lines.length * 12 + 6);
		drawText(kit, flow.page, `${i + 1}.`, PAGE.margin, flow.y, { size: 9, bold: true });
		for (const line of lines) {
			drawText(kit, flow.page, line, PAGE.margin + 18, flow.y, { size: 9 });
			flow.y -= 12;
		}
		flow.y -= 6;
	});
}

/**
 * The licence certificate of a paid order: licensee, production, every licensed photograph with
 * its number, thumbnail, licence type and price paid, then the terms. Long orders run onto
 * further pages with the header and the table's head repeated.
 */
export async function renderCertificate(
	order: CertifiedOrder,
	thumbnails: ReadonlyMap<string, Thumbnail>,
	paperwork: ReadonlyMap<string, PhotoPaperwork>,
	printedOn = new Date().toISOString(),
): Promise<Uint8Array> {
	const items = order.items.filter((item) => item.purchase_id !== null);
	const kit = await createKit({
		title: `Licence certificate ${order.reference}`,
		subject: `${PRODUCT_NAME} licence certificate for ${order.production.name}`,
		keywords: [order.reference, ...items.map((item) => `#${item.photo.photoid}`)],
		date: new Date(order.paid_at),
	});
	const images = new Map<string, PDFImage>();
	for (const [url, thumbnail] of thumbnails) images.set(url, await kit.doc.embedJpg(thumbnail.jpeg));

	const flow = new PageFlow(kit, (page, index) =>
		drawPageHeader(kit, page, index, {
			title: "Licence certificate",
			reference: `Order ${order.reference}`,
			gapBelow: 16,
		}),
	);
	drawParticulars(kit, flow, { ...order, items });
	const text = (style: TextStyle, value: (item: OrderItem) => string) =>
		textCell(kit, ROW_HEIGHT, value, style);
	const columns: Column<OrderItem>[] = [
		{ label: "Photo", width: 62, cell: text({ bold: true }, (item) => `#${item.photo.photoid}`) },
		{ label: "", width: THUMB_BOX + 12, cell: thumbnailCell(images) },
		{
			label: "Title",
			width: CONTENT_WIDTH - 62 - (THUMB_BOX + 12) - 120 - 76,
			cell: text({}, (i) => i.photo.title),
		},
		{ label: "Licence", width: 120, cell: text({}, (item) => LICENSE_LABELS[item.license_type].name) },
		{
			label: "Price paid",
			width: 76,
			align: "right",
			cell: text({ align: "right" }, (item) => formatUsd(item.total_cents)),
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
	drawFooters(kit, `${PRODUCT_NAME} · Licence certificate ${order.reference}`);
	return kit.doc.save();
}

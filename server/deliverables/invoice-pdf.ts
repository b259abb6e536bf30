import type { Order, OrderItem } from "@core/contracts/orders";
import { formatUsd, LICENSE_LABELS } from "@core/license";
import { NET_TERMS_DAYS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "@core/orders";
import type { RGB } from "pdf-lib";
import {
	COLORS,
	CONTENT_WIDTH,
	createKit,
	drawStamp,
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
	drawLabelledBlock,
	drawPageHeader,
	drawTable,
	HALF_WIDTH,
	PageFlow,
	productionLines,
	RIGHT_HALF_X,
	textCell,
} from "./pdf-layout";

/** Who issues the invoice (server/deliverables/seller.ts builds it from the configuration). */
export type Seller = {
	name: string;
	/** The postal address, one entry per printed line. */
	address: string[];
	taxId?: string | undefined;
	email: string;
	website: string;
	bankDetails?: string | undefined;
};

/** The seller's lines under 'From' (and 'Issued by' on the certificate). */
export function sellerLines(seller: Seller): string[] {
	return [
		seller.name,
		...seller.address,
		...(seller.taxId ? [`Tax ID: ${seller.taxId}`] : []),
		seller.email,
		seller.website,
	];
}

const ROW_HEIGHT = 20;

/** The invoice's labelled blocks are set tighter than the certificate's: it has more of them. */
const BLOCK_STYLE = { lineHeight: 13, firstLineSize: 10 };

/** The state the invoice is stamped with, if any. */
function stamp(order: Order, today: string): { label: string; color: RGB } | null {
	if (order.status === "paid") return { label: "PAID", color: COLORS.paid };
	if (order.status === "refunded") return { label: "REFUNDED", color: COLORS.void };
	if (order.status === "cancelled") return { label: "CANCELLED", color: COLORS.neutral };
	if (order.due_date !== null && order.due_date < today) return { label: "OVERDUE", color: COLORS.void };
	return null;
}

function paymentInstructions(order: Order, seller: Seller): string {
	const total = formatUsd(order.total_cents);
	switch (order.status) {
		case "paid":
			return `Paid in full (${total}) on ${formatDate(order.paid_at ?? order.placed_at)}. Thank you: the licences on this invoice are valid, and the certificate and files are in My purchases.`;
		case "refunded":
			return `This order was paid and then refunded on ${formatDate(order.refunded_at ?? order.placed_at)}. Nothing is due, and the licences on this invoice are void.`;
		case "cancelled":
			return `This order was cancelled on ${formatDate(order.cancelled_at ?? order.placed_at)}. Nothing is due.`;
		case "pending_payment":
			if (order.payment_method === "stripe")
				return `Payment of ${total} is due by card on the secure payment page opened at checkout. Questions: ${seller.email}.`;
			return `Please pay ${total} by bank transfer${order.due_date ? ` by ${formatDate(order.due_date)}` : ""} (net ${NET_TERMS_DAYS} days), quoting ${order.reference} as the payment reference so we can match your payment to this invoice. ${seller.bankDetails ? `Bank details: ${seller.bankDetails}. Tax forms: write to ${seller.email}.` : `For our bank details or tax forms, write to ${seller.email}.`} Licences and files unlock when the payment arrives.`;
	}
}

function drawParticulars(kit: Kit, flow: PageFlow, order: Order, seller: Seller) {
	const from = drawLabelledBlock(
		kit,
		flow.page,
		{ label: "From", lines: sellerLines(seller) },
		PAGE.margin,
		flow.y,
		HALF_WIDTH,
		BLOCK_STYLE,
	);
	const facts: [string, string][] = [
		["Invoice number", order.reference],
		["Issue date", formatDate(order.placed_at)],
		["Due date", order.due_date ? formatDate(order.due_date) : "On receipt"],
		["Payment", PAYMENT_METHOD_LABELS[order.payment_method].name],
		["Status", ORDER_STATUS_LABELS[order.status]],
	];
	facts.forEach(([label, value], i) => {
		const y = flow.y - i * 14;
		drawText(kit, flow.page, label, RIGHT_HALF_X, y, { size: 9, color: COLORS.muted });
		drawText(kit, flow.page, value, RIGHT_HALF_X + HALF_WIDTH, y, {
			size: 9,
			bold: true,
			align: "right",
			maxWidth: HALF_WIDTH - 90,
		});
	});
	flow.y -= Math.max(from, facts.length * 14) + 16;

	const { billing } = order;
	const billTo = [
		billing.name,
		billing.company,
		...wrapText(kit, billing.address, HALF_WIDTH, { size: 10 }),
		billing.email,
		...(billing.po_number ? [`PO number: ${billing.po_number}`] : []),
		// Issue 29: the references a production's accounts match the invoice by.
		...(order.production_code ? [`Production code: ${order.production_code}`] : []),
		...(order.episode ? [`Episode: ${order.episode}`] : []),
	];
	drawBlockPair(
		kit,
		flow,
		{ label: "Bill to", lines: billTo },
		{ label: "Licences for the production", lines: productionLines(order.production) },
		{ ...BLOCK_STYLE, gapAfter: 18 },
	);
}

function drawTotals(kit: Kit, flow: PageFlow, order: Order) {
	const rows: [string, string, boolean][] = [["Subtotal", formatUsd(order.subtotal_cents), false]];
	if (order.discount_cents > 0)
		rows.push([`Volume discount (${order.discount_percent}%)`, `-${formatUsd(order.discount_cents)}`, false]);
	const totalLabel = {
		paid: "Total paid",
		pending_payment: "Total due",
		cancelled: "Order total",
		refunded: "Order total",
	};
	rows.push([totalLabel[order.status], formatUsd(order.total_cents), true]);
	flow.ensure(rows.length * 16 + 10);
	flow.y -= 8;
	const labelX = PAGE.width - PAGE.margin - 200;
	for (const [label, value, strong] of rows) {
		flow.y -= 16;
		drawText(kit, flow.page, label, labelX, flow.y, { size: strong ? 11 : 10, bold: strong });
		drawText(kit, flow.page, value, PAGE.width - PAGE.margin - 6, flow.y, {
			size: strong ? 11 : 10,
			bold: strong,
			align: "right",
		});
	}
	flow.y -= 10;
}

function drawInstructions(kit: Kit, flow: PageFlow, order: Order, seller: Seller) {
	const lines = wrapText(kit, paymentInstructions(order, seller), CONTENT_WIDTH - 24, { size: 9 });
	const height = 30 + lines.length * 12;
	flow.ensure(height + 12);
	flow.y -= 12;
	flow.page.drawRectangle({
		x: PAGE.margin,
		y: flow.y - height,
		width: CONTENT_WIDTH,
		height,
		color: COLORS.shade,
	});
	drawText(kit, flow.page, "Payment", PAGE.margin + 12, flow.y - 16, { bold: true, size: 10 });
	lines.forEach((line, i) => {
		drawText(kit, flow.page, line, PAGE.margin + 12, flow.y - 32 - i * 12, { size: 9 });
	});
	flow.y -= height;
}

/**
 * The invoice of an order in any state: seller, bill-to with the PO number, lines with their share
 * of the volume discount, totals, and what to do about payment. A paid, cancelled, refunded or
 * overdue invoice carries a stamp saying so.
 */
export async function renderInvoice(order: Order, seller: Seller, now = new Date()): Promise<Uint8Array> {
	const kit = await createKit({
		title: `Invoice ${order.reference}`,
		subject: `${PRODUCT_NAME} invoice ${order.reference} for ${order.production.name}`,
		keywords: [
			order.reference,
			ORDER_STATUS_LABELS[order.status],
			...order.items.map((i) => `#${i.photo.photoid}`),
		],
		date: new Date(order.placed_at),
	});
	const flow = new PageFlow(kit, (page, index) =>
		drawPageHeader(kit, page, index, {
			title: "Invoice",
			reference: `Invoice ${order.reference}`,
			gapBelow: 18,
		}),
	);
	drawParticulars(kit, flow, order, seller);
	const text = (value: (item: OrderItem) => string, style: TextStyle = {}) =>
		textCell(kit, ROW_HEIGHT, value, style);
	const money = (value: (item: OrderItem) => number, sign = "") =>
		text((item) => (value(item) === 0 && sign ? "-" : `${sign}${formatUsd(value(item))}`), {
			align: "right",
		});
	const columns: Column<OrderItem>[] = [
		{ label: "Photo", width: 52, cell: text((item) => `#${item.photo.photoid}`, { bold: true }) },
		{ label: "Title", width: CONTENT_WIDTH - 52 - 104 - 3 * 66, cell: text((item) => item.photo.title) },
		{ label: "Licence", width: 104, cell: text((item) => LICENSE_LABELS[item.license_type].name) },
		{ label: "Unit price", width: 66, align: "right", cell: money((item) => item.unit_price_cents) },
		{ label: "Discount", width: 66, align: "right", cell: money((item) => item.discount_cents, "-") },
		{ label: "Line total", width: 66, align: "right", cell: money((item) => item.total_cents) },
	];
	drawTable(kit, flow, columns, order.items, ROW_HEIGHT);
	drawTotals(kit, flow, order);
	drawInstructions(kit, flow, order, seller);

	const mark = stamp(order, now.toISOString().slice(0, 10));
	const first = kit.doc.getPage(0);
	if (mark) drawStamp(kit, first, mark.label, mark.color);
	drawFooters(kit, `${seller.name} · Invoice ${order.reference} · ${seller.website}`);
	return kit.doc.save();
}

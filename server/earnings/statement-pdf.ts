import type { Statement, StatementLine } from "@core/contracts/earnings";
import { monthLabel } from "@core/earnings";
import { LICENSE_LABELS } from "@core/license";
import { dollarsText } from "@core/number-text";
import { COLORS, createKit, drawText, formatDate, PAGE, PRODUCT_NAME } from "../deliverables/pdf-kit";
import {
	type Column,
	drawFooters,
	drawPageHeader,
	drawTable,
	drawWrapped,
	PageFlow,
	textCell,
} from "../deliverables/pdf-layout";
import { LINE_KIND_LABELS } from "./statement-csv";

const ROW_HEIGHT = 22;

/** The description of a line: the photo for a royalty, the reference for a payout. */
function lineText(line: StatementLine): string {
	if (line.kind === "payout") return `Payout, reference ${line.reference ?? ""}`.trim();
	const photo = line.photo ? `#${line.photo.photoid} ${line.photo.title}` : "A photo since removed";
	return `${photo} · ${line.license_type ? LICENSE_LABELS[line.license_type].name : ""}`;
}

/**
 * A family's statement for one month as a PDF: the opening balance, a table of the month's
 * sales, refunds and payouts, the month's totals and the closing balance (the CSV has the same
 * lines). Never the buyer: a line says which photo and which licence type.
 */
export async function renderStatement(statement: Statement): Promise<Uint8Array> {
	const label = monthLabel(statement.month);
	const title = `Earnings statement: ${label}`;
	const kit = await createKit({
		title,
		subject: `${PRODUCT_NAME} earnings statement for ${label}`,
		keywords: ["earnings statement", statement.month, statement.storefront_name ?? ""].filter(Boolean),
		date: new Date(statement.generated_at),
	});
	const flow = new PageFlow(kit, (page, index) =>
		drawPageHeader(kit, page, index, { title: "Earnings statement", reference: label, gapBelow: 16 }),
	);
	const line = (text: string, style: { bold?: boolean; size?: number } = {}) => {
		flow.ensure(16);
		drawText(kit, flow.page, text, PAGE.margin, flow.y, { size: 11, ...style });
		flow.y -= 16;
	};
	if (statement.storefront_name) line(statement.storefront_name, { bold: true });
	line(
		`Opening balance on ${formatDate(`${statement.month}-01`)}: ${dollarsText(statement.opening_balance_cents)}`,
	);
	flow.y -= 6;
	if (statement.lines.length === 0) line("No sales, refunds or payouts this month.", { size: 10 });
	else {
		const columns: Column<StatementLine>[] = [
			{ label: "Date", width: 70, cell: textCell(kit, ROW_HEIGHT, (l) => l.date.slice(0, 10)) },
			{ label: "Type", width: 52, cell: textCell(kit, ROW_HEIGHT, (l) => LINE_KIND_LABELS[l.kind]) },
			{ label: "Photo and licence, or payout", width: 236, cell: textCell(kit, ROW_HEIGHT, lineText) },
			{
				label: "Paid",
				width: 58,
				align: "right",
				cell: textCell(
					kit,
					ROW_HEIGHT,
					(l) => (l.line_paid_cents === null ? "" : dollarsText(l.line_paid_cents)),
					{ align: "right" },
				),
			},
			{
				label: "Share",
				width: 40,
				align: "right",
				cell: textCell(kit, ROW_HEIGHT, (l) => (l.percent === null ? "" : `${l.percent}%`), {
					align: "right",
				}),
			},
			{
				label: "Amount",
				width: 60,
				align: "right",
				cell: textCell(kit, ROW_HEIGHT, (l) => dollarsText(l.amount_cents), { align: "right" }),
			},
		];
		drawTable(kit, flow, columns, statement.lines, ROW_HEIGHT);
	}
	flow.y -= 18;
	line(`Earned: ${dollarsText(statement.earned_cents)}`);
	line(`Refunded: ${dollarsText(-statement.refunded_cents)}`);
	line(`Paid out: ${dollarsText(-statement.paid_out_cents)}`);
	line(
		`Total for ${label}: ${dollarsText(statement.closing_balance_cents - statement.opening_balance_cents)}`,
		{ bold: true },
	);
	line(`Closing balance: ${dollarsText(statement.closing_balance_cents)}`, { bold: true });
	flow.y -= 8;
	drawWrapped(
		kit,
		flow,
		"Months are calendar months in UTC. A sale adds your share of what the buyer paid for the licence after any discount; a refund takes that share back; a payout is money we sent you.",
		{ size: 8.5, color: COLORS.muted },
	);
	drawFooters(kit, `${PRODUCT_NAME} · ${title}`);
	return kit.doc.save();
}

import type { ClearanceLogResponse, ClearanceLogRow } from "@core/contracts/clearance-log";
import { LICENCE_SCOPE } from "@core/licence-terms";
import { LICENSE_LABELS } from "@core/license";
import { personText, RIDER_TEXT, rightsHolderText } from "@core/paperwork";
import {
	COLORS,
	createKit,
	drawRule,
	drawText,
	formatDate,
	type Kit,
	PAGE,
	PRODUCT_NAME,
} from "../deliverables/pdf-kit";
import {
	drawFooters,
	drawPageHeader,
	drawWrapped,
	PageFlow,
	productionLines,
} from "../deliverables/pdf-layout";

/** The lines of one licence in the PDF, after its heading. */
function rowLines(row: ClearanceLogRow): string[] {
	return [
		`Order ${row.order.reference}, placed ${formatDate(row.order.placed_at)}, paid ${formatDate(row.order.paid_at)}`,
		...(row.scene_note ? [`Episode or scene: ${row.scene_note}`] : []),
		...(row.description ? [`Description: ${row.description}`] : []),
		`Rights holder: ${rightsHolderText(row.rights)}`,
		...(row.rights?.chain_of_title ? [`Chain of title: ${row.rights.chain_of_title}`] : []),
		...(row.people.length > 0
			? row.people.map((person) => `Shown: ${personText(person)}`)
			: ["No person shown"]),
		...(row.rider_accepted_on ? [RIDER_TEXT.accepted(row.rider_accepted_on)] : []),
	];
}

function drawRow(kit: Kit, flow: PageFlow, row: ClearanceLogRow) {
	flow.ensure(48);
	drawText(kit, flow.page, `${row.item_number}.`, PAGE.margin, flow.y, { bold: true, size: 10 });
	drawText(kit, flow.page, `#${row.photo.photoid} ${row.photo.title}`, PAGE.margin + 30, flow.y, {
		bold: true,
		size: 10,
		maxWidth: 300,
	});
	drawText(
		kit,
		flow.page,
		`${LICENSE_LABELS[row.license_type].name} · ${row.status_label}`,
		PAGE.width - PAGE.margin,
		flow.y,
		{ size: 9, align: "right", color: row.status === "cleared" ? COLORS.ink : COLORS.accent, maxWidth: 200 },
	);
	flow.y -= 14;
	for (const line of rowLines(row))
		drawWrapped(kit, flow, line, { size: 8.5, x: PAGE.margin + 30, width: 480, lineHeight: 11 });
	flow.y -= 4;
	drawRule(flow.page, flow.y);
	flow.y -= 14;
}

/**
 * The production's clearance log as a PDF: the production, when the log was made and how many
 * licences it lists, then one numbered block per licence (the CSV has the same rows as columns).
 */
export async function renderClearanceLog(log: ClearanceLogResponse): Promise<Uint8Array> {
	const title = `Clearance log: ${log.project.name}`;
	const kit = await createKit({
		title,
		subject: `${PRODUCT_NAME} clearance log for ${log.project.name}`,
		keywords: ["clearance log", log.project.name],
		date: new Date(log.generated_at),
	});
	const flow = new PageFlow(kit, (page, index) =>
		drawPageHeader(kit, page, index, { title: "Clearance log", reference: log.project.name, gapBelow: 16 }),
	);
	for (const line of productionLines(log.project)) {
		drawText(kit, flow.page, line, PAGE.margin, flow.y, { size: 11 });
		flow.y -= 14;
	}
	const count = `${log.rows.length} ${log.rows.length === 1 ? "licence" : "licences"}`;
	drawWrapped(
		kit,
		flow,
		`${count} of paid orders, with the clearance ledger as it stood on ${formatDate(log.generated_at)}. People are named by role only; each release is cited by its reference. Every licence covers: ${LICENCE_SCOPE}.`,
		{ size: 9, color: COLORS.muted },
	);
	flow.y -= 12;
	if (log.rows.length === 0)
		drawText(kit, flow.page, "No licences for this production yet.", PAGE.margin, flow.y, { size: 10 });
	for (const row of log.rows) drawRow(kit, flow, row);
	drawFooters(kit, `${PRODUCT_NAME} · ${title}`);
	return kit.doc.save();
}

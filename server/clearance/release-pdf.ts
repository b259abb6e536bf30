import {
	RELEASE_MEDIA,
	RELEASE_TERRITORY,
	type ReleaseRelationship,
	type ReleaseScope,
	releaseReference,
} from "@core/clearance";
import {
	COLORS,
	CONTENT_WIDTH,
	createKit,
	drawText,
	PAGE,
	PRODUCT_NAME,
	wrapText,
} from "../deliverables/pdf-kit";

/** What a signed appearance release says: the document the ledger keeps beside its record. */
export type ReleaseDocument = {
	number: number;
	person_name: string;
	signer_name: string;
	relationship: ReleaseRelationship;
	signed_on: string;
	scope: ReleaseScope;
	term_years: number | null;
	witness_name: string | null;
	/** The family whose photos it covers, as their storefront is named. */
	storefront_name: string;
};

const SCOPE_TEXT: Record<ReleaseScope, string> = {
	background: "as background set dressing only (seen in the set, out of focus or in passing)",
	hero: "as background set dressing and as a featured ('hero') prop, seen in close-up or handled by the cast",
};

/** A one-page signed statement: a title, paragraphs, and a signature block of labelled lines. */
export type StatementDocument = {
	reference: string;
	title: string;
	subject: string;
	keywords: string[];
	/** ISO date: the document's date, so the same record renders the same file. */
	date: string;
	paragraphs: string[];
	signatures: Array<[label: string, value: string]>;
};

/** Draws a statement on one US Letter page. */
export async function statementPdf(statement: StatementDocument): Promise<Buffer> {
	const kit = await createKit({
		title: `${statement.title} ${statement.reference}`,
		subject: statement.subject,
		keywords: [statement.reference, ...statement.keywords],
		date: new Date(`${statement.date}T12:00:00Z`),
	});
	const page = kit.doc.addPage([PAGE.width, PAGE.height]);
	let y = PAGE.height - PAGE.margin - 10;
	drawText(kit, page, PRODUCT_NAME, PAGE.margin, y, { size: 9, color: COLORS.muted });
	drawText(kit, page, statement.reference, PAGE.width - PAGE.margin, y, {
		size: 9,
		color: COLORS.muted,
		align: "right",
	});
	y -= 30;
	drawText(kit, page, statement.title, PAGE.margin, y, { bold: true, size: 20 });
	y -= 30;
	for (const paragraph of statement.paragraphs) {
		for (const line of wrapText(kit, paragraph, CONTENT_WIDTH, { size: 11 })) {
			drawText(kit, page, line, PAGE.margin, y, { size: 11 });
			y -= 16;
		}
		y -= 10;
	}
	y -= 30;
	for (const [label, value] of statement.signatures) {
		drawText(kit, page, label, PAGE.margin, y, { size: 9, color: COLORS.muted });
		drawText(kit, page, value, PAGE.margin + 90, y, { size: 11 });
		page.drawLine({
			start: { x: PAGE.margin + 88, y: y - 4 },
			end: { x: PAGE.margin + 340, y: y - 4 },
			thickness: 0.5,
			color: COLORS.rule,
		});
		y -= 30;
	}
	return Buffer.from(await kit.doc.save({ useObjectStreams: false }));
}

/**
 * The release as a one-page PDF: the terms, the parties and a signature block. The demo seed
 * writes one per release it invents, so the admin's review queue shows a real document; the
 * same page is the form a family prints for a paper release.
 */
export function releasePdf(release: ReleaseDocument): Promise<Buffer> {
	const term =
		release.term_years === null ? "in perpetuity" : `for ${release.term_years} years from the date signed`;
	const capacity =
		release.relationship === "self"
			? "for myself"
			: release.relationship === "parent_or_guardian"
				? `as parent or guardian of ${release.person_name}`
				: release.relationship === "estate"
					? `for the estate of ${release.person_name}`
					: `as an heir of ${release.person_name}`;
	return statementPdf({
		reference: releaseReference(release.number),
		title: "Appearance release",
		subject: `Release of ${release.person_name}`,
		keywords: [release.relationship, release.scope],
		date: release.signed_on,
		paragraphs: [
			`I, ${release.signer_name}, signing ${capacity}, allow the photographs of ${release.person_name} held by ${release.storefront_name} to be licensed through ${PRODUCT_NAME} to film, television and commercial productions, to be shown ${SCOPE_TEXT[release.scope]}.`,
			`This release covers ${RELEASE_MEDIA}, ${RELEASE_TERRITORY}, ${term}. It does not allow the photographs to be used to advertise a product, nor the person to be named or portrayed as endorsing anything.`,
			"I confirm that I have the right to sign this release, and that I have read and understood it.",
		],
		signatures: [
			["Signed by", release.signer_name],
			["For", release.person_name],
			["Date", release.signed_on],
			...(release.witness_name ? ([["Witness", release.witness_name]] as Array<[string, string]>) : []),
		],
	});
}

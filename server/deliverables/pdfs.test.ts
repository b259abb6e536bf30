import type { Order } from "@core/contracts/orders";
import { LICENCE_TERMS, LICENCE_TERMS_VERSION, TERMS_TEXT } from "@core/licence-terms";
import { formatUsd, LICENSE_LABELS } from "@core/license";
import { ORDER_TEXT } from "@core/orders";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { PDFName, PDFStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { sqlArray } from "../db/sql";
import { authClient } from "../test/auth-client";
import { adminAction, buyPhotos, placeOrder, setUpDeliverables } from "../test/fixtures/deliverables";
import { insertPhotos } from "../test/fixtures/photos";
import { pdfPageTexts } from "../test/pdf-text";
import { renderCertificate } from "./certificate-pdf";
import { certifiedOrder } from "./certificate-rules";
import { sellerFrom } from "./seller";

const setup = setUpDeliverables({
	photos: 4,
	env: {
		INVOICE_BANK_DETAILS: "IBAN-GB00TEST1234",
		PUBLIC_URL: "https://shop.example",
		SELLER_NAME: "Snapshot Licensing LLC",
		SELLER_ADDRESS: "1 Archive Way\nBurbank, CA 91505",
		SELLER_TAX_ID: "US-12-3456789",
		SELLER_EMAIL: "billing@shop.example",
	},
});

const invoiceUrl = (order: Order) => `/api/orders/${order.id}/invoice.pdf`;
const certificateUrl = (order: Order) => `/api/orders/${order.id}/certificate.pdf`;

/** A PDF answer: its headers checked, its pages' text and its metadata read back. */
async function pdfOf(res: LightMyRequestResponse, filename: string) {
	expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
	expect(res.headers["content-type"]).toBe("application/pdf");
	expect(res.headers["content-disposition"]).toBe(`inline; filename="${filename}"`);
	expect(res.headers["cache-control"]).toBe("private, no-store");
	const { doc, pages } = await pdfPageTexts(res.rawPayload);
	expect(pages.length).toBeGreaterThan(0);
	return { doc, pages, text: pages.join("\n") };
}

/** How many images a PDF embeds. */
function imageCount(doc: Awaited<ReturnType<typeof pdfPageTexts>>["doc"]): number {
	return doc.context
		.enumerateIndirectObjects()
		.filter(
			([, object]) =>
				object instanceof PDFStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
		).length;
}

describe("GET /api/orders/:id/invoice.pdf", () => {
	it("prints a pending invoice: seller, bill-to with PO, lines, totals, due date and how to pay", async () => {
		const [first, second] = setup.seeded;
		if (!first || !second) throw new Error("seed");
		const order = await placeOrder(setup.ann, [first.id, second.id], {
			production: "Harbor Nights",
			poNumber: "PO-4410",
		});
		const { doc, pages, text } = await pdfOf(
			await setup.ann.get(invoiceUrl(order)),
			`${order.reference}-invoice.pdf`,
		);
		expect(doc.getTitle()).toBe(`Invoice ${order.reference}`);
		expect(doc.getKeywords()).toBe(
			`${order.reference} Awaiting payment #${first.photoid} #${second.photoid}`,
		);
		expect(pages).toHaveLength(1);
		for (const expected of [
			"SNAPSHOT SET DRESSING",
			"Snapshot Licensing LLC",
			"1 Archive Way",
			"Burbank, CA 91505",
			"Tax ID: US-12-3456789",
			"billing@shop.example",
			`Invoice ${order.reference}`,
			"Maya Lindqvist",
			"Harbor Lights Pictures LLC",
			"1200 Sunset Blvd, Suite 400",
			"Los Angeles, CA 90028",
			"accounts@harbor.test",
			"PO number: PO-4410",
			"Harbor Nights",
			`#${first.photoid}`,
			`#${second.photoid}`,
			LICENSE_LABELS["background-dressing"].name,
			formatUsd(order.subtotal_cents),
			"Total due",
			formatUsd(order.total_cents),
			"Awaiting payment",
			`quoting ${order.reference} as the payment reference`,
			"IBAN-GB00TEST1234",
			"Page 1 of 1",
		])
			expect(text).toContain(expected);
		expect(order.due_date).not.toBeNull();
		expect(text).toMatch(/Due date\n[A-Z][a-z]+ \d{1,2}, 20\d\d/);
		expect(text).not.toContain("Volume discount");
		expect(text).not.toMatch(/^(PAID|REFUNDED|CANCELLED)$/m);
	});

	it("stamps the state: PAID once paid, REFUNDED after a refund, CANCELLED when cancelled", async () => {
		const [photo] = await insertPhotos(setup.ctx.database, 1);
		const [other] = await insertPhotos(setup.ctx.database, 1);
		const paid = await buyPhotos(setup.ann, setup.admin, [photo ?? ""]);
		let pdf = await pdfOf(await setup.ann.get(invoiceUrl(paid)), `${paid.reference}-invoice.pdf`);
		expect(pdf.pages[0]).toMatch(/^PAID$/m);
		expect(pdf.text).toContain("Total paid");
		expect(pdf.text).toContain("Paid in full");

		await adminAction(setup.admin, paid.id, "refund");
		pdf = await pdfOf(await setup.ann.get(invoiceUrl(paid)), `${paid.reference}-invoice.pdf`);
		expect(pdf.pages[0]).toMatch(/^REFUNDED$/m);
		expect(pdf.pages[0]).not.toMatch(/^PAID$/m);
		expect(pdf.text).toContain("the licences on this invoice are void");

		const cancelled = await placeOrder(setup.ann, [other ?? ""]);
		await adminAction(setup.admin, cancelled.id, "cancel");
		pdf = await pdfOf(await setup.ann.get(invoiceUrl(cancelled)), `${cancelled.reference}-invoice.pdf`);
		expect(pdf.pages[0]).toMatch(/^CANCELLED$/m);
		expect(pdf.text).toContain("Nothing is due");
		expect(pdf.text).toContain("Order total");
		expect(pdf.text).not.toContain("Total due");
	});

	it("shows the buyer's own orders only (404 for anyone else's), any order to an setup.admin, nothing signed out", async () => {
		const [photo] = await insertPhotos(setup.ctx.database, 1);
		const order = await placeOrder(setup.ann, [photo ?? ""]);
		for (const url of [invoiceUrl(order), certificateUrl(order)]) {
			const res = await setup.ben.get(url);
			expect(res.statusCode).toBe(404);
			expect(res.json().error.message).toBe(ORDER_TEXT.orderNotFound);
			expect((await authClient(setup.ctx).get(url)).statusCode).toBe(401);
		}
		await pdfOf(await setup.admin.get(invoiceUrl(order)), `${order.reference}-invoice.pdf`);
		const unknown = "00000000-0000-4000-8000-000000000000";
		expect((await setup.admin.get(`/api/orders/${unknown}/invoice.pdf`)).statusCode).toBe(404);
		expect((await setup.ann.get("/api/orders/not-an-id/invoice.pdf")).statusCode).toBe(400);

		await adminAction(setup.admin, order.id, "mark_paid");
		expect((await setup.ben.get(certificateUrl(order))).statusCode).toBe(404);
		await pdfOf(await setup.admin.get(certificateUrl(order)), `${order.reference}-certificate.pdf`);
	});
});

describe("GET /api/orders/:id/certificate.pdf", () => {
	it("is refused before payment and after a refund, with the reason", async () => {
		const [photo] = await insertPhotos(setup.ctx.database, 1);
		const order = await placeOrder(setup.ann, [photo ?? ""]);
		let res = await setup.ann.get(certificateUrl(order));
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(ORDER_TEXT.notPaid);

		await adminAction(setup.admin, order.id, "mark_paid");
		await pdfOf(await setup.ann.get(certificateUrl(order)), `${order.reference}-certificate.pdf`);

		await adminAction(setup.admin, order.id, "refund");
		res = await setup.ann.get(certificateUrl(order));
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(ORDER_TEXT.certificateRefunded);

		const [other] = await insertPhotos(setup.ctx.database, 1);
		const cancelled = await placeOrder(setup.ann, [other ?? ""]);
		await adminAction(setup.admin, cancelled.id, "cancel");
		res = await setup.ann.get(certificateUrl(cancelled));
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(ORDER_TEXT.certificateCancelled);
	});

	it("certifies a paid order: licensee, production, every photo with number, thumbnail, licence and price, terms", async () => {
		const photos = setup.seeded.slice(0, 3);
		const order = await buyPhotos(
			setup.ben,
			setup.admin,
			photos.map((p) => p.id),
			{ production: "Winter Light", company: "Northbound Films", license: "hero-usage" },
		);
		const { doc, pages, text } = await pdfOf(
			await setup.ben.get(certificateUrl(order)),
			`${order.reference}-certificate.pdf`,
		);
		expect(doc.getTitle()).toBe(`Licence certificate ${order.reference}`);
		expect(doc.getKeywords()).toBe([order.reference, ...photos.map((p) => `#${p.photoid}`)].join(" "));
		// The table on the first page; the ledger's lines and the terms may run onto a second.
		expect(pages.length).toBeLessThanOrEqual(2);
		for (const expected of [
			"SNAPSHOT SET DRESSING",
			"Licence certificate",
			`Order ${order.reference}`,
			"Maya Lindqvist",
			"Harbor Lights Pictures LLC",
			"accounts@harbor.test",
			"Winter Light",
			"Northbound Films",
			"ISSUED BY",
			"Snapshot Licensing LLC",
			"1 Archive Way",
			...photos.map((p) => `#${p.photoid}`),
			...order.items.map((item) => item.licence_number),
			...order.items.map((item) => `Verification code ${item.verify_code}`),
			LICENSE_LABELS["hero-usage"].name,
			...order.items.map((item) => formatUsd(item.total_cents)),
			`Total paid ${formatUsd(order.total_cents)}`,
			"Terms of the licence",
			`Page 1 of ${pages.length}`,
		])
			expect(text).toContain(expected);
		// Terms wrap across lines: compare their words.
		const words = (s: string) => s.replace(/\s+/g, " ");
		for (const term of LICENCE_TERMS) expect(words(text)).toContain(term.slice(0, 60));
		// Each seeded photo's real thumbnail is embedded (converted from WebP).
		expect(imageCount(doc)).toBe(photos.length);

		// The ledger's lines: each photo's rights holder, and a release reference for every
		// identifiable person shown, with the terms' version the buyer accepted.
		expect(text).toContain("Clearance of each photograph");
		expect(text).toContain(TERMS_TEXT.accepted(LICENCE_TERMS_VERSION));
		const ledger = await setup.ctx.database.query<{ holder: string; refs: string[] | null }>(sql`
			select pr.rights_holder_name as holder,
				(select array_agg('R-' || lpad(r.number::text, 6, '0')) from releases r
					where r.person_id = any(get_aliased_person_ids(f.person_id))) as refs
			from photo_rights pr left join faces f on f.photo_id = pr.photo_id and f.identifiable
			where pr.photo_id = any(${sqlArray(photos.map((p) => p.id))}::uuid[])`);
		const faces = ledger.filter((row) => row.refs !== null);
		expect(faces.length).toBeGreaterThan(0);
		for (const row of ledger) expect(words(text)).toContain(`Rights holder: ${row.holder}`);
		for (const face of faces) expect(face.refs?.some((ref) => text.includes(`${ref}, signed`))).toBe(true);

		// The licensor of each photo: its family's storefront (the seller for the archive's own).
		const owners = await setup.ctx.database.query<{ storefront: string | null }>(sql`
			select pf.storefront_name as storefront from photos p left join profiles pf on pf.id = p.user_id
			where p.id = any(${sqlArray(photos.map((p) => p.id))}::uuid[])`);
		expect(owners.some((row) => row.storefront !== null)).toBe(true);
		for (const row of owners)
			expect(text).toContain(`Licensor: ${row.storefront ?? "Snapshot Licensing LLC"}`);
		// Every page carries the certificate's verification address (and its QR code beside it).
		for (const page of pages) {
			expect(page).toContain("Verify this certificate");
			expect(page).toContain(`https://shop.example/verify/${order.verify_code}`);
		}
	});

	it("paginates an 84-photo order with the header and table head on every page, and survives emoji and CJK titles", async () => {
		const plain = await insertPhotos(setup.ctx.database, 80);
		const withFiles = setup.seeded.slice(0, 4).map((p) => p.id);
		await setup.ctx.database.query(sql`update photos set title = 'Oma''s 🎂 東京 — Café naïve'
			where id = ${plain[0] ?? ""}`);
		await setup.ctx.database.query(sql`update photos set title = repeat('A very long title ', 20)
			where id = any(${sqlArray(plain.slice(1, 2))}::uuid[])`);
		const order = await buyPhotos(setup.ann, setup.admin, [...plain, ...withFiles], {
			production: "Long Haul",
		});
		expect(order.items).toHaveLength(84);
		expect(order.discount_percent).toBe(15);

		const { doc, pages, text } = await pdfOf(
			await setup.ann.get(certificateUrl(order)),
			`${order.reference}-certificate.pdf`,
		);
		expect(pages.length).toBeGreaterThanOrEqual(2);
		pages.forEach((page, i) => {
			expect(page).toContain(`Order ${order.reference}`);
			expect(page).toContain(`https://shop.example/verify/${order.verify_code}`);
			expect(page).toContain(i === 0 ? "Licence certificate" : "Licence certificate (continued)");
			expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
			// A page with rows of the table repeats its head; the clearance section follows the table.
			if (/^#\d+$/m.test(page)) expect(page).toMatch(/^Price paid$/m);
		});
		// Every photo exactly once, in photo-number order across the pages.
		const numbers = [...text.matchAll(/^#(\d+)$/gm)].map((m) => Number(m[1]));
		const expected = order.items.map((item) => item.photo.photoid);
		expect(numbers).toEqual([...expected].sort((a, b) => a - b));
		expect(doc.getKeywords()?.split(" ")).toHaveLength(85);
		// Unencodable characters became '?', accents the font has stayed.
		expect(text).toContain("Oma's ? ?? — Café naïve");
		expect(imageCount(doc)).toBe(withFiles.length);

		const invoice = await pdfOf(await setup.ann.get(invoiceUrl(order)), `${order.reference}-invoice.pdf`);
		expect(invoice.pages.length).toBeGreaterThanOrEqual(2);
		expect(invoice.text).toContain("Volume discount (15%)");
		expect(invoice.text).toContain(`-${formatUsd(order.discount_cents)}`);
		invoice.pages.forEach((page, i) => {
			expect(page).toContain(`Invoice ${order.reference}`);
			expect(page).toContain(`Page ${i + 1} of ${invoice.pages.length}`);
		});
	});

	it("keeps the terms together on one page wherever the table and ledger before them end", async () => {
		const photos = await insertPhotos(setup.ctx.database, 30);
		const paid = await buyPhotos(setup.ann, setup.admin, photos, { production: "Page Turner" });
		const order = certifiedOrder(paid);
		const issuer = { seller: sellerFrom(setup.ctx.config), publicUrl: "https://shop.example" };
		const words = (value: string) => value.replace(/\s+/g, " ");
		let movedToNewPage = 0;
		// One to thirty photos: the terms start at every height of the page in turn.
		for (let count = 1; count <= order.items.length; count++) {
			const pdf = await renderCertificate(
				{ ...order, items: order.items.slice(0, count) },
				new Map(),
				new Map(),
				issuer,
				"2026-11-27T12:00:00.000Z",
			);
			const { pages } = await pdfPageTexts(pdf);
			const at = pages.findIndex((page) => page.includes("Terms of the licence"));
			expect(at, `${count} photos`).toBeGreaterThanOrEqual(0);
			const termsPage = words(pages[at] ?? "");
			for (const term of LICENCE_TERMS) expect(termsPage, `${count} photos`).toContain(words(term));
			// No clause spilled onto the page after.
			const next = words(pages[at + 1] ?? "");
			for (const term of LICENCE_TERMS) expect(next).not.toContain(words(term).slice(0, 30));
			// Every page: the address and the QR code's caption.
			for (const page of pages) expect(page).toContain(`https://shop.example/verify/${order.verify_code}`);
			if (!/Rights holder|No person shown|licensed$/m.test(pages[at]?.split("Terms of the licence")[0] ?? ""))
				movedToNewPage++;
		}
		// The rule did its work: some renderings began the terms on a fresh page.
		expect(movedToNewPage).toBeGreaterThan(0);
	});

	it("names an exclusive licence's term and dates, and the licence an upgrade replaces (issue 30)", async () => {
		const photos = await insertPhotos(setup.ctx.database, 2);
		const paid = certifiedOrder(
			await buyPhotos(setup.ann, setup.admin, photos, { production: "Sole Rights" }),
		);
		const [first, second] = paid.items;
		if (!first || !second) throw new Error("two lines");
		const order = {
			...paid,
			placed_at: "2026-03-01T09:00:00.000Z",
			items: [
				{
					...first,
					license_type: "hero-usage" as const,
					exclusive_months: 12 as const,
					exclusive_until: "2027-03-01T09:00:00.000Z",
				},
				{
					...second,
					license_type: "hero-usage" as const,
					upgrade_of: { order_item_id: first.id, licence_number: "SSD-000007-02" },
				},
			],
		};
		const issuer = { seller: sellerFrom(setup.ctx.config), publicUrl: "https://shop.example" };
		const pdf = await renderCertificate(order, new Map(), new Map(), issuer, "2026-11-27T12:00:00.000Z");
		const text = (await pdfPageTexts(pdf)).pages.join("\n").replace(/\s+/g, " ");
		expect(text).toContain(
			"Hero usage, exclusive for 12 months: from March 1, 2026 to March 1, 2027; no other production may license this photo for hero use in that time",
		);
		expect(text).toContain("Exclusive, 12 months");
		expect(text).toContain("Upgrades licence SSD-000007-02");
		expect(text).toContain("Upgrade, reissued");
	});
});

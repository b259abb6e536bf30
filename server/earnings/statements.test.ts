import { parseCsv } from "@core/csv";
import { royaltyCents } from "@core/family";
import { dollarsText } from "@core/number-text";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
	act,
	family,
	familyPhotos,
	orderPhotos,
	type TestFamily,
	thisMonth,
} from "../test/fixtures/earnings";
import { setUpOrderApp } from "../test/fixtures/orders";
import { pdfPageTexts } from "../test/pdf-text";
import { STATEMENT_CSV_HEADER } from "./statement-csv";

const setup = setUpOrderApp();

const previousMonth = () => {
	const now = new Date();
	return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
};

let rose: TestFamily;
/** Last month: one sale (moved back a month); this month: two sales, a refund of one of them, a payout. */
const earned = { last: royaltyCents(2999, 50), sale1: royaltyCents(1777, 50), sale2: royaltyCents(4321, 50) };
const PAYOUT = 500;

beforeAll(async () => {
	rose = await family(setup.ctx, "Rose");
	const [p1, p2, p3] = await familyPhotos(setup.ctx, rose.id, [2999, 1777, 4321]);
	const old = await orderPhotos(setup.ctx, "Kim", [p1 as string], "Last Month Film");
	await act(setup.admin, old.id, "mark_paid");
	await setup.ctx.database.query(
		sql`update royalties set created_at = ${`${previousMonth()}-15T10:00:00Z`} where order_id = ${old.id}`,
	);
	const first = await orderPhotos(setup.ctx, "Lee", [p2 as string], "Buyer Production One");
	await act(setup.admin, first.id, "mark_paid");
	const second = await orderPhotos(setup.ctx, "Max", [p3 as string], "Buyer Production Two");
	await act(setup.admin, second.id, "mark_paid");
	await act(setup.admin, second.id, "refund");
	const res = await setup.admin.post("/api/admin/payouts", {
		family_id: rose.id,
		amount_cents: PAYOUT,
		reference: "WIRE-2026-77",
	});
	expect(res.statusCode, res.body).toBe(201);
});

describe("a month's statement", () => {
	it("as CSV: opening balance, each line with the balance after it, the month's total and the closing balance", async () => {
		const res = await rose.client.get(`/api/family/earnings/statements/${thisMonth()}.csv`);
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
		expect(res.headers["content-disposition"]).toBe(`attachment; filename="earnings-${thisMonth()}.csv"`);
		const { records, problems } = parseCsv(res.body);
		expect(problems).toEqual([]);
		const rows = records.map((r) => r.cells);
		expect(rows[0]).toEqual([...STATEMENT_CSV_HEADER]);
		const opening = earned.last;
		expect(rows[1]?.slice(1, 2)).toEqual(["Opening balance"]);
		expect(rows[1]?.[8]).toBe((opening / 100).toFixed(2));
		const lines = rows.slice(2, -2);
		expect(lines.map((l) => l[1])).toEqual(["Sale", "Sale", "Refund", "Payout"]);
		expect(lines.map((l) => l[7])).toEqual(
			[earned.sale1, earned.sale2, -earned.sale2, -PAYOUT].map((c) => (c / 100).toFixed(2)),
		);
		expect(lines[0]?.slice(4, 7)).toEqual(["Background dressing", "17.77", "50"]);
		expect(lines[3]?.[9]).toBe("WIRE-2026-77");
		// Each line's running balance adds its amount to the one before: the lines add up.
		let balance = opening;
		for (const line of lines) {
			balance += Math.round(Number(line[7]) * 100);
			expect(line[8]).toBe((balance / 100).toFixed(2));
		}
		const closing = opening + earned.sale1 - PAYOUT;
		expect(balance).toBe(closing);
		expect(rows.at(-2)?.slice(1, 2)).toEqual([expect.stringMatching(/^Total for /)]);
		expect(rows.at(-2)?.[7]).toBe(((closing - opening) / 100).toFixed(2));
		expect(rows.at(-1)?.slice(1, 2)).toEqual(["Closing balance"]);
		expect(rows.at(-1)?.[8]).toBe((closing / 100).toFixed(2));
		// The balance the tab shows is this month's closing one.
		expect((await rose.client.get("/api/family/earnings")).json().balance_cents).toBe(closing);
		for (const secret of ["Lee", "Max", "Buyer Production", "Harbor Films"])
			expect(res.body).not.toContain(secret);
	});

	it("closes last month where this month opens", async () => {
		const res = await rose.client.get(`/api/family/earnings/statements/${previousMonth()}.csv`);
		const rows = parseCsv(res.body).records.map((r) => r.cells);
		expect(rows.map((r) => r[1])).toEqual([
			"Type",
			"Opening balance",
			"Sale",
			expect.stringMatching(/^Total for/),
			"Closing balance",
		]);
		expect(rows[1]?.[8]).toBe("0.00");
		expect(rows.at(-1)?.[8]).toBe((earned.last / 100).toFixed(2));
	});

	it("as a PDF: the same lines, totals and balances", async () => {
		const res = await rose.client.get(`/api/family/earnings/statements/${thisMonth()}.pdf`);
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toBe("application/pdf");
		const { doc, pages } = await pdfPageTexts(res.rawPayload);
		expect(doc.getTitle()).toMatch(/^Earnings statement: /);
		const text = pages.join("\n");
		const closing = earned.last + earned.sale1 - PAYOUT;
		for (const expected of [
			"The Rose Family",
			`Opening balance on`,
			dollarsText(earned.last),
			"Background dressing",
			dollarsText(earned.sale1),
			dollarsText(-earned.sale2),
			"Payout, reference WIRE-2026-77",
			`Earned: ${dollarsText(earned.sale1 + earned.sale2)}`,
			`Refunded: ${dollarsText(-earned.sale2)}`,
			`Paid out: ${dollarsText(-PAYOUT)}`,
			`Closing balance: ${dollarsText(closing)}`,
		])
			expect(text).toContain(expected);
		for (const secret of ["Lee", "Max", "Buyer Production"]) expect(text).not.toContain(secret);
	});

	it("of a month with nothing is a valid, empty statement; a malformed month is refused", async () => {
		const csv = await rose.client.get("/api/family/earnings/statements/2019-02.csv");
		expect(csv.statusCode).toBe(200);
		expect(parseCsv(csv.body).records.map((r) => [r.cells[1], r.cells[8]])).toEqual([
			["Type", "Balance (USD)"],
			["Opening balance", "0.00"],
			["Total for February 2019", ""],
			["Closing balance", "0.00"],
		]);
		const pdf = await rose.client.get("/api/family/earnings/statements/2019-02.pdf");
		expect(pdf.statusCode).toBe(200);
		expect((await pdfPageTexts(pdf.rawPayload)).pages.join("\n")).toContain(
			"No sales, refunds or payouts this month.",
		);
		for (const bad of ["2026-13", "2026-1", "november"]) {
			const res = await rose.client.get(`/api/family/earnings/statements/${bad}.csv`);
			expect(res.statusCode, bad).toBe(400);
		}
	});

	it("of another family holds none of this family's lines", async () => {
		const other = await family(setup.ctx, "Stone");
		const res = await other.client.get(`/api/family/earnings/statements/${thisMonth()}.csv`);
		expect(parseCsv(res.body).records.map((r) => r.cells[1])).toEqual([
			"Type",
			"Opening balance",
			expect.stringMatching(/^Total for/),
			"Closing balance",
		]);
		expect(res.body).not.toContain("WIRE-2026-77");
	});
});

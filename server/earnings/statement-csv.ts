import type { Statement, StatementLine } from "@core/contracts/earnings";
import { csvCell } from "@core/csv";
import { monthLabel } from "@core/earnings";
import { LICENSE_LABELS } from "@core/license";

/**
 * A month's statement as CSV: one table, opening balance first, a row per sale, refund and
 * payout with the balance after it, then the month's total and the closing balance. Amounts are
 * US dollars with two decimals, written as numbers (negative ones too, which the generic CSV
 * writer would quote as text to defuse formulas: these are ours, never typed by anyone).
 */

export const STATEMENT_CSV_HEADER = [
	"Date",
	"Type",
	"Photo number",
	"Title",
	"Licence type",
	"Price paid (USD)",
	"Share (%)",
	"Amount (USD)",
	"Balance (USD)",
	"Reference",
] as const;

export const LINE_KIND_LABELS: Record<StatementLine["kind"], string> = {
	sale: "Sale",
	refund: "Refund",
	payout: "Payout",
};

/** A money cell: cents as dollars, a number a spreadsheet sums. */
class Money {
	constructor(readonly cents: number) {}
	toString() {
		return (this.cents / 100).toFixed(2);
	}
}

type Cell = string | number | Money | null;

const csvLine = (cells: readonly Cell[]) =>
	cells.map((cell) => (cell instanceof Money ? cell.toString() : csvCell(cell))).join(",");

export function statementCsv(statement: Statement): string {
	let balance = statement.opening_balance_cents;
	const start = `${statement.month}-01`;
	const rows: Cell[][] = [
		[...STATEMENT_CSV_HEADER],
		[start, "Opening balance", null, null, null, null, null, null, new Money(balance), null],
		...statement.lines.map((line): Cell[] => {
			balance += line.amount_cents;
			return [
				line.date.slice(0, 10),
				LINE_KIND_LABELS[line.kind],
				line.photo?.photoid ?? null,
				line.photo?.title ?? null,
				line.license_type ? LICENSE_LABELS[line.license_type].name : null,
				line.line_paid_cents === null ? null : new Money(line.line_paid_cents),
				line.percent,
				new Money(line.amount_cents),
				new Money(balance),
				line.reference,
			];
		}),
		[
			null,
			`Total for ${monthLabel(statement.month)}`,
			null,
			null,
			null,
			null,
			null,
			new Money(statement.closing_balance_cents - statement.opening_balance_cents),
			null,
			null,
		],
		[
			null,
			"Closing balance",
			null,
			null,
			null,
			null,
			null,
			null,
			new Money(statement.closing_balance_cents),
			null,
		],
	];
	return `\uFEFF${rows.map(csvLine).join("\r\n")}\r\n`;
}

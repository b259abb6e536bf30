import type { AdminOrder } from "@core/contracts/orders";
import { escapeHtml } from "@core/escape-html";
import { formatUsd, LICENSE_LABELS } from "@core/license";
import { NET_TERMS_DAYS } from "@core/orders";
import type { MailMessage } from "../mail/mailer";
import { renderMail } from "../mail/templates";

/**
 * The buyer's order mails: the invoice when an order is placed to be paid by invoice, the
 * receipt when it is paid, and short notices of a cancellation or a refund. Each has a text and
 * an HTML part; everything the buyer typed (names, production, PO number) is escaped in HTML.
 */

export type OrderMailEvent = "placed" | "paid" | "cancelled" | "refunded";

type Row = { label: string; amount: string; strong?: boolean };
type Content = {
	subject: string;
	heading: string;
	paragraphs: string[];
	rows?: Row[];
	action: { label: string; url: string };
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

function totalRows(order: AdminOrder, totalLabel: string): Row[] {
	const discount =
		order.discount_cents > 0
			? [
					{
						label: `Volume discount (${order.discount_percent}%)`,
						amount: `-${formatUsd(order.discount_cents)}`,
					},
				]
			: [];
	return [
		{ label: "Subtotal", amount: formatUsd(order.subtotal_cents) },
		...discount,
		{ label: totalLabel, amount: formatUsd(order.total_cents), strong: true },
	];
}

function production(order: AdminOrder): string {
	const { name, company } = order.production;
	return company ? `"${name}" (${company})` : `"${name}"`;
}

/** What the mails need of the site: its address, and the bank account invoices are paid into. */
export type OrderMailSite = { siteUrl: string; bankDetails?: string };

function content(
	order: AdminOrder,
	event: OrderMailEvent,
	{ siteUrl, bankDetails }: OrderMailSite,
): Content | null {
	const ref = order.reference;
	const total = formatUsd(order.total_cents);
	const orderPage = { label: "View your order", url: `${siteUrl}/orders/${order.id}` };
	switch (event) {
		case "placed": {
			// Card orders: Stripe mails its own receipt, and ours follows once the payment clears.
			if (order.payment_method !== "invoice") return null;
			const due = order.due_date ?? "";
			const po = order.billing.po_number
				? ` Your PO number ${order.billing.po_number} is on the invoice.`
				: "";
			return {
				subject: `Invoice for order ${ref}: ${total} due ${due}`,
				heading: `Order ${ref} is placed`,
				paragraphs: [
					`Thank you, ${order.billing.name}. We have your order of ${plural(order.item_count, "photo licence")} for ${production(order)}.`,
					`Amount due: ${total} by ${due} (net ${NET_TERMS_DAYS} days).`,
					`How to pay: by bank transfer within ${NET_TERMS_DAYS} days, quoting ${ref} as the payment reference so that we can match your payment to this order.${po}`,
					...(bankDetails ? [`Bank details: ${bankDetails}`] : []),
					"The invoice (PDF) is on your order page. The full-resolution files and the licence certificate unlock as soon as your payment arrives.",
				],
				rows: totalRows(order, "Total due"),
				action: { label: "View your order and invoice", url: orderPage.url },
			};
		}
		case "paid":
			return {
				subject: `Receipt for order ${ref}: your licences are ready`,
				heading: `Payment received for order ${ref}`,
				paragraphs: [
					`Thank you, ${order.billing.name}. We received ${total} for order ${ref}: your ${plural(order.item_count, "licence")} for ${production(order)} are valid from today.`,
					"Download the full-resolution originals and the licence certificate from My purchases.",
				],
				rows: [
					...order.items.map((item) => ({
						label: `#${item.photo.photoid} ${item.photo.title} (${LICENSE_LABELS[item.license_type].name})`,
						amount: formatUsd(item.subtotal_cents),
					})),
					...totalRows(order, "Total paid"),
				],
				action: { label: "Download your files", url: `${siteUrl}/my-purchases` },
			};
		case "cancelled":
			return {
				subject: `Order ${ref} is cancelled`,
				heading: `Order ${ref} is cancelled`,
				paragraphs: [
					`Your order ${ref} of ${plural(order.item_count, "photo licence")} for ${production(order)} (${total}) is cancelled. No payment is due for it.`,
					`If you did not expect this, contact us quoting ${ref}.`,
				],
				action: orderPage,
			};
		case "refunded":
			return {
				subject: `Order ${ref} is refunded`,
				heading: `Order ${ref} is refunded`,
				paragraphs: [
					`We have refunded ${total} for order ${ref} for ${production(order)}.`,
					"The licences of this order are withdrawn: its files and certificate can no longer be downloaded or used.",
				],
				action: orderPage,
			};
	}
}

/** The lines and totals as a table (HTML, escaped) and as aligned text lines. */
function rowsBlock(rows: Row[]): { html: string; text: string[] } {
	const width = Math.max(0, ...rows.map((r) => r.label.length));
	const cells = rows
		.map((r) => {
			const weight = r.strong ? "font-weight:700;border-top:1px solid #d9cbb8;" : "";
			return `<tr><td style="padding:4px 8px 4px 0;${weight}">${escapeHtml(r.label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap;${weight}">${escapeHtml(r.amount)}</td></tr>`;
		})
		.join("");
	return {
		html: `<table style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${cells}</table>`,
		text: rows.map((r) => `${r.label.padEnd(width)}  ${r.amount}`),
	};
}

/** Who hears about an order: its billing contact, and the buyer's account when that differs. */
export function orderRecipients(order: AdminOrder): string[] {
	const billing = order.billing.email;
	const account = order.buyer.email;
	return account && account.toLowerCase() !== billing.toLowerCase() ? [billing, account] : [billing];
}

/** The messages an order event sends (none for a card order being placed). */
export function orderMails(order: AdminOrder, event: OrderMailEvent, site: OrderMailSite): MailMessage[] {
	const c = content(order, event, site);
	if (!c) return [];
	const { text, html } = renderMail({
		heading: c.heading,
		paragraphs: c.paragraphs,
		action: c.action,
		extra: c.rows ? rowsBlock(c.rows) : undefined,
	});
	return orderRecipients(order).map((to) => ({ kind: `order_${event}`, to, subject: c.subject, text, html }));
}

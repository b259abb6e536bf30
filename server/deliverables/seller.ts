import type { Config } from "../config";
import type { Seller } from "./invoice-pdf";
import { PRODUCT_NAME } from "./pdf-kit";

/** The address in MAIL_FROM ('Name <hello@example.com>' or a bare address). */
function mailAddress(mailFrom: string): string {
	return /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/** The seller printed on invoices: the product, the address mail comes from, the public site, the bank (INVOICE_BANK_DETAILS). */
export function sellerFrom(config: Pick<Config, "mailFrom" | "publicUrl" | "invoiceBankDetails">): Seller {
	return {
		name: PRODUCT_NAME,
		email: mailAddress(config.mailFrom),
		website: config.publicUrl.replace(/^https?:\/\//, ""),
		bankDetails: config.invoiceBankDetails,
	};
}

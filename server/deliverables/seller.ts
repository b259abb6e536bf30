import type { Config } from "../config";
import type { Seller } from "./invoice-pdf";

/** The address in MAIL_FROM ('Name <hello@example.com>' or a bare address). */
function mailAddress(mailFrom: string): string {
	return /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/**
 * The seller printed on invoices and certificates, from the configuration (SELLER_NAME,
 * SELLER_ADDRESS, SELLER_TAX_ID, SELLER_EMAIL or MAIL_FROM's address), the public site and the
 * bank (INVOICE_BANK_DETAILS). Production refuses to start without the name and address.
 */
export function sellerFrom(
	config: Pick<Config, "mailFrom" | "publicUrl" | "invoiceBankDetails" | "seller">,
): Seller {
	return {
		name: config.seller.name,
		// As given: one line ('Street 1, City'), or one line per new line.
		address: config.seller.address
			.split(/\r?\n/)
			.map((line) => line.trim())
			.filter(Boolean),
		taxId: config.seller.taxId,
		email: config.seller.email ?? mailAddress(config.mailFrom),
		website: config.publicUrl.replace(/^https?:\/\//, ""),
		bankDetails: config.invoiceBankDetails,
	};
}

import { FileText } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { apiPaths } from "@/lib/paths";

export const INVOICE_PDF = "Invoice (PDF)";
export const CERTIFICATE_PDF = "Licence certificate (PDF)";

/**
 * A PDF of an order, opened in a new tab by the browser's viewer. The server renders it on each
 * request for those who may see the order's documents (issue 29: by company role), so the link
 * itself carries no secret.
 */
export function PdfLink({ href, label }: { href: string; label: string }) {
	return (
		<a
			href={href}
			target="_blank"
			rel="noopener"
			className={buttonClasses({ variant: "secondary", size: "sm", className: "h-11 md:h-9" })}
		>
			<FileText aria-hidden="true" className="size-4" />
			{label}
			<span className="sr-only"> (opens in a new tab)</span>
		</a>
	);
}

/** The order's invoice, in any state. */
export function InvoicePdfLink({ orderId }: { orderId: string }) {
	return <PdfLink href={apiPaths.orderInvoicePdf(orderId)} label={INVOICE_PDF} />;
}

/** The licence certificate: offer it only for a paid order (the server refuses it otherwise, 409). */
export function CertificatePdfLink({ orderId }: { orderId: string }) {
	return <PdfLink href={apiPaths.orderCertificatePdf(orderId)} label={CERTIFICATE_PDF} />;
}

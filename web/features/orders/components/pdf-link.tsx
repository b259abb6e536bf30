import { FileText } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

/** A PDF of an order (invoice, licence certificate), opened in a new tab by the browser's viewer. */
export function PdfLink({ href, label, className }: { href: string; label: string; className?: string }) {
	return (
		<a
			href={href}
			target="_blank"
			rel="noopener"
			className={buttonClasses({
				variant: "secondary",
				size: "sm",
				className: `h-11 md:h-9 ${className ?? ""}`,
			})}
		>
			<FileText aria-hidden="true" className="size-4" />
			{label}
			<span className="sr-only"> (opens in a new tab)</span>
		</a>
	);
}

import { TextAreaField, TextField } from "@/components/ui/field";
import { type BillingDraft, type BillingField, FIELD_IDS, type Problems } from "../lib/checkout-fields";

/**
 * Who pays (core/contracts/orders.ts BillingContact): printed on the invoice and the licence
 * certificate. The messages are the contract's, from the page's check or the server's answer.
 */
export function BillingFields({
	value,
	onChange,
	problems,
}: {
	value: BillingDraft;
	onChange: (field: BillingField, value: string) => void;
	problems: Problems;
}) {
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<TextField
				id={FIELD_IDS["billing.name"]}
				label="Name"
				required
				autoComplete="name"
				value={value.name}
				onChange={(event) => onChange("name", event.target.value)}
				error={problems["billing.name"]}
			/>
			<TextField
				id={FIELD_IDS["billing.email"]}
				label="Email"
				type="email"
				required
				autoComplete="email"
				hint="The invoice and the receipt go here."
				value={value.email}
				onChange={(event) => onChange("email", event.target.value)}
				error={problems["billing.email"]}
			/>
			<TextField
				id={FIELD_IDS["billing.company"]}
				label="Company"
				required
				autoComplete="organization"
				className="sm:col-span-2"
				value={value.company}
				onChange={(event) => onChange("company", event.target.value)}
				error={problems["billing.company"]}
			/>
			<TextAreaField
				id={FIELD_IDS["billing.address"]}
				label="Billing address"
				required
				autoComplete="street-address"
				rows={3}
				className="sm:col-span-2"
				value={value.address}
				onChange={(event) => onChange("address", event.target.value)}
				error={problems["billing.address"]}
			/>
			<TextField
				id={FIELD_IDS["billing.po_number"]}
				label="PO number"
				optional
				autoComplete="off"
				hint="When your production's accounts need one on the invoice."
				value={value.po_number}
				onChange={(event) => onChange("po_number", event.target.value)}
				error={problems["billing.po_number"]}
			/>
		</div>
	);
}

import { TextAreaField, TextField } from "@/components/ui/field";
import type { FormFields } from "@/lib/use-form";
import type { CheckoutField, CheckoutValues } from "../lib/checkout-fields";

/**
 * Who pays (core/contracts/orders.ts BillingContact): printed on the invoice and the licence
 * certificate. The messages are the contract's, from the page's check or the server's answer.
 */
export function BillingFields({ form }: { form: FormFields<CheckoutValues, CheckoutField> }) {
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<TextField {...form.field("billing.name")} label="Name" required autoComplete="name" />
			<TextField
				{...form.field("billing.email")}
				label="Email"
				type="email"
				required
				autoComplete="email"
				hint="The invoice and the receipt go here."
			/>
			<TextField
				{...form.field("billing.company")}
				label="Company"
				required
				autoComplete="organization"
				className="sm:col-span-2"
			/>
			<TextAreaField
				{...form.field("billing.address")}
				label="Billing address"
				required
				autoComplete="street-address"
				rows={3}
				className="sm:col-span-2"
			/>
			<TextField
				{...form.field("billing.po_number")}
				label="PO number"
				optional
				autoComplete="off"
				hint="When your production's accounts need one on the invoice."
			/>
		</div>
	);
}

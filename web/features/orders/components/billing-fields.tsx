import type { CheckoutProductionOptions } from "@core/contracts/orders";
import { ORDER_REFERENCE_LABELS, type OrderReference } from "@core/teams";
import { TextAreaField, TextField } from "@/components/ui/field";
import type { FormFields } from "@/lib/use-form";
import type { CheckoutField, CheckoutValues } from "../lib/checkout-fields";

/** A reference's hint: required by the company, or what it is for. */
function referenceHint(
	production: CheckoutProductionOptions | null,
	ref: OrderReference,
	otherwise: string,
): { required: boolean; hint: string } {
	const required = production?.required_refs.includes(ref) ?? false;
	return required
		? { required, hint: `Required by ${production?.company_name ?? "your company"}.` }
		: { required, hint: otherwise };
}

/**
 * Who pays (core/contracts/orders.ts BillingContact): printed on the invoice and the licence
 * certificate, with the order's references (PO number, production code, episode), which a
 * production's company may require (issue 29). The messages are the contract's, from the page's
 * check or the server's answer.
 */
export function BillingFields({
	form,
	production = null,
}: {
	form: FormFields<CheckoutValues, CheckoutField>;
	production?: CheckoutProductionOptions | null;
}) {
	const po = referenceHint(
		production,
		"po_number",
		"When your production's accounts need one on the invoice.",
	);
	const code = referenceHint(production, "production_code", "The production's code, for its accounts.");
	const episode = referenceHint(production, "episode", "The episode these licences are for.");
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
				label={ORDER_REFERENCE_LABELS.po_number}
				optional={!po.required}
				requiredMark={po.required}
				autoComplete="off"
				hint={po.hint}
			/>
			<TextField
				{...form.field("production_code")}
				label={ORDER_REFERENCE_LABELS.production_code}
				optional={!code.required}
				requiredMark={code.required}
				autoComplete="off"
				hint={code.hint}
			/>
			<TextField
				{...form.field("episode")}
				label={ORDER_REFERENCE_LABELS.episode}
				optional={!episode.required}
				requiredMark={episode.required}
				autoComplete="off"
				hint={episode.hint}
			/>
		</div>
	);
}

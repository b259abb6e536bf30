import type { PayoutDue } from "@core/contracts/earnings";
import { centsOfDollars, dollarsInput, EARNINGS_TEXT, REFERENCE_MAX } from "@core/earnings";
import { formatUsd } from "@core/license";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { type Problems, useForm } from "@/lib/use-form";
import { useRecordPayout } from "../api/payouts";

export const PAYOUT_FORM_TEXT = {
	title: (name: string) => `Record a payout to ${name}`,
	intro: (balance: number) =>
		`Record money you have already sent. The family's balance is ${formatUsd(balance)}; the family is emailed unless it turned payout emails off.`,
	amount: "Amount (USD)",
	amountHint: "Prefilled with the whole balance.",
	amountFormat: "Enter an amount such as 125.00",
	reference: "Payment reference",
	referenceHint: "The bank or payment reference the money was sent under.",
	paidOn: "Paid on",
	paidOnHint: "Leave empty for today.",
	submit: "Record payout",
	pending: "Recording…",
	failed: "Not recorded.",
	done: "Payout recorded",
} as const;

type Values = { amount_cents: string; reference: string; paid_on: string };

const ids = { amount_cents: "payout-amount", reference: "payout-reference", paid_on: "payout-paid-on" };

const today = () => new Date().toISOString().slice(0, 10);

/** The browser's checks, the server's words: it judges again against the balance as it is then. */
function checkPayout(balance: number) {
	return (values: Values): Problems<keyof Values> => {
		const cents = centsOfDollars(values.amount_cents);
		return {
			amount_cents:
				cents === null
					? PAYOUT_FORM_TEXT.amountFormat
					: cents <= 0
						? EARNINGS_TEXT.amountPositive
						: cents > balance
							? EARNINGS_TEXT.amountOverBalance(balance)
							: null,
			reference:
				values.reference.trim() === ""
					? EARNINGS_TEXT.referenceRequired
					: values.reference.trim().length > REFERENCE_MAX
						? EARNINGS_TEXT.referenceTooLong
						: null,
			paid_on: values.paid_on && values.paid_on > today() ? EARNINGS_TEXT.paidOnFuture : null,
		};
	};
}

function PayoutForm({ due, onClose }: { due: PayoutDue; onClose: () => void }) {
	const mutation = useRecordPayout();
	const form = useForm<Values>({
		initial: { amount_cents: dollarsInput(due.balance_cents), reference: "", paid_on: "" },
		ids,
		check: checkPayout(due.balance_cents),
		error: mutation.error,
		onEdit: () => mutation.reset(),
	});
	const submit = form.handleSubmit((values) =>
		mutation.mutate(
			{
				family_id: due.family.id,
				amount_cents: centsOfDollars(values.amount_cents) ?? 0,
				reference: values.reference.trim(),
				...(values.paid_on ? { paid_on: values.paid_on } : {}),
			},
			{
				onSuccess: (result) => {
					toast.success(PAYOUT_FORM_TEXT.done, {
						description: `${formatUsd(result.payout.amount_cents)} to ${due.family.storefront_name ?? due.family.email}; balance now ${formatUsd(result.balance_cents)}.`,
					});
					onClose();
				},
			},
		),
	);
	return (
		<form onSubmit={submit} noValidate aria-label={PAYOUT_FORM_TEXT.submit} className="space-y-4">
			<p className="text-sm text-ink-700">{PAYOUT_FORM_TEXT.intro(due.balance_cents)}</p>
			<TextField
				label={PAYOUT_FORM_TEXT.amount}
				inputMode="decimal"
				autoComplete="off"
				hint={PAYOUT_FORM_TEXT.amountHint}
				requiredMark
				data-autofocus
				{...form.field("amount_cents")}
			/>
			<TextField
				label={PAYOUT_FORM_TEXT.reference}
				hint={PAYOUT_FORM_TEXT.referenceHint}
				maxLength={REFERENCE_MAX + 20}
				autoComplete="off"
				requiredMark
				{...form.field("reference")}
			/>
			<TextField
				label={PAYOUT_FORM_TEXT.paidOn}
				type="date"
				max={today()}
				hint={PAYOUT_FORM_TEXT.paidOnHint}
				optional
				{...form.field("paid_on")}
			/>
			<FormDialogFooter
				failure={{ title: PAYOUT_FORM_TEXT.failed, text: form.other }}
				onCancel={onClose}
				pending={mutation.isPending}
				pendingLabel={PAYOUT_FORM_TEXT.pending}
			>
				{PAYOUT_FORM_TEXT.submit}
			</FormDialogFooter>
		</form>
	);
}

/** Records a payout to a family due one: amount (the balance unless changed), reference, day. */
export function RecordPayoutDialog({ due, onClose }: { due: PayoutDue | null; onClose: () => void }) {
	return (
		<Dialog
			open={due !== null}
			onClose={onClose}
			title={due ? PAYOUT_FORM_TEXT.title(due.family.storefront_name ?? due.family.email) : ""}
		>
			{due && <PayoutForm due={due} onClose={onClose} />}
		</Dialog>
	);
}

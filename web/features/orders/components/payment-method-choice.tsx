import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@core/orders";
import { CreditCard, FileText, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { FieldError, fieldIds } from "@/components/ui/field";
import { FIELD_IDS } from "../lib/checkout-fields";

const ICONS: Record<PaymentMethod, LucideIcon> = { invoice: FileText, stripe: CreditCard };

/**
 * The payment methods the server offers, as radio cards: native radios, so the arrow keys move
 * between them and the form reads them as one group.
 */
export function PaymentMethodChoice({
	methods,
	value,
	onChange,
	error,
}: {
	methods: readonly PaymentMethod[];
	value: PaymentMethod;
	onChange: (method: PaymentMethod) => void;
	error?: string;
}) {
	const id = useId();
	const errorId = fieldIds(FIELD_IDS.payment_method).error;
	return (
		<fieldset aria-describedby={error ? errorId : undefined}>
			<legend className="sr-only">Payment method</legend>
			<div className="grid gap-3 sm:grid-cols-2">
				{methods.map((method, index) => {
					const Icon = ICONS[method];
					const nameId = `${id}-${method}-name`;
					const descriptionId = `${id}-${method}-description`;
					return (
						<label
							key={method}
							className="flex cursor-pointer gap-3 rounded-lg border border-ink-900/15 bg-cream-50 p-4 transition-colors hover:border-ink-900/30 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50 has-[:checked]:ring-1 has-[:checked]:ring-accent-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600"
						>
							<input
								type="radio"
								name="payment_method"
								// The first card takes the focus when the choice has a problem.
								id={index === 0 ? FIELD_IDS.payment_method : undefined}
								value={method}
								checked={value === method}
								onChange={() => onChange(method)}
								aria-labelledby={nameId}
								aria-describedby={descriptionId}
								className="mt-1 size-4 shrink-0 accent-accent-600 focus:outline-none"
							/>
							<span className="min-w-0">
								<span id={nameId} className="flex items-center gap-2 font-medium text-ink-900">
									<Icon aria-hidden="true" className="size-4 text-ink-500" />
									{PAYMENT_METHOD_LABELS[method].name}
								</span>
								<span id={descriptionId} className="mt-1 block text-sm text-ink-600">
									{PAYMENT_METHOD_LABELS[method].description}
								</span>
							</span>
						</label>
					);
				})}
			</div>
			{error && <FieldError id={errorId}>{error}</FieldError>}
		</fieldset>
	);
}

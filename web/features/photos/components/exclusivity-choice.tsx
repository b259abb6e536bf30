import type { PhotoLicensing } from "@core/contracts/licensing";
import { formatUsd } from "@core/license";
import { type ExclusiveTerm, isExclusiveTerm, licensingDateText } from "@core/licensing";
import { useId } from "react";
import { cn } from "@/lib/cn";

/** The options' names (issue 30's words, which the browser journey uses). */
export const NOT_EXCLUSIVE = "Not exclusive";
export const exclusiveForText = (months: ExclusiveTerm) => `Exclusive for ${months} months`;

/** What a running exclusivity of the viewer's own production reads. */
export function exclusiveToText(production: string, until: string): string {
	return `Exclusive to ${production} until ${licensingDateText(until)}`;
}

/** The price of a licence as chosen on the page: an exclusive term's from the server, else null. */
export function exclusivePriceCents(licensing: PhotoLicensing | undefined, months: ExclusiveTerm | null) {
	if (!licensing || months === null) return null;
	return licensing.prices.exclusive.find((term) => term.months === months)?.price_cents ?? null;
}

/**
 * Under the licence choice when hero usage is chosen (issue 30): not exclusive, or exclusive for
 * one of the terms, each with its price from the server. Native radios (arrow keys move between
 * them). When the photo cannot be had exclusively now, the terms are disabled and say why.
 */
export function ExclusivityChoice({
	licensing,
	value,
	onChange,
}: {
	licensing: PhotoLicensing;
	value: ExclusiveTerm | null;
	onChange: (months: ExclusiveTerm | null) => void;
}) {
	const name = useId();
	const reasonId = useId();
	const block = licensing.exclusive_block;
	const options: Array<{ months: ExclusiveTerm | null; label: string; cents: number }> = [
		{ months: null, label: NOT_EXCLUSIVE, cents: licensing.prices.hero_cents },
		...licensing.prices.exclusive.map((term) => ({
			months: term.months,
			label: exclusiveForText(term.months),
			cents: term.price_cents,
		})),
	];
	return (
		<fieldset>
			<legend className="text-sm font-semibold text-ink-900">Exclusivity</legend>
			<div className="mt-2 grid gap-2">
				{options.map((option) => {
					const checked = option.months === value;
					const unavailable = option.months !== null && block !== null;
					return (
						<label
							key={option.label}
							className={cn(
								"flex cursor-pointer items-baseline gap-3 rounded-lg border px-3 py-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500",
								checked
									? "border-accent-600/60 bg-accent-50"
									: "border-ink-900/10 bg-cream-50 hover:border-ink-900/25",
								unavailable && "cursor-not-allowed opacity-70 hover:border-ink-900/10",
							)}
						>
							<input
								type="radio"
								name={name}
								value={option.months ?? ""}
								checked={checked}
								disabled={unavailable}
								aria-describedby={unavailable ? reasonId : undefined}
								onChange={(event) => {
									const months = Number(event.target.value);
									onChange(isExclusiveTerm(months) ? months : null);
								}}
								className="size-4 shrink-0 translate-y-0.5 accent-accent-600"
							/>
							<span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
								<span className="font-medium text-ink-900">{option.label}</span>
								<span className="text-sm text-ink-600 tabular-nums">{formatUsd(option.cents)}</span>
							</span>
						</label>
					);
				})}
			</div>
			{block !== null && (
				<p id={reasonId} className="mt-2 text-sm font-medium text-ink-800">
					{block}
				</p>
			)}
		</fieldset>
	);
}

/** The viewer's own production's running exclusivity of the photo, or nothing. */
export function MyExclusivity({ licensing }: { licensing: PhotoLicensing | undefined }) {
	const running = licensing?.exclusivity;
	if (!running?.mine || !running.production) return null;
	return (
		<p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
			{exclusiveToText(running.production, running.until)}
		</p>
	);
}

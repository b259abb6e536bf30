import { HERO_NEEDS_RELEASES } from "@core/clearance";
import {
	formatUsd,
	isLicenseType,
	LICENSE_LABELS,
	LICENSE_TYPES,
	type LicenseType,
	licensePriceCents,
} from "@core/license";
import { useId } from "react";
import { cn } from "@/lib/cn";

/** Why hero usage cannot be chosen for a photo not cleared for it. */
export const HERO_UNAVAILABLE = `Unavailable: ${HERO_NEEDS_RELEASES.charAt(0).toLowerCase()}${HERO_NEEDS_RELEASES.slice(1)}.`;

/**
 * The license choice (native radios: arrow keys move between them); LicensePrice shows the price
 * of the chosen license, which updates as the choice changes. Hero usage is shown unavailable, with the reason,
 * for a photo the clearance ledger does not clear for it (the server refuses it as well).
 */
export function LicensePicker({
	priceCents,
	value,
	onChange,
	heroCleared = true,
	heroBlock = null,
}: {
	priceCents: number;
	value: LicenseType;
	onChange: (license: LicenseType) => void;
	heroCleared?: boolean;
	/** Issue 30: why hero use cannot be licensed now (held or exclusive elsewhere), or null. */
	heroBlock?: string | null;
}) {
	const name = useId();
	const reasonId = useId();
	return (
		<div>
			<fieldset>
				<legend className="text-sm font-semibold text-ink-900">License</legend>
				<div className="mt-2 grid gap-2">
					{LICENSE_TYPES.map((license) => {
						const checked = license === value;
						const reason = license !== "hero-usage" ? null : !heroCleared ? HERO_UNAVAILABLE : heroBlock;
						const unavailable = reason !== null;
						return (
							<label
								key={license}
								className={cn(
									"flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-500",
									checked
										? "border-accent-600/60 bg-accent-50"
										: "border-ink-900/10 bg-cream-50 hover:border-ink-900/25",
									unavailable && "cursor-not-allowed opacity-70 hover:border-ink-900/10",
								)}
							>
								<input
									type="radio"
									name={name}
									value={license}
									checked={checked}
									disabled={unavailable}
									aria-describedby={unavailable ? reasonId : undefined}
									onChange={(event) => {
										if (isLicenseType(event.target.value)) onChange(event.target.value);
									}}
									className="mt-1 size-4 shrink-0 accent-accent-600"
								/>
								<span className="min-w-0 flex-1">
									<span className="flex flex-wrap items-baseline justify-between gap-x-3">
										<span className="font-medium text-ink-900">{LICENSE_LABELS[license].name}</span>
										<span className="text-sm text-ink-600 tabular-nums">
											{formatUsd(licensePriceCents(priceCents, license))}
										</span>
									</span>
									<span className="mt-0.5 block text-sm text-ink-600">
										{LICENSE_LABELS[license].description}
									</span>
									{unavailable && (
										<span id={reasonId} className="mt-1 block text-sm font-medium text-ink-800">
											{reason}
										</span>
									)}
								</span>
							</label>
						);
					})}
				</div>
			</fieldset>
		</div>
	);
}

/**
 * The chosen licence's price (updates as the choice changes, announced politely): the license's,
 * or an exclusive term's when one is chosen (issue 30).
 */
export function LicensePrice({ cents }: { cents: number }) {
	const priceId = useId();
	return (
		<p className="flex items-baseline justify-between gap-3">
			<span id={priceId} className="text-sm font-medium text-ink-700">
				Price
			</span>
			<output
				aria-labelledby={priceId}
				aria-live="polite"
				data-testid="license-price"
				className="font-display text-3xl font-semibold text-ink-950 tabular-nums"
			>
				{formatUsd(cents)}
			</output>
		</p>
	);
}

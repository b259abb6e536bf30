import type { ReactNode } from "react";
import { useId } from "react";

/** One numbered step of checkout: its number, heading, an optional line under it, and an action beside it. */
export function CheckoutSection({
	number,
	title,
	description,
	action,
	children,
}: {
	number: number;
	title: string;
	description?: ReactNode;
	action?: ReactNode;
	children: ReactNode;
}) {
	const headingId = useId();
	return (
		<section
			aria-labelledby={headingId}
			className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-sm sm:p-6"
		>
			<div className="mb-4 flex items-start justify-between gap-3">
				<div className="flex min-w-0 items-start gap-3">
					<span
						aria-hidden="true"
						className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold text-cream-50"
					>
						{number}
					</span>
					<div className="min-w-0">
						<h2 id={headingId} className="text-lg font-semibold text-ink-900">
							<span className="sr-only">Step {number}:</span> {title}
						</h2>
						{description && <p className="mt-0.5 text-sm text-ink-600">{description}</p>}
					</div>
				</div>
				{action}
			</div>
			{children}
		</section>
	);
}

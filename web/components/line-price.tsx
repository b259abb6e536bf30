import { formatUsd } from "@core/license";

/**
 * A line's price (a cart line, an order item): struck through before the volume discount when
 * there is one, then what the line costs. `label` names that price for screen readers.
 */
export function LinePrice({
	line,
	label,
}: {
	line: { subtotal_cents: number; discount_cents: number; total_cents: number };
	/** 'Line total', 'Price paid'. */
	label: string;
}) {
	return (
		<div className="shrink-0 text-right text-sm tabular-nums">
			{line.discount_cents > 0 && (
				<p className="text-ink-500">
					<span className="sr-only">Before the volume discount: </span>
					<s>{formatUsd(line.subtotal_cents)}</s>
				</p>
			)}
			<p className="font-semibold text-ink-950">
				<span className="sr-only">{label}: </span>
				{formatUsd(line.total_cents)}
			</p>
		</div>
	);
}

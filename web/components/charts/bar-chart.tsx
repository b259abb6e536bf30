import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { labelIndices, valueTicks } from "./chart-scale";

/** The colours a series may take (literal class names, so Tailwind keeps them). */
const TONES = {
	accent: { bar: "fill-accent-500", swatch: "bg-accent-500" },
	ink: { bar: "fill-ink-700", swatch: "bg-ink-700" },
	mustard: { bar: "fill-mustard-400", swatch: "bg-mustard-400" },
} as const;
export type BarTone = keyof typeof TONES;

export type BarSeries<K extends string> = { key: K; label: string; tone: BarTone };

export type BarDatum<K extends string> = {
	/** The category in full, for the table and tooltips ('Mar 3, 2025'). */
	label: string;
	/** Under the bars, where room is short ('Mar 3'). */
	shortLabel: string;
	values: Record<K, number>;
};

type BarChartProps<K extends string> = {
	/** The chart's caption and its table's. */
	title: string;
	/** The table's first column heading ('Day'). */
	categoryLabel: string;
	series: ReadonlyArray<BarSeries<K>>;
	data: ReadonlyArray<BarDatum<K>>;
	/** Shown over the plot when every value is 0. */
	emptyText?: string;
	className?: string;
};

const numberFormat = new Intl.NumberFormat();
const format = (value: number) => numberFormat.format(value);

/** Bar width as a share of its slot; the rest is the gap between days. */
const BAR_SHARE = 0.72;
const SLOT = 10;

/**
 * Bars over categories (days, usually), drawn as one SVG with no chart library. Every series of
 * a category is drawn in the same slot, the tallest behind: made for series that are parts of
 * the first (searches, and searches without results). The SVG is decoration for sighted
 * readers; screen readers get the same numbers as a table, which anyone can also show.
 */
export function BarChart<K extends string>({
	title,
	categoryLabel,
	series,
	data,
	emptyText = "Nothing in this range",
	className,
}: BarChartProps<K>) {
	const id = useId();
	const [tableShown, setTableShown] = useState(false);
	const max = Math.max(0, ...data.flatMap((datum) => series.map((s) => datum.values[s.key] ?? 0)));
	const ticks = valueTicks(max);
	const top = ticks.at(-1) ?? 1;
	const width = Math.max(1, data.length) * SLOT;
	// Phones get fewer day labels than wider screens, so they never run into each other.
	const narrowLabels = new Set(labelIndices(data.length, 3));
	const wideLabels = new Set(labelIndices(data.length));
	const labels = [...new Set([...wideLabels, ...narrowLabels])].sort((a, b) => a - b);
	const captionId = `${id}-caption`;

	return (
		<figure aria-labelledby={captionId} className={cn("min-w-0", className)}>
			<div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
				<figcaption id={captionId} className="font-semibold text-ink-900">
					{title}
				</figcaption>
				<div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-700">
					{/* The table names the series too: the legend is for the eye. */}
					<ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1">
						{series.map((s) => (
							<li key={s.key} className="flex items-center gap-1.5">
								<span className={cn("inline-block size-3 rounded-sm", TONES[s.tone].swatch)} />
								{s.label}
							</li>
						))}
					</ul>
					<button
						type="button"
						aria-pressed={tableShown}
						onClick={() => setTableShown((shown) => !shown)}
						className="rounded-sm text-sm font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
					>
						{tableShown ? "Hide table" : "Show as table"}
					</button>
				</div>
			</div>

			<div aria-hidden="true" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
				<div className="relative h-44 w-10 text-right text-xs text-ink-500 tabular-nums sm:h-56">
					{ticks.map((tick) => (
						<span
							key={tick}
							className="absolute right-0 translate-y-1/2 leading-none"
							style={{ bottom: `${(tick / top) * 100}%` }}
						>
							{format(tick)}
						</span>
					))}
				</div>
				<div className="relative h-44 border-b border-l border-ink-900/25 sm:h-56">
					<svg
						data-testid="bar-chart-plot"
						viewBox={`0 0 ${width} 100`}
						preserveAspectRatio="none"
						className="absolute inset-0 size-full overflow-visible"
						aria-hidden="true"
					>
						{ticks.slice(1).map((tick) => (
							<line
								key={tick}
								x1={0}
								x2={width}
								y1={100 - (tick / top) * 100}
								y2={100 - (tick / top) * 100}
								className="stroke-ink-900/10"
								strokeWidth={1}
								vectorEffect="non-scaling-stroke"
							/>
						))}
						{data.map((datum, index) => {
							const x = index * SLOT + (SLOT * (1 - BAR_SHARE)) / 2;
							// The tallest first, so a smaller part is drawn in front of its whole.
							const ordered = [...series].sort(
								(a, b) => (datum.values[b.key] ?? 0) - (datum.values[a.key] ?? 0),
							);
							return (
								<g key={datum.label}>
									{ordered.map((s) => {
										const value = datum.values[s.key] ?? 0;
										const height = (value / top) * 100;
										return (
											<rect
												key={s.key}
												data-series={s.key}
												data-value={value}
												x={x}
												y={100 - height}
												width={SLOT * BAR_SHARE}
												height={height}
												className={TONES[s.tone].bar}
											>
												<title>{`${datum.label}: ${format(value)} ${s.label.toLowerCase()}`}</title>
											</rect>
										);
									})}
								</g>
							);
						})}
					</svg>
					{max === 0 && (
						<p className="absolute inset-0 flex items-center justify-center text-sm text-ink-500">
							{emptyText}
						</p>
					)}
				</div>
				<span />
				<div className="relative mt-1 h-5 text-xs whitespace-nowrap text-ink-500">
					{labels.map((index) => {
						const datum = data[index];
						if (!datum) return null;
						const first = index === 0;
						const last = index === data.length - 1 && data.length > 1;
						return (
							<span
								key={datum.label}
								className={cn(
									"absolute top-0",
									!first && !last && "-translate-x-1/2",
									!narrowLabels.has(index) && "hidden sm:block",
									!wideLabels.has(index) && "sm:hidden",
								)}
								style={last ? { right: 0 } : { left: first ? 0 : `${((index + 0.5) / data.length) * 100}%` }}
							>
								{datum.shortLabel}
							</span>
						);
					})}
				</div>
			</div>

			<div
				className={tableShown ? "mt-4 max-h-80 overflow-auto rounded-lg border border-ink-900/10" : "sr-only"}
			>
				<table className="w-full text-left text-sm">
					<caption className="sr-only">{title}</caption>
					<thead className="sticky top-0 bg-cream-50 text-xs tracking-wide text-ink-600 uppercase">
						<tr>
							<th scope="col" className="px-3 py-2">
								{categoryLabel}
							</th>
							{series.map((s) => (
								<th key={s.key} scope="col" className="px-3 py-2 text-right">
									{s.label}
								</th>
							))}
						</tr>
					</thead>
					<tbody className="divide-y divide-ink-900/10 bg-white">
						{data.map((datum) => (
							<tr key={datum.label}>
								<th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
									{datum.label}
								</th>
								{series.map((s) => (
									<td key={s.key} className="px-3 py-1.5 text-right tabular-nums">
										{format(datum.values[s.key] ?? 0)}
									</td>
								))}
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</figure>
	);
}

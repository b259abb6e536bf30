/**
 * The arithmetic of the small charts: a rounded top for the value axis, its ticks, and which
 * category labels fit under the bars. Pure functions, so the chart stays a thin SVG layer.
 */

/** 1, 2, 2.5, 5 or 10 times a power of ten: the step a reader expects on an axis. */
function niceStep(rough: number): number {
	if (rough <= 0) return 1;
	const power = 10 ** Math.floor(Math.log10(rough));
	const fraction = rough / power;
	const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
	return nice * power;
}

/**
 * The value axis for data up to `max`: whole-number ticks from 0 to a rounded top at or above
 * `max`, about `count` steps (fewer when the values are small, so no tick repeats).
 */
export function valueTicks(max: number, count = 4): number[] {
	if (!Number.isFinite(max) || max <= 0) return [0, 1];
	const step = Math.max(1, niceStep(max / count));
	const wholeStep = Number.isInteger(step) ? step : Math.ceil(step);
	const top = Math.ceil(max / wholeStep) * wholeStep;
	const ticks: number[] = [];
	for (let value = 0; value <= top; value += wholeStep) ticks.push(value);
	return ticks;
}

/**
 * Indices of the category labels to print under `length` bars: at most `most`, evenly spread,
 * the first and the last always included.
 */
export function labelIndices(length: number, most = 6): number[] {
	if (length <= 0) return [];
	if (length <= most) return Array.from({ length }, (_, i) => i);
	const step = Math.ceil((length - 1) / (most - 1));
	const indices: number[] = [];
	for (let i = 0; i < length - 1; i += step) indices.push(i);
	// The last label would crowd its neighbour when they are closer than half a step.
	const previous = indices.at(-1) ?? 0;
	if (length - 1 - previous < step / 2 && indices.length > 1) indices.pop();
	indices.push(length - 1);
	return indices;
}

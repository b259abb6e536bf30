import { tileAspectRatio } from "@core/listing-grid";
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

/** Target row heights and gaps for phones, tablets and larger screens (spec section 9, Layout). */
function rowMetrics(width: number): { target: number; gap: number } {
	if (width < 768) return { target: 120, gap: 4 };
	if (width < 1024) return { target: 160, gap: 6 };
	return { target: 200, gap: 8 };
}
/** Rows are stretched to fill the width, up to 1.25 times the target height (spec section 9). */
const MAX_ROW_FACTOR = 1.25;
/** Rows this far above and below the viewport stay in the DOM, so fast scrolls show no gaps. */
const OVERSCAN_PX = 800;
/** Resize is debounced 150 ms (spec section 9). */
const RESIZE_DEBOUNCE_MS = 150;

export type Row = { top: number; height: number; start: number; widths: number[] };

/**
 * Justified rows for a width: items join a row until it would be wider than the container at
 * the target height, then the row is scaled to fill the width exactly. The last row keeps
 * the target height. Pure, so it is tested on its own.
 */
export function layoutRows(ratios: readonly number[], width: number): { rows: Row[]; height: number } {
	const { target, gap } = rowMetrics(width);
	const rows: Row[] = [];
	let top = 0;
	let start = 0;
	while (start < ratios.length) {
		let end = start;
		let sum = 0;
		while (end < ratios.length) {
			sum += ratios[end] ?? 1;
			end += 1;
			if (sum * target + (end - start - 1) * gap >= width) break;
		}
		const gaps = (end - start - 1) * gap;
		const full = sum * target + gaps >= width;
		const height = full ? Math.min(target * MAX_ROW_FACTOR, (width - gaps) / sum) : target;
		const widths = ratios.slice(start, end).map((r) => r * height);
		rows.push({ top, height, start, widths });
		top += height + gap;
		start = end;
	}
	return { rows, height: Math.max(0, top - gap) };
}

/** The rows overlapping [from, to] (row tops are sorted, so a binary search finds the first). */
export function visibleRows(rows: readonly Row[], from: number, to: number): Row[] {
	let lo = 0;
	let hi = rows.length;
	while (lo < hi) {
		const mid = (lo + hi) >> 1;
		const row = rows[mid];
		if (row && row.top + row.height < from) lo = mid + 1;
		else hi = mid;
	}
	const out: Row[] = [];
	for (let i = lo; i < rows.length; i++) {
		const row = rows[i];
		if (!row || row.top > to) break;
		out.push(row);
	}
	return out;
}

type VirtualJustifiedGridProps<T> = {
	items: readonly T[];
	getKey: (item: T) => string;
	getSize: (item: T) => { width: number | null; height: number | null };
	renderItem: (item: T, index: number) => ReactNode;
	"aria-label"?: string;
};

/**
 * The justified grid for very long lists: the layout is computed for the container's width
 * and only the rows near the viewport are in the DOM; a spacer keeps the full height, so the
 * scrollbar and the infinite-scroll marker below behave as with every row present.
 */
export function VirtualJustifiedGrid<T>({
	items,
	getKey,
	getSize,
	renderItem,
	"aria-label": ariaLabel,
}: VirtualJustifiedGridProps<T>) {
	const ref = useRef<HTMLUListElement>(null);
	const [width, setWidth] = useState(0);
	const [view, setView] = useState({ from: 0, to: 0 });

	useLayoutEffect(() => {
		const el = ref.current;
		if (!el) return;
		// jsdom and hidden containers measure 0: fall back to the window's width.
		const measure = () => setWidth(el.clientWidth || window.innerWidth);
		measure();
		let timer = 0;
		const onResize = () => {
			window.clearTimeout(timer);
			timer = window.setTimeout(measure, RESIZE_DEBOUNCE_MS);
		};
		window.addEventListener("resize", onResize);
		return () => {
			window.clearTimeout(timer);
			window.removeEventListener("resize", onResize);
		};
	}, []);

	useEffect(() => {
		const el = ref.current;
		if (!el) return;
		let frame = 0;
		const update = () => {
			frame = 0;
			const top = el.getBoundingClientRect().top;
			setView({ from: -top - OVERSCAN_PX, to: -top + window.innerHeight + OVERSCAN_PX });
		};
		const onScroll = () => {
			if (!frame) frame = window.requestAnimationFrame(update);
		};
		update();
		window.addEventListener("scroll", onScroll, { passive: true });
		window.addEventListener("resize", onScroll);
		return () => {
			if (frame) window.cancelAnimationFrame(frame);
			window.removeEventListener("scroll", onScroll);
			window.removeEventListener("resize", onScroll);
		};
	}, []);

	const ratios = useMemo(
		() =>
			items.map((item) => {
				const { width: w, height: h } = getSize(item);
				return tileAspectRatio(w, h);
			}),
		[items, getSize],
	);
	const layout = useMemo(
		() => (width > 0 ? layoutRows(ratios, width) : { rows: [], height: 0 }),
		[ratios, width],
	);
	const { gap } = rowMetrics(width);
	const shown = visibleRows(layout.rows, view.from, view.to);

	return (
		// Until its width is known the grid holds a screen's height, so what follows it (the footer)
		// starts below the fold instead of jumping down when the rows appear.
		<ul
			ref={ref}
			aria-label={ariaLabel}
			className="relative"
			style={{ height: width > 0 ? layout.height : "100vh" }}
		>
			{shown.flatMap((row) =>
				row.widths.map((w, i) => {
					const item = items[row.start + i];
					if (item === undefined) return [];
					const left = row.widths.slice(0, i).reduce((a, b) => a + b + gap, 0);
					return (
						<li
							key={getKey(item)}
							className="absolute"
							style={{ top: row.top, left, width: w, height: row.height }}
						>
							{renderItem(item, row.start + i)}
						</li>
					);
				}),
			)}
		</ul>
	);
}

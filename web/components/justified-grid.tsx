import type { CSSProperties, ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Aspect ratios are clamped so panoramas and slivers stay usable (spec section 9). */
const MIN_RATIO = 0.5;
const MAX_RATIO = 3;
const UNKNOWN_RATIO = 1;

export function tileAspectRatio(width: number | null, height: number | null): number {
	if (!width || !height || width <= 0 || height <= 0) return UNKNOWN_RATIO;
	return Math.min(MAX_RATIO, Math.max(MIN_RATIO, width / height));
}

type JustifiedGridProps<T> = {
	items: readonly T[];
	getKey: (item: T) => string;
	getSize: (item: T) => { width: number | null; height: number | null };
	renderItem: (item: T, index: number) => ReactNode;
	/** Target row height in px from 768 px up (from 1024 px up when `tabletRowHeight` is given). */
	rowHeight: number;
	/** Target row height on phones. */
	mobileRowHeight?: number;
	/** Target row height from 768 to 1023 px; defaults to `rowHeight`. */
	tabletRowHeight?: number;
	className?: string;
	"aria-label"?: string;
};

/**
 * Rows of images at one height that fill the width, in pure CSS: every tile's flex basis and
 * growth are proportional to its aspect ratio, so tiles in a row widen by the same factor and
 * keep one height; no measuring, no layout shift, no resize handling.
 */
export function JustifiedGrid<T>({
	items,
	getKey,
	getSize,
	renderItem,
	rowHeight,
	mobileRowHeight = Math.min(rowHeight, 120),
	tabletRowHeight = rowHeight,
	className,
	"aria-label": ariaLabel,
}: JustifiedGridProps<T>) {
	const style = {
		"--row-h-sm": `${mobileRowHeight}px`,
		"--row-h-md": `${tabletRowHeight}px`,
		"--row-h-lg": `${rowHeight}px`,
	} as CSSProperties;
	return (
		<ul
			aria-label={ariaLabel}
			style={style}
			className={cn(
				"flex flex-wrap items-start gap-1 [--row-h:var(--row-h-sm)] md:gap-1.5 md:[--row-h:var(--row-h-md)] lg:gap-2 lg:[--row-h:var(--row-h-lg)]",
				className,
			)}
		>
			{items.map((item, index) => {
				const { width, height } = getSize(item);
				const ratio = tileAspectRatio(width, height);
				return (
					<li
						key={getKey(item)}
						className="relative"
						style={{ flexGrow: ratio, flexBasis: `calc(var(--row-h) * ${ratio})` }}
					>
						<div style={{ paddingBottom: `${100 / ratio}%` }} />
						<div className="absolute inset-0">{renderItem(item, index)}</div>
					</li>
				);
			})}
			{/* Soaks up the last row's spare width so its tiles stay near the target height. */}
			<li aria-hidden="true" className="h-0" style={{ flexGrow: 1_000_000, flexBasis: 0 }} />
		</ul>
	);
}

import {
	GRID_SPACER,
	gridRowHeights,
	JUSTIFIED_GRID_CLASS,
	tileAspectRatio,
	tileFlex,
	tilePadding,
} from "@core/listing-grid";
import type { CSSProperties, ReactNode } from "react";
import { cn } from "@/lib/cn";

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
	const style = gridRowHeights(mobileRowHeight, tabletRowHeight, rowHeight) as CSSProperties;
	return (
		<ul aria-label={ariaLabel} style={style} className={cn(JUSTIFIED_GRID_CLASS, className)}>
			{items.map((item, index) => {
				const { width, height } = getSize(item);
				const ratio = tileAspectRatio(width, height);
				return (
					<li key={getKey(item)} className="relative" style={tileFlex(ratio)}>
						<div style={{ paddingBottom: tilePadding(ratio) }} />
						<div className="absolute inset-0">{renderItem(item, index)}</div>
					</li>
				);
			})}
			{/* Soaks up the last row's spare width so its tiles stay near the target height. */}
			<li aria-hidden="true" className="h-0" style={GRID_SPACER} />
		</ul>
	);
}

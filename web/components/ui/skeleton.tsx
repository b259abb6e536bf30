import type { CSSProperties } from "react";
import { cn } from "@/lib/cn";

/** A placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
	return (
		<div
			aria-hidden="true"
			className={cn("animate-pulse rounded-sm bg-cream-300/60", className)}
			style={style}
		/>
	);
}

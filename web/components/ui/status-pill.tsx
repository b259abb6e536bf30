import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The pill's colours, named by what a status means rather than by the status itself. */
export const PILL_TONES = {
	neutral: "bg-ink-900/5 text-ink-700 ring-ink-900/15",
	waiting: "bg-mustard-300/40 text-ink-900 ring-mustard-500/40",
	good: "bg-emerald-50 text-emerald-900 ring-emerald-700/25",
	faded: "bg-cream-200 text-ink-600 ring-ink-900/10",
	accent: "bg-accent-50 text-accent-800 ring-accent-700/25",
} as const;

export type PillTone = keyof typeof PILL_TONES;

/** A status in words on a coloured pill; `large` beside a page's heading. */
export function StatusPill({
	tone,
	large = false,
	children,
}: {
	tone: PillTone;
	large?: boolean;
	children: ReactNode;
}) {
	return (
		<span
			className={cn(
				"inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold whitespace-nowrap ring-1 ring-inset",
				large ? "text-sm" : "text-xs",
				PILL_TONES[tone],
			)}
		>
			{children}
		</span>
	);
}

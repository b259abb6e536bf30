import { cn } from "@/lib/cn";

/** The product's mark: a small deckle-edged print beside the name set in the display serif. */
export function Wordmark({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
	const light = tone === "light";
	return (
		<span className={cn("inline-flex items-center gap-2.5", className)}>
			<svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0 -rotate-6">
				<rect
					x="3"
					y="3"
					width="26"
					height="26"
					rx="2"
					className={light ? "fill-cream-50" : "fill-cream-50 stroke-ink-900"}
					strokeWidth="1.5"
				/>
				<rect x="6.5" y="6.5" width="19" height="15" className="fill-accent-600" />
				<circle cx="12" cy="12" r="2.5" className="fill-mustard-300" />
				<path d="M6.5 21.5l6-6 4 4 3-3 6 5z" className="fill-ink-900/70" />
			</svg>
			<span
				className={cn(
					"font-display text-lg leading-none font-semibold tracking-tight sm:text-xl",
					light ? "text-cream-50" : "text-ink-900",
				)}
			>
				Snapshot<span className={light ? "text-accent-300" : "text-accent-600"}> Set </span>Dressing
			</span>
		</span>
	);
}

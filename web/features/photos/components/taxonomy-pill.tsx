import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { TrackedLink } from "@/lib/tracking/tracked-link";
import type { Click } from "@/lib/tracking/tracker";

const pillClasses =
	"inline-flex max-w-full items-center rounded-full border border-ink-900/10 bg-cream-50 px-3 py-1 text-sm text-ink-800 transition-colors hover:border-accent-600/40 hover:bg-accent-50 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500";

/**
 * A value that opens the photos sharing it: a tag, a decade, a place, a style ... Following it
 * records `click` (tag, taxonomy, creator or event click) without delaying the navigation.
 */
export function TaxonomyPill({
	to,
	failure,
	click,
	children,
	className,
}: {
	to: string;
	/** Why the link could not be built: following it toasts the reason (lib/taxonomy-link.ts). */
	failure?: string;
	click?: Click;
	children: ReactNode;
	className?: string;
}) {
	return (
		<TrackedLink to={to} failure={failure} click={click} className={cn(pillClasses, className)}>
			<span className="truncate">{children}</span>
		</TrackedLink>
	);
}

/** Pills in a wrapping row; nothing when there are none. */
export function PillList({
	items,
	label,
	className,
}: {
	items: ReadonlyArray<{ key: string; to: string; failure?: string; label: ReactNode; click?: Click }>;
	label?: string;
	className?: string;
}) {
	if (items.length === 0) return null;
	return (
		<ul aria-label={label} className={cn("flex flex-wrap gap-1.5", className)}>
			{items.map((item) => (
				<li key={item.key} className="max-w-full">
					<TaxonomyPill to={item.to} failure={item.failure} click={item.click}>
						{item.label}
					</TaxonomyPill>
				</li>
			))}
		</ul>
	);
}

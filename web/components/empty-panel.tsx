import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type ButtonVariant, buttonClasses } from "@/components/ui/button";

/**
 * A page's or list's "nothing here" panel: an icon, a heading, why, and where to go instead.
 * `as="h1"` when the panel is the whole page (a not-found page), else a section heading.
 */
export function EmptyPanel({
	icon: Icon,
	title,
	as: Heading = "h2",
	children,
	action,
}: {
	icon: LucideIcon;
	title: ReactNode;
	as?: "h1" | "h2";
	children: ReactNode;
	action?: { to: string; label: string; variant?: ButtonVariant };
}) {
	return (
		<div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-ink-900/15 px-4 py-14 text-center">
			<Icon aria-hidden="true" className="size-8 text-ink-400" />
			<Heading className="text-2xl font-semibold text-ink-900 sm:text-3xl">{title}</Heading>
			<div className="max-w-md text-ink-600">{children}</div>
			{action && (
				<Link to={action.to} className={buttonClasses({ variant: action.variant, className: "mt-2" })}>
					{action.label}
				</Link>
			)}
		</div>
	);
}

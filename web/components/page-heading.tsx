import type { ReactNode } from "react";

type PageHeadingProps = {
	/** The small line above the title: the area of the site the page belongs to. */
	eyebrow: string;
	title: string;
	/** A line under the title. */
	description?: ReactNode;
	/** Controls at the heading's end (a link to a related page, a refresh button). */
	actions?: ReactNode;
};

/** A page's header: eyebrow, the page's one h1, an optional description and actions beside it. */
export function PageHeading({ eyebrow, title, description, actions }: PageHeadingProps) {
	return (
		<header className="mb-8 flex flex-wrap items-end justify-between gap-3">
			<div className="min-w-0">
				<p className="text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase">{eyebrow}</p>
				<h1 className="mt-1 text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h1>
				{description && <p className="mt-2 max-w-2xl break-words text-ink-600">{description}</p>}
			</div>
			{actions}
		</header>
	);
}

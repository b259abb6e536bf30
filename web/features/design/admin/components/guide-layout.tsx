import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A section of a reference page: its anchor and the title of its h2. */
export type GuideEntry = { id: string; title: string };

/** The page's table of contents: anchor links to its sections, wrapping on phones. */
export function Contents({ entries }: { entries: readonly GuideEntry[] }) {
	return (
		<nav aria-label="On this page" className="mb-10 rounded-xl border border-ink-900/10 bg-cream-50 p-4">
			<p className="mb-2 text-xs font-semibold tracking-[0.16em] text-ink-600 uppercase">On this page</p>
			<ul className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
				{entries.map((entry) => (
					<li key={entry.id}>
						<a
							href={`#${entry.id}`}
							className="inline-flex min-h-9 items-center rounded-md px-2 text-accent-700 underline-offset-4 hover:bg-ink-900/5 hover:underline"
						>
							{entry.title}
						</a>
					</li>
				))}
			</ul>
		</nav>
	);
}

/** A titled section of a reference page; the id is its anchor in the contents. */
export function GuideSection({
	entry,
	intro,
	children,
}: {
	entry: GuideEntry;
	intro?: ReactNode;
	children: ReactNode;
}) {
	const headingId = `${entry.id}-heading`;
	return (
		// Clear of the sticky header when an anchor link scrolls here.
		<section
			id={entry.id}
			aria-labelledby={headingId}
			className="scroll-mt-24 border-t border-ink-900/10 py-8"
		>
			<h2 id={headingId} className="text-2xl font-semibold text-ink-900">
				{entry.title}
			</h2>
			{intro && <div className="mt-2 max-w-2xl text-ink-600">{intro}</div>}
			<div className="mt-5">{children}</div>
		</section>
	);
}

/** Code in running text: a class, a custom property, an import path. Long ones wrap. */
export function Code({ children, className }: { children: ReactNode; className?: string }) {
	return (
		<code
			className={cn(
				"rounded-sm bg-ink-900/5 px-1 py-0.5 font-mono text-[0.8125rem] break-all text-ink-800",
				className,
			)}
		>
			{children}
		</code>
	);
}

/** A small label over a demo or a group of tokens. */
export function SubHeading({ children }: { children: ReactNode }) {
	return <h3 className="mb-3 text-lg font-semibold text-ink-900">{children}</h3>;
}

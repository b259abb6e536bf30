import { PUBLIC_PAGE_TEXT } from "@core/page-meta";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";

/** A public page with its own title and description in core/page-meta.ts. */
export type SitePagePath = Exclude<keyof typeof PUBLIC_PAGE_TEXT, "/">;

/** One h2 section of a page; `id` is its anchor in the table of contents. */
export type PageSection = { id: string; title: string; body: ReactNode };

/** A link inside running text. */
export const inlineLink =
	"font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";

/** Paragraphs, lists, small headings and tables inside a section, at a readable measure. */
const proseClasses = cn(
	"space-y-4 leading-relaxed text-ink-700",
	"[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-ink-900",
	// Only the bare lists of running text: a styled list (cards, link grids) has classes of its own.
	"[&_ul:not([class])]:list-disc [&_ul:not([class])]:space-y-1.5 [&_ul:not([class])]:pl-5",
	"[&_ol:not([class])]:list-decimal [&_ol:not([class])]:space-y-1.5 [&_ol:not([class])]:pl-5",
	"[&_strong]:font-semibold [&_strong]:text-ink-900 [&_code]:rounded [&_code]:bg-cream-200/60 [&_code]:px-1 [&_code]:text-sm [&_code]:break-all",
);

/** A page of this site by its path: the link text is the page's own title. */
export function PageLink({ to, children }: { to: SitePagePath; children?: ReactNode }) {
	return (
		<Link to={to} className={inlineLink}>
			{children ?? PUBLIC_PAGE_TEXT[to].title.toLowerCase()}
		</Link>
	);
}

function Contents({ sections }: { sections: readonly PageSection[] }) {
	return (
		<nav
			aria-label="On this page"
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 text-sm lg:sticky lg:top-24"
		>
			<p className="font-semibold text-ink-900">On this page</p>
			<ol className="mt-2 space-y-1.5">
				{sections.map((section) => (
					<li key={section.id}>
						<a
							href={`#${section.id}`}
							className="text-ink-700 underline-offset-2 hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
						>
							{section.title}
						</a>
					</li>
				))}
			</ol>
		</nav>
	);
}

function RelatedPages({ pages }: { pages: readonly SitePagePath[] }) {
	return (
		<nav aria-label="Related pages" className="mt-14 border-t border-ink-900/10 pt-8">
			<p className="text-xs font-semibold tracking-[0.16em] text-ink-500 uppercase">Related pages</p>
			<ul className="mt-4 grid gap-3 sm:grid-cols-2">
				{pages.map((path) => (
					<li key={path}>
						<Link
							to={path}
							className="group flex h-full flex-col rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card hover:border-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
						>
							<span className="flex items-center gap-1.5 font-semibold text-ink-900 group-hover:text-accent-700">
								{PUBLIC_PAGE_TEXT[path].title}
								<ArrowRight aria-hidden="true" className="size-4" />
							</span>
							<span className="mt-1 text-sm text-ink-600">{PUBLIC_PAGE_TEXT[path].description}</span>
						</Link>
					</li>
				))}
			</ul>
		</nav>
	);
}

/**
 * The frame of the information pages (/about, the legal pages, /license, /pricing, /sitemap): the
 * page's title from core/page-meta.ts in the tab and the h1, an introduction, its h2 sections in
 * order (beside a table of contents on the long pages), and links to related pages.
 * `wide` lets a page of link lists use the full width instead of a reading measure.
 */
export function SitePage({
	path,
	eyebrow,
	intro,
	sections,
	contents = false,
	wide = false,
	related,
	before,
}: {
	path: SitePagePath;
	eyebrow: string;
	/** Under the title; the page's description from core/page-meta.ts unless given. */
	intro?: ReactNode;
	sections: readonly PageSection[];
	contents?: boolean;
	wide?: boolean;
	related: readonly SitePagePath[];
	/** Shown between the heading and the first section (a summary the whole page rests on). */
	before?: ReactNode;
}) {
	const { title, description } = PUBLIC_PAGE_TEXT[path];
	useDocumentTitle(title);
	const body = (
		<div className={cn("min-w-0 space-y-12", !wide && "max-w-prose")}>
			{before}
			{sections.map((section) => (
				<section key={section.id} aria-labelledby={section.id}>
					<h2 id={section.id} className="scroll-mt-24 text-2xl font-semibold text-ink-900">
						{section.title}
					</h2>
					<div className={cn("mt-4", proseClasses)}>{section.body}</div>
				</section>
			))}
		</div>
	);
	return (
		<div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
			<PageHeading eyebrow={eyebrow} title={title} description={intro ?? description} />
			{contents ? (
				<div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
					<div>
						<Contents sections={sections} />
					</div>
					{body}
				</div>
			) : (
				body
			)}
			<RelatedPages pages={related} />
		</div>
	);
}

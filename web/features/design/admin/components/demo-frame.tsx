import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Code, type GuideEntry, GuideSection } from "./guide-layout";

/**
 * One shared component on the components page: when to use it, the line that imports it, then
 * its demos, live.
 */
export function ComponentDoc({
	entry,
	from,
	names,
	use,
	children,
}: {
	entry: GuideEntry;
	/** The module, such as '@/components/ui/button'. */
	from: string;
	/** What to import from it. */
	names: readonly string[];
	/** One line: when to reach for it. */
	use: ReactNode;
	children: ReactNode;
}) {
	return (
		<GuideSection
			entry={entry}
			intro={
				<>
					<p>{use}</p>
					<p className="mt-2 text-sm">
						<Code>{`import { ${names.join(", ")} } from "${from}";`}</Code>
					</p>
				</>
			}
		>
			<div className="space-y-6">{children}</div>
		</GuideSection>
	);
}

/** One state or variant of a component, on a dashed stage; `dark` for components made for dark surfaces. */
export function Demo({
	title,
	note,
	dark = false,
	className,
	children,
}: {
	title: string;
	note?: ReactNode;
	dark?: boolean;
	/** The stage's layout, such as 'grid gap-4 sm:grid-cols-2'; a wrapping row by default. */
	className?: string;
	children: ReactNode;
}) {
	return (
		<div>
			<h3 className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">{title}</h3>
			{note && <p className="mt-1 text-sm text-ink-600">{note}</p>}
			<div
				className={cn(
					"mt-2 rounded-lg border border-dashed p-4 sm:p-5",
					dark ? "on-dark border-cream-50/20 bg-ink-900" : "border-ink-900/15 bg-cream-50",
					className ?? "flex flex-wrap items-center gap-3",
				)}
			>
				{children}
			</div>
		</div>
	);
}

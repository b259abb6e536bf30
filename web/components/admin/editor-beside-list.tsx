import { type ReactNode, useId } from "react";
import { PageHeading } from "@/components/page-heading";
import { cn } from "@/lib/cn";

/**
 * An admin page that edits the items of one list: its heading, the editor (a form, with what
 * belongs to the edited item) and the list beside it on wide screens, under it on phones.
 */
export function EditorBesideList({
	title,
	description,
	editor,
	listTitle,
	list,
	editorShare = "wide",
}: {
	title: string;
	description: string;
	editor: ReactNode;
	listTitle: string;
	list: ReactNode;
	/** Which takes more of a wide screen: the editor (a long text) or the list (rich rows). */
	editorShare?: "wide" | "narrow";
}) {
	const headingId = useId();
	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading eyebrow="Admin" title={title} description={description} />
			<div
				className={cn(
					"grid gap-6 lg:items-start",
					editorShare === "wide"
						? "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
						: "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
				)}
			>
				<div className="space-y-6">{editor}</div>
				<section aria-labelledby={headingId}>
					<h2 id={headingId} className="mb-3 text-lg font-semibold text-ink-900">
						{listTitle}
					</h2>
					{list}
				</section>
			</div>
		</section>
	);
}

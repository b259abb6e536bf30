import { FileText } from "lucide-react";

/**
 * A ledger document shown in the page: a PDF in a frame (the browser's own viewer), an image as
 * it is; a link opens it in a tab of its own, for a phone or a closer look.
 */
export function DocumentView({ url, type, title }: { url: string; type: string; title: string }) {
	return (
		<figure className="space-y-2">
			{type === "application/pdf" ? (
				<iframe
					src={url}
					title={title}
					className="h-96 w-full rounded-lg border border-ink-900/15 bg-white"
				/>
			) : (
				<img
					src={url}
					alt={title}
					className="max-h-96 w-full rounded-lg border border-ink-900/15 object-contain"
				/>
			)}
			<figcaption>
				<a
					href={url}
					target="_blank"
					rel="noreferrer"
					className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-700 underline underline-offset-2"
				>
					<FileText aria-hidden="true" className="size-4" />
					Open the document in a new tab
				</a>
			</figcaption>
		</figure>
	);
}

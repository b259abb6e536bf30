import { ONLINE_RELEASE_TITLE } from "@core/releases";

/** The release as the signer reads it: the same paragraphs the signed PDF prints. */
export function ReleaseText({ paragraphs, headingId }: { paragraphs: readonly string[]; headingId: string }) {
	return (
		<section
			aria-labelledby={headingId}
			className="max-h-96 overflow-y-auto rounded-lg border border-ink-900/10 bg-cream-50 p-4 sm:p-5"
			// A scrolling region must be reachable by keyboard to be read.
			// biome-ignore lint/a11y/noNoninteractiveTabindex: the text scrolls; keyboard users scroll it when focused
			tabIndex={0}
		>
			<h3 id={headingId} className="mb-3 text-lg font-semibold text-ink-900">
				{ONLINE_RELEASE_TITLE}
			</h3>
			{paragraphs.map((paragraph) => (
				<p key={paragraph} className="mb-3 text-ink-800 last:mb-0">
					{paragraph}
				</p>
			))}
		</section>
	);
}

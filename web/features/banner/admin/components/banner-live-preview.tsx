import { LoaderCircle } from "lucide-react";
import { useBannerPreview } from "../api/banners";
import { BannerBox } from "./banner-box";

export const PREVIEW_TEXT = {
	empty: "Write the banner to see it here.",
	loading: "Preparing the preview…",
	failed: "The preview is not available right now; saving still works.",
	updating: "Updating the preview…",
} as const;

/**
 * What the site will show: the server's sanitised version of what is typed (asked once typing
 * pauses), not the raw text, so what the server removes is already missing here.
 */
export function BannerLivePreview({ content, typing }: { content: string; typing: boolean }) {
	const preview = useBannerPreview(content);
	const blank = content.trim() === "";
	const updating = !blank && (typing || preview.isFetching);

	return (
		<section aria-labelledby="banner-preview-heading">
			<div className="mb-1.5 flex items-center justify-between gap-3">
				<h3 id="banner-preview-heading" className="text-sm font-medium text-ink-800">
					Preview
				</h3>
				<p role="status" className="flex items-center gap-1.5 text-xs text-ink-500">
					{updating && <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />}
					{updating ? PREVIEW_TEXT.updating : ""}
				</p>
			</div>
			{blank ? (
				<p className="rounded-lg border border-dashed border-ink-900/15 px-4 py-3 text-sm text-ink-500">
					{PREVIEW_TEXT.empty}
				</p>
			) : preview.isError ? (
				<p
					role="alert"
					className="rounded-lg border border-accent-700/25 bg-accent-50 px-4 py-3 text-sm text-accent-800"
				>
					{PREVIEW_TEXT.failed}
				</p>
			) : preview.data === undefined ? (
				<p className="rounded-lg border border-dashed border-ink-900/15 px-4 py-3 text-sm text-ink-500">
					{PREVIEW_TEXT.loading}
				</p>
			) : (
				<div data-testid="banner-preview" className={updating ? "opacity-70 transition-opacity" : undefined}>
					<BannerBox html={preview.data} />
				</div>
			)}
		</section>
	);
}

import { BannerContent } from "@/components/banner-content";
import { useSafeBannerHtml } from "@/lib/banner-html";
import { cn } from "@/lib/cn";

/**
 * Banner HTML in the public banner's dress (web/features/banner's SiteBanner, without its
 * dismiss button), sanitised in the browser once more whatever the server sent.
 */
export function BannerBox({ html, className }: { html: string; className?: string }) {
	const safeHtml = useSafeBannerHtml(html);
	if (safeHtml === null) return null;
	return (
		<div
			className={cn(
				"on-dark flex items-start gap-3 rounded-lg bg-ink-900/95 px-4 py-3 text-cream-100 shadow-card",
				className,
			)}
		>
			<BannerContent safeHtml={safeHtml} previewMarker />
		</div>
	);
}

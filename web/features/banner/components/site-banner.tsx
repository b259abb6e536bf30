import { ChevronDown, X } from "lucide-react";
import { useId, useLayoutEffect, useState } from "react";
import { BannerContent } from "@/components/banner-content";
import { HIDDEN_UNDER_DIALOG } from "@/components/ui/dialog";
import { useSafeBannerHtml } from "@/lib/banner-html";
import { cn } from "@/lib/cn";
import { useBanner } from "../api/get-banner";
import { dismissBanner, readDismissedBanners } from "../lib/dismissed-banners";

/** Whether the clamped HTML hides some of its lines (then 'More' shows it whole). */
function useClamped(htmlId: string, html: string | null, expanded: boolean): boolean {
	const [clamped, setClamped] = useState(false);
	useLayoutEffect(() => {
		if (expanded || html === null) return;
		const measure = () => {
			const element = document.getElementById(htmlId);
			setClamped(element !== null && element.scrollHeight > element.clientHeight + 1);
		};
		measure();
		window.addEventListener("resize", measure);
		return () => window.removeEventListener("resize", measure);
	}, [htmlId, html, expanded]);
	return clamped;
}

/**
 * The site-wide announcement at the bottom of every page: shown while an active banner exists
 * that this browser has not dismissed. Its HTML comes from admins and is sanitised first.
 * It never shows above an open dialog, and on a phone it takes one line: 'More' (or a link in
 * it taking the keyboard focus) opens it whole, so its link stays reachable (issue 28).
 */
export function SiteBanner() {
	const { data } = useBanner();
	const [dismissed, setDismissed] = useState<string[]>(readDismissedBanners);
	const [expanded, setExpanded] = useState(false);
	const banner = data?.banner ?? null;
	const safeHtml = useSafeBannerHtml(banner?.content ?? "");
	const htmlId = useId();
	const clamped = useClamped(htmlId, safeHtml, expanded);

	if (!banner || dismissed.includes(banner.id) || safeHtml === null) return null;

	return (
		<section
			aria-label="Announcement"
			className={cn(
				"on-dark sticky bottom-0 z-30 animate-fade-in border-t border-cream-50/10 bg-ink-900/95 text-cream-100 shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.4)] backdrop-blur",
				HIDDEN_UNDER_DIALOG,
			)}
		>
			{/* biome-ignore lint/a11y/noStaticElementInteractions: it only hears focus arriving at the banner's own links, to show them whole */}
			<div
				className={cn(
					"mx-auto flex max-w-7xl gap-3 px-4 py-2 sm:items-center sm:px-6 sm:py-3 lg:px-8",
					expanded ? "items-start" : "items-center",
				)}
				// A link clipped by the one-line clamp opens the banner when the keyboard reaches it.
				onFocus={(event) => {
					if (event.target instanceof HTMLAnchorElement) setExpanded(true);
				}}
			>
				<BannerContent
					safeHtml={safeHtml}
					htmlId={htmlId}
					htmlClassName={expanded ? undefined : "max-sm:line-clamp-1"}
					iconClassName={cn("sm:mt-0", !expanded && "max-sm:mt-0")}
				/>
				{(clamped || expanded) && (
					<button
						type="button"
						aria-expanded={expanded}
						aria-controls={htmlId}
						onClick={() => setExpanded((open) => !open)}
						className="-my-1 inline-flex h-9 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-mustard-300 transition-colors hover:bg-cream-50/10 hover:text-cream-50 sm:hidden"
					>
						{expanded ? "Less" : "More"}
						<ChevronDown
							aria-hidden="true"
							className={cn("size-4 transition-transform", expanded && "rotate-180")}
						/>
					</button>
				)}
				<button
					type="button"
					onClick={() => setDismissed(dismissBanner(banner.id))}
					className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-cream-200 transition-colors hover:bg-cream-50/10 hover:text-cream-50"
				>
					<X aria-hidden="true" className="size-5" />
					<span className="sr-only">Dismiss announcement</span>
				</button>
			</div>
		</section>
	);
}

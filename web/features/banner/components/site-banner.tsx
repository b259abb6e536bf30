import { X } from "lucide-react";
import { useState } from "react";
import { BannerContent } from "@/components/banner-content";
import { useSafeBannerHtml } from "@/lib/banner-html";
import { useBanner } from "../api/get-banner";
import { dismissBanner, readDismissedBanners } from "../lib/dismissed-banners";

/**
 * The site-wide announcement at the bottom of every page: shown while an active banner exists
 * that this browser has not dismissed. Its HTML comes from admins and is sanitised first.
 */
export function SiteBanner() {
	const { data } = useBanner();
	const [dismissed, setDismissed] = useState<string[]>(readDismissedBanners);
	const banner = data?.banner ?? null;
	const safeHtml = useSafeBannerHtml(banner?.content ?? "");

	if (!banner || dismissed.includes(banner.id) || safeHtml === null) return null;

	return (
		<section
			aria-label="Announcement"
			className="on-dark sticky bottom-0 z-30 animate-fade-in border-t border-cream-50/10 bg-ink-900/95 text-cream-100 shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.4)] backdrop-blur"
		>
			<div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:items-center sm:px-6 lg:px-8">
				<BannerContent safeHtml={safeHtml} iconClassName="sm:mt-0" />
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

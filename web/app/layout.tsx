import { BELOW_HEADER } from "@core/page-frame";
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { useSessionKeeper } from "@/api/auth/session-refresh";
import { HIDDEN_UNDER_DIALOG } from "@/components/ui/dialog";
import { TrendingStrip } from "@/features/analytics/components/trending-strip";
import { SiteBanner } from "@/features/banner/components/site-banner";
import { DemoArchiveNote } from "@/features/health/components/demo-archive-note";
import { cn } from "@/lib/cn";
import { installTracking } from "@/lib/tracking/tracker";
import { Footer } from "./footer";
import { Header } from "./header";

/** Route `handle` a page can set to take the full height under the fixed header. */
export type LayoutHandle = { fullBleed?: boolean };

function isFullBleed(handle: unknown): boolean {
	return typeof handle === "object" && handle !== null && (handle as LayoutHandle).fullBleed === true;
}

/** Every navigation to another page starts at its top (spec section 1). */
function useScrollToTopOnNavigate() {
	const { pathname } = useLocation();
	// biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on each new pathname
	useEffect(() => {
		window.scrollTo(0, 0);
	}, [pathname]);
}

/**
 * The height of what is pinned to the bottom of the window (the site banner and the demo
 * archive's note, when they show), as the CSS variable --site-bottom-inset on the document: a
 * page's own bottom bar (the cart's checkout bar on phones) sits above it instead of under it,
 * and the browser keeps a focused control clear of it when it scrolls (the scroll padding in
 * styles.css).
 */
function useBottomInset(dock: RefObject<HTMLElement | null>): void {
	useLayoutEffect(() => {
		const element = dock.current;
		if (!element || typeof ResizeObserver === "undefined") return;
		const root = document.documentElement;
		const observer = new ResizeObserver(() =>
			root.style.setProperty("--site-bottom-inset", `${element.offsetHeight}px`),
		);
		observer.observe(element);
		return () => {
			observer.disconnect();
			root.style.removeProperty("--site-bottom-inset");
		};
	}, [dock]);
}

/**
 * Header, main area, footer and the bottom banner. The main area is padded below the fixed
 * header on every page except those marked full-bleed (the home page, whose hero runs under it).
 */
export function RootLayout() {
	const matches = useMatches();
	const fullBleed = matches.some((match) => isFullBleed(match.handle));
	useScrollToTopOnNavigate();
	useSessionKeeper();
	// The click queue goes out as a beacon when the page is hidden or left (installed once).
	useEffect(installTracking, []);
	const bottomDock = useRef<HTMLDivElement>(null);
	useBottomInset(bottomDock);

	return (
		<div className="flex min-h-svh flex-col">
			<a
				href="#main-content"
				className="sr-only z-50 rounded-md bg-ink-900 px-4 py-2 text-cream-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
			>
				Skip to content
			</a>
			<Header />
			{/* At least a screen tall: the footer starts below the fold, so it does not jump (a layout
			    shift) when a page's content arrives after the first paint. */}
			<main
				id="main-content"
				tabIndex={-1}
				className={cn("min-h-svh flex-1 focus:outline-none", !fullBleed && BELOW_HEADER)}
			>
				<Outlet />
			</main>
			<Footer trendingStrip={<TrendingStrip />} />
			<div ref={bottomDock} className={cn("sticky bottom-0 z-30", HIDDEN_UNDER_DIALOG)}>
				<DemoArchiveNote />
				<SiteBanner />
			</div>
		</div>
	);
}

import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { siteStatusQueryKey, useSiteStatus } from "../api/get-site-status";

/** How long "ready" stays up once the archive is complete. */
export const READY_NOTE_MS = 6000;

type Progress = { photos_done: number; photos_total: number };

/**
 * Fills the gap between what the app has asked for and the archive as it grows: when the first
 * photos arrive (pages loaded on an empty catalogue) and when the archive is complete, every list
 * on screen is asked for again.
 */
function useRefreshAsArchiveFills(demo: Progress | null) {
	const queryClient = useQueryClient();
	const seen = useRef<"none" | "empty" | "some">("none");
	useEffect(() => {
		const now = !demo ? "none" : demo.photos_done > 0 ? "some" : "empty";
		const before = seen.current;
		seen.current = now;
		if ((before === "empty" && now === "some") || (before !== "none" && now === "none"))
			void queryClient.invalidateQueries({
				predicate: (query) => query.queryKey[0] !== siteStatusQueryKey[0],
			});
	}, [demo, queryClient]);
}

/**
 * A slim line above the bottom of the window while the server draws the demo archive after a
 * first start (it serves at once, and its pages list the photos drawn so far); "ready" for a few
 * seconds once it is complete. Never shown where no demo is prepared (production).
 */
export function DemoArchiveNote() {
	const { data } = useSiteStatus();
	const demo = data?.demo_archive ?? null;
	// Derived while rendering, so the line turns to "ready" in place (its live region announces
	// it) instead of disappearing for a render first.
	const [previous, setPrevious] = useState(demo);
	const [readyTotal, setReadyTotal] = useState<number | null>(null);
	if (previous !== demo) {
		setPrevious(demo);
		if (previous && !demo) setReadyTotal(previous.photos_total);
	}
	useRefreshAsArchiveFills(demo);
	useEffect(() => {
		if (readyTotal === null) return;
		const timer = setTimeout(() => setReadyTotal(null), READY_NOTE_MS);
		return () => clearTimeout(timer);
	}, [readyTotal]);
	if (!demo && readyTotal === null) return null;

	return (
		<section
			aria-label="Site status"
			className="border-t border-mustard-500/40 bg-mustard-300 text-ink-900 text-sm shadow-[0_-6px_18px_-12px_rgb(0_0_0/0.35)]"
		>
			<div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6 lg:px-8">
				{demo ? (
					<LoaderCircle
						aria-hidden="true"
						className="size-4 shrink-0 animate-spin motion-reduce:animate-none"
					/>
				) : (
					<CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-800" />
				)}
				{/* Only the stable words are live: the count, which changes every few seconds, would be
				    read out each time. It is in the progress bar for assistive technology. */}
				<p className="min-w-0 flex-1">
					<span role="status">
						{demo ? "Preparing the demo archive" : `The demo archive is ready: ${readyTotal} photos.`}
					</span>
					{demo && (
						<span aria-hidden="true">
							: {demo.photos_done} of {demo.photos_total} photos…{" "}
							<span className="hidden text-ink-700 sm:inline">Pages show the photos drawn so far.</span>
						</span>
					)}
				</p>
				{demo && (
					<div
						role="progressbar"
						aria-label="Demo archive"
						aria-valuemin={0}
						aria-valuemax={demo.photos_total}
						aria-valuenow={demo.photos_done}
						aria-valuetext={`${demo.photos_done} of ${demo.photos_total} photos`}
						className="h-1.5 w-24 shrink-0 overflow-hidden rounded-full bg-ink-900/15 sm:w-40"
					>
						<div
							className="h-full rounded-full bg-ink-900 transition-[width] duration-500 motion-reduce:transition-none"
							style={{
								width: `${demo.photos_total > 0 ? (100 * demo.photos_done) / demo.photos_total : 0}%`,
							}}
						/>
					</div>
				)}
			</div>
		</section>
	);
}

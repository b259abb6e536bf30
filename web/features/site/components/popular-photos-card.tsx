import type { PhotoSummary } from "@core/contracts/photos";
import { ArrowRight, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "@/api/auth/session";
import { JustifiedGrid } from "@/components/justified-grid";
import { Button, buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { usePopularPhotos } from "../api/get-popular-photos";
import { PopularPhotoTile } from "./popular-photo-tile";

/** The homepage popular grid's target row height (spec section 9, Search and lists). */
const ROW_HEIGHT = 180;

/** Stand-in tiles with typical snapshot shapes, so the card keeps its size while loading. */
const SKELETON_RATIOS = [1.5, 0.75, 1.33, 1, 1.5, 0.8, 1.33, 1.5, 1, 0.75, 1.5, 1.33];

function PopularPhotosSkeleton() {
	return (
		<div role="status" className="flex flex-wrap gap-1 md:gap-1.5 lg:gap-2">
			<span className="sr-only">Loading popular photos…</span>
			{SKELETON_RATIOS.map((ratio, index) => (
				<Skeleton
					// biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
					key={index}
					className="h-[120px] md:h-[180px]"
					style={{ flexGrow: ratio, flexBasis: `${ratio * 140}px` }}
				/>
			))}
		</div>
	);
}

function PopularPhotosBody() {
	const { user } = useSession();
	const { data, isPending, isError, refetch, isRefetching } = usePopularPhotos();

	if (isPending) return <PopularPhotosSkeleton />;

	if (isError) {
		return (
			<div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-ink-900/15 px-4 py-12 text-center">
				<p className="text-ink-700">We could not load the popular photos.</p>
				<Button variant="secondary" onClick={() => refetch()} disabled={isRefetching}>
					<RefreshCw aria-hidden="true" className={isRefetching ? "size-4 animate-spin" : "size-4"} />
					Try again
				</Button>
			</div>
		);
	}

	if (data.photos.length === 0) {
		return (
			<div className="rounded-lg border border-dashed border-ink-900/15 px-4 py-14 text-center">
				<p className="font-display text-xl text-ink-800">No popular photos available yet.</p>
				<p className="mt-2 text-ink-600">Check back soon as our collection grows!</p>
			</div>
		);
	}

	return (
		<JustifiedGrid<PhotoSummary>
			aria-label="Popular photos"
			items={data.photos}
			getKey={(photo) => photo.id}
			getSize={(photo) => ({ width: photo.width, height: photo.height })}
			rowHeight={ROW_HEIGHT}
			renderItem={(photo) => <PopularPhotoTile photo={photo} signedIn={user !== null} />}
		/>
	);
}

/** The 24 most-clicked photos, with a way to the full popular page. */
export function PopularPhotosCard() {
	return (
		<section
			aria-labelledby="popular-photos-heading"
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-6 lg:p-8"
		>
			<div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 sm:mb-6">
				<div>
					<p className="text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase">Most clicked</p>
					<h2 id="popular-photos-heading" className="mt-1 text-2xl font-semibold text-ink-900 sm:text-3xl">
						Popular photos
					</h2>
				</div>
				<Link to={paths.popular} className={buttonClasses({ variant: "secondary" })}>
					View all popular photos
					<ArrowRight aria-hidden="true" className="size-4" />
				</Link>
			</div>
			<PopularPhotosBody />
		</section>
	);
}

import type { CoverImage } from "@core/contracts/listings";
import { formatCount } from "@core/listing-text";
import { Images } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";

export function photoCountText(count: number): string {
	return `${formatCount(count)} ${count === 1 ? "photo" : "photos"}`;
}

/** A list entry with a cover picture: an event, a collection. The whole card is one link. */
export function CoverCard({
	to,
	title,
	count,
	cover,
	description,
}: {
	to: string;
	title: string;
	count: number;
	cover: CoverImage | null;
	description?: string | null;
}) {
	return (
		<Link
			to={to}
			className="group flex h-full flex-col overflow-hidden rounded-lg border border-ink-900/10 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
		>
			<div className="aspect-[4/3] overflow-hidden bg-cream-200">
				{cover?.thumbnail_url ? (
					<img
						src={cover.thumbnail_url}
						alt=""
						loading="lazy"
						decoding="async"
						className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
					/>
				) : (
					<span className="flex h-full items-center justify-center text-ink-400">
						<Images aria-hidden="true" className="size-8" />
					</span>
				)}
			</div>
			<div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
				<h2 className="font-display text-lg leading-snug font-semibold text-ink-900">{title}</h2>
				<p className="text-sm text-ink-600">{photoCountText(count)}</p>
				{description && <p className="line-clamp-2 text-sm text-ink-700">{description}</p>}
			</div>
		</Link>
	);
}

/** The grid of cover cards and its loading placeholders. */
export const coverGridClasses = "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4";

export function CoverGridSkeleton({ count = 8 }: { count?: number }) {
	return (
		<div className={coverGridClasses}>
			{Array.from({ length: count }, (_, i) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
				<div key={i} className="overflow-hidden rounded-lg border border-ink-900/10 bg-white">
					<Skeleton className="aspect-[4/3] rounded-none" />
					<div className="space-y-2 p-3">
						<Skeleton className="h-5 w-3/4" />
						<Skeleton className="h-4 w-1/3" />
					</div>
				</div>
			))}
		</div>
	);
}

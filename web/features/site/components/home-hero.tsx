import { useEffect, useState } from "react";
import { PopularTags } from "@/components/popular-tags";
import { SearchBox } from "@/components/search-box";
import { cn } from "@/lib/cn";
import { useBackgroundImages } from "../api/get-background-images";
import { pickBackground, readBackgroundCount, rememberBackgroundCount } from "../lib/background-count";

function useRandomBackground(): string | null {
	const [randomIndex] = useState(() => Math.floor(Math.random() * readBackgroundCount()));
	const { data } = useBackgroundImages();
	useEffect(() => {
		if (data) rememberBackgroundCount(data.images.length);
	}, [data]);
	return pickBackground(data?.images ?? [], randomIndex);
}

/**
 * The home hero: a random decorative snapshot under a dark wash for contrast, the headline and
 * the search box. Without a background (loading, error, none) a warm darkroom gradient stands in.
 */
export function HomeHero() {
	const background = useRandomBackground();
	const [loaded, setLoaded] = useState<string | null>(null);
	const [failed, setFailed] = useState<string | null>(null);

	return (
		<section
			aria-labelledby="home-hero-heading"
			className="on-dark relative isolate flex min-h-[560px] items-center overflow-hidden bg-ink-900 pt-16 pb-28 sm:min-h-[620px] md:pt-[72px] lg:min-h-[min(86svh,780px)]"
		>
			<div
				aria-hidden="true"
				className="absolute inset-0 -z-30 bg-[radial-gradient(120%_80%_at_20%_10%,var(--color-accent-800)_0%,transparent_55%),radial-gradient(90%_70%_at_85%_90%,var(--color-mustard-500)_0%,transparent_50%)] opacity-60"
			/>
			{background && failed !== background && (
				<img
					src={background}
					alt=""
					width={1920}
					height={1280}
					fetchPriority="high"
					decoding="async"
					onLoad={() => setLoaded(background)}
					onError={() => setFailed(background)}
					className={cn(
						"absolute inset-0 -z-20 h-full w-full object-cover sepia-[.2] transition-opacity duration-700",
						loaded === background ? "opacity-100" : "opacity-0",
					)}
				/>
			)}
			<div
				aria-hidden="true"
				className="absolute inset-0 -z-10 bg-gradient-to-b from-ink-950/75 via-ink-950/55 to-ink-950/85"
			/>
			<div aria-hidden="true" className="paper-grain absolute inset-0 -z-10 opacity-60 mix-blend-overlay" />

			<div className="mx-auto w-full max-w-4xl px-4 text-center sm:px-6">
				<p className="mb-5 inline-flex items-center gap-2 rounded-full border border-cream-50/20 bg-ink-950/30 px-3 py-1 text-xs font-medium tracking-[0.16em] text-cream-100/90 uppercase backdrop-blur-sm">
					<span aria-hidden="true" className="size-1.5 rounded-full bg-accent-400" />
					Pre-cleared for film, TV and commercials
				</p>
				<h1
					id="home-hero-heading"
					className="text-4xl leading-[1.08] font-semibold text-balance text-cream-50 drop-shadow-sm sm:text-5xl lg:text-6xl"
				>
					Cleared family photos used to be a real pain in the ass.
				</h1>
				<p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-cream-100/90 sm:text-xl">
					Access thousands of high-quality vintage family snapshots for your project, available 24/7.
				</p>
				<SearchBox variant="hero" className="mx-auto mt-9 max-w-2xl" />
				<PopularTags tone="dark" className="mx-auto mt-4 max-w-2xl justify-center" />
			</div>
		</section>
	);
}

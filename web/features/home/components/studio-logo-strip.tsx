import { useMemo, useState } from "react";
import { shuffle } from "@/lib/shuffle";
import { useStudioLogos } from "../api/get-studio-logos";

type Logo = { name: string; url: string };

/** One pass of the loop; the `duplicate` pass is decoration, hidden from assistive technology. */
function LogoList({
	logos,
	onFail,
	duplicate = false,
}: {
	logos: Logo[];
	onFail: (url: string) => void;
	duplicate?: boolean;
}) {
	return (
		<ul
			aria-hidden={duplicate || undefined}
			className="flex shrink-0 items-center gap-12 pr-12 sm:gap-16 sm:pr-16"
		>
			{logos.map((logo) => (
				<li key={logo.url} className="shrink-0">
					<img
						src={logo.url}
						alt={duplicate ? "" : logo.name}
						loading="lazy"
						decoding="async"
						width={160}
						height={48}
						onError={() => onFail(logo.url)}
						className="h-9 w-auto max-w-[150px] object-contain opacity-75 grayscale transition duration-300 hover:opacity-100 hover:grayscale-0 sm:h-11 sm:max-w-[170px]"
					/>
				</li>
			))}
		</ul>
	);
}

/**
 * 'Trusted by leading studios': the studio logos, shuffled, in an endless 80 s loop. The list is
 * drawn twice so the loop is seamless; motion pauses on hover, focus and for reduced motion.
 * A logo that fails to load is dropped; without logos the strip is not shown.
 */
export function StudioLogoStrip() {
	const { data, isPending } = useStudioLogos();
	const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
	const shuffled = useMemo(() => shuffle(data?.logos ?? []), [data]);
	const logos = shuffled.filter((logo) => !failed.has(logo.url));
	const onFail = (url: string) => setFailed((current) => new Set(current).add(url));

	if (!isPending && logos.length === 0) return null;

	return (
		<section
			aria-labelledby="studio-logos-heading"
			className="on-dark mx-3 my-14 rounded-2xl bg-ink-900 py-10 sm:mx-6 sm:my-20 sm:py-14 lg:mx-auto lg:max-w-7xl"
		>
			<h2
				id="studio-logos-heading"
				className="text-center font-sans text-xs font-semibold tracking-[0.2em] text-cream-200 uppercase"
			>
				Trusted by leading studios
			</h2>
			<div className="group relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
				{isPending ? (
					<div className="h-11" aria-hidden="true" />
				) : (
					<div className="flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:[animation-play-state:paused]">
						<LogoList logos={logos} onFail={onFail} />
						<LogoList logos={logos} onFail={onFail} duplicate />
					</div>
				)}
			</div>
		</section>
	);
}

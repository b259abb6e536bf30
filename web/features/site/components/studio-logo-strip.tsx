import type { StudioLogo } from "@core/contracts/site";
import { useMemo, useState } from "react";
import { shuffle } from "@/lib/shuffle";
import { useStudioLogos } from "../api/get-studio-logos";

export const STUDIO_STRIP_HEADING = "Trusted by leading studios";

const IMAGE_CLASS =
	"h-9 w-auto max-w-[150px] object-contain opacity-75 grayscale transition duration-300 hover:opacity-100 hover:grayscale-0 sm:h-11 sm:max-w-[170px]";

/**
 * One pass of the loop. The `duplicate` pass is decoration: hidden from assistive technology and
 * out of the tab order, so each studio is read and reached once.
 */
function LogoList({
	logos,
	onFail,
	duplicate = false,
}: {
	logos: StudioLogo[];
	onFail: (id: string) => void;
	duplicate?: boolean;
}) {
	return (
		<ul
			aria-hidden={duplicate || undefined}
			className="flex shrink-0 items-center gap-12 pr-12 sm:gap-16 sm:pr-16"
		>
			{logos.map((logo) => {
				const image = (
					<img
						src={logo.logo_url}
						alt={duplicate ? "" : logo.name}
						loading="lazy"
						decoding="async"
						width={160}
						height={48}
						onError={() => onFail(logo.id)}
						className={IMAGE_CLASS}
					/>
				);
				return (
					<li key={logo.id} className="shrink-0">
						{logo.link_url ? (
							<a
								href={logo.link_url}
								target="_blank"
								rel="noopener noreferrer"
								tabIndex={duplicate ? -1 : undefined}
								className="block rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-mustard-300"
							>
								{image}
							</a>
						) : (
							image
						)}
					</li>
				);
			})}
		</ul>
	);
}

/**
 * 'Trusted by leading studios': the logos admins manage, shuffled, in an endless 80 s loop. The
 * list is drawn twice so the loop is seamless; motion pauses on hover, focus and for reduced
 * motion. A logo that fails to load is dropped; without logos (none added, or the list could
 * not be read) the strip is not shown at all.
 */
export function StudioLogoStrip() {
	const { data } = useStudioLogos();
	const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
	const shuffled = useMemo(() => shuffle(data?.logos ?? []), [data]);
	const logos = shuffled.filter((logo) => !failed.has(logo.id));
	const onFail = (id: string) => setFailed((current) => new Set(current).add(id));

	if (logos.length === 0) return null;

	return (
		<section
			aria-labelledby="studio-logos-heading"
			className="on-dark mx-3 my-14 rounded-2xl bg-ink-900 py-10 sm:mx-6 sm:my-20 sm:py-14 lg:mx-auto lg:max-w-7xl"
		>
			<h2
				id="studio-logos-heading"
				className="text-center font-sans text-xs font-semibold tracking-[0.2em] text-cream-200 uppercase"
			>
				{STUDIO_STRIP_HEADING}
			</h2>
			<div className="group relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
				<div className="flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:[animation-play-state:paused]">
					<LogoList logos={logos} onFail={onFail} />
					<LogoList logos={logos} onFail={onFail} duplicate />
				</div>
			</div>
		</section>
	);
}

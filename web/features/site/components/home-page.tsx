import { useDocumentTitle } from "@/lib/use-document-title";
import { HomeHero } from "./home-hero";
import { PopularPhotosCard } from "./popular-photos-card";
import { StudioLogoStrip } from "./studio-logo-strip";

export function HomePage() {
	useDocumentTitle(null);
	return (
		<>
			<HomeHero />
			<div className="relative z-10 mx-auto -mt-16 max-w-7xl px-3 sm:-mt-20 sm:px-6 lg:px-8">
				<PopularPhotosCard />
			</div>
			<StudioLogoStrip />
		</>
	);
}

import { clears } from "@core/clearance";
import type { PhotoDetail } from "@core/contracts/photos";
import { DEFAULT_LICENSE, type LicenseType, licensePriceCents } from "@core/license";
import type { ExclusiveTerm, LicenceChoice } from "@core/licensing";
import { PHOTO_LAYOUT, PHOTO_PAGE_CLASS, photoLayout } from "@core/photo-page-layout";
import { canonicalPhotoRef } from "@core/route-params";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { usePhotoLicensing } from "@/api/licensing/photo-licensing";
import { Breadcrumb } from "@/components/breadcrumb";
import { usePhotoActions } from "@/components/photo-actions";
import { photoAltText } from "@/components/photo-card";
import { LoadingStatus } from "@/components/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { trackPhotoView } from "@/lib/tracking/tracker";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isPhotoNotFound, usePhoto } from "../api/get-photo";
import { usePrefetchRelated } from "../api/prefetch-related";
import { buyBoxSizeFacts, NOT_RECORDED_TEXT } from "../lib/photo-facts";
import { ExclusivityChoice, exclusivePriceCents, MyExclusivity } from "./exclusivity-choice";
import { LicensePicker, LicensePrice } from "./license-picker";
import { PhotoClearanceSection } from "./photo-clearance";
import { PhotoLoadError, PhotoNotFound } from "./photo-errors";
import { PhotoImage, useImageFallback } from "./photo-image";
import { PhotoHeading, PhotoSummaryBlock, photoTitle } from "./photo-summary";
import { PhotoTabs } from "./photo-tabs";
import { PhotoViewer } from "./photo-viewer";
import { PurchaseActions } from "./purchase-actions";

/**
 * The buy box: the chosen licence's price with the photo's size facts, Add to Cart, then the
 * licence choice (and, for hero usage, its exclusivity: issue 30). Price and Add to Cart come
 * first so a phone shows them in its first screen, right under the photo (on wider screens the
 * box stands beside the photo). Hero use held or exclusive elsewhere cannot be chosen, nor an
 * exclusive term the server says cannot be had now; each says why.
 */
function PurchasePanel({ photo }: { photo: PhotoDetail }) {
	const [license, setLicense] = useState<LicenseType>(DEFAULT_LICENSE);
	const [exclusive, setExclusive] = useState<ExclusiveTerm | null>(null);
	const { data: licensing } = usePhotoLicensing(photo.id);
	const { BuyBoxExtras } = usePhotoActions();
	const heroBlock = licensing?.hero_block ?? null;
	// What the page may still offer: a choice the licensing answer rules out falls back.
	const licenseType: LicenseType = license === "hero-usage" && heroBlock !== null ? DEFAULT_LICENSE : license;
	const exclusiveMonths =
		licenseType === "hero-usage" && licensing && licensing.exclusive_block === null ? exclusive : null;
	const choice: LicenceChoice = { license_type: licenseType, exclusive_months: exclusiveMonths };
	const cents =
		exclusivePriceCents(licensing, exclusiveMonths) ?? licensePriceCents(photo.price, licenseType);
	return (
		<section
			aria-label="License and buy"
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card [grid-area:buy] sm:p-5"
		>
			<LicensePrice cents={cents} />
			<SizeFacts photo={photo} />
			<div className="mt-3">
				<PurchaseActions photo={photo} licence={choice} />
			</div>
			<div className="mt-4 grid gap-4">
				<LicensePicker
					priceCents={photo.price}
					value={licenseType}
					onChange={setLicense}
					heroCleared={clears(photo.clearance, "hero")}
					heroBlock={heroBlock}
				/>
				{licenseType === "hero-usage" && licensing && (
					<ExclusivityChoice licensing={licensing} value={exclusiveMonths} onChange={setExclusive} />
				)}
				<MyExclusivity licensing={licensing} />
			</div>
			{BuyBoxExtras && <BuyBoxExtras photo={photo} />}
		</section>
	);
}

/** Pixels, the largest print at 300 dpi and the file size, next to the price. */
function SizeFacts({ photo }: { photo: PhotoDetail }) {
	return (
		<dl data-testid="size-facts" className="mt-1 grid gap-x-3 text-xs text-ink-600 sm:text-sm">
			{buyBoxSizeFacts(photo).map(({ label, value }) => (
				<div key={label} className="flex flex-wrap justify-between gap-x-3">
					<dt>{label}</dt>
					<dd className="text-ink-900 tabular-nums">{value ?? NOT_RECORDED_TEXT}</dd>
				</div>
			))}
		</dl>
	);
}

/**
 * One photo_view each time a photo's page opens. The ref keeps it to one when an effect runs
 * twice (React's strict mode) or the photo's data refreshes; another photo is a new view.
 */
function usePhotoView(photoId: string) {
	const viewed = useRef<string | null>(null);
	useEffect(() => {
		if (viewed.current === photoId) return;
		viewed.current = photoId;
		trackPhotoView(photoId);
	}, [photoId]);
}

function PhotoContent({ photo }: { photo: PhotoDetail }) {
	const { PhotoSections } = usePhotoActions();
	const title = photoTitle(photo);
	useDocumentTitle(title);
	usePhotoView(photo.id);
	usePrefetchRelated(photo);
	const image = useImageFallback(photo);
	const [viewerOpen, setViewerOpen] = useState(false);
	const imageArea = useRef<HTMLDivElement>(null);
	const layout = photoLayout(photo.width, photo.height);

	function closeViewer() {
		setViewerOpen(false);
		imageArea.current?.querySelector("button")?.focus();
	}

	return (
		<>
			<Breadcrumb items={[{ label: "Photos", to: paths.photos }, { label: title }]} />
			<article data-layout={layout} className={cn(PHOTO_PAGE_CLASS.article, PHOTO_LAYOUT[layout].grid)}>
				<div className={PHOTO_PAGE_CLASS.heading}>
					<PhotoHeading photo={photo} />
				</div>
				<div ref={imageArea} className={cn(PHOTO_PAGE_CLASS.imageArea, PHOTO_LAYOUT[layout].imageArea)}>
					<PhotoImage
						photo={photo}
						src={image.src}
						onError={image.onError}
						onOpen={() => setViewerOpen(true)}
						className={PHOTO_LAYOUT[layout].image}
					/>
				</div>
				<PurchasePanel photo={photo} />
				<div className={cn("grid gap-6 [grid-area:body]", PHOTO_LAYOUT[layout].body)}>
					<PhotoSummaryBlock photo={photo} />
					<PhotoClearanceSection photo={photo} />
				</div>
			</article>
			<PhotoTabs photo={photo} />
			{/* Issue 30's continuity lists, after the spec's tabs (which build when scrolled near). */}
			{PhotoSections && <PhotoSections photo={photo} />}
			{viewerOpen && image.src && (
				<PhotoViewer
					src={image.src}
					alt={photoAltText(photo)}
					title={title}
					width={photo.width}
					height={photo.height}
					onClose={closeViewer}
				/>
			)}
		</>
	);
}

function PhotoLoading() {
	return (
		<LoadingStatus label="Loading the photo…">
			<Skeleton className="h-4 w-40" />
			<div className="mt-4 grid gap-8 md:grid-cols-2">
				<Skeleton className="aspect-[4/3] w-full rounded-md" />
				<div>
					<Skeleton className="h-3 w-24" />
					<Skeleton className="mt-3 h-10 w-4/5" />
					<Skeleton className="mt-5 h-4 w-full" />
					<Skeleton className="mt-2 h-4 w-2/3" />
					<Skeleton className="mt-8 h-40 w-full rounded-xl" />
				</div>
			</div>
		</LoadingStatus>
	);
}

function PhotoView({ photoRef }: { photoRef: string }) {
	const photo = usePhoto(photoRef);
	// The answer arrives as an urgent update React cannot pause; the page it fills in is drawn in
	// a second, interruptible pass instead (the loading view stays until then), so drawing it does
	// not hold the main thread in one long task while the page loads.
	const data = useDeferredValue(photo.data);
	if (photo.isError) {
		if (isPhotoNotFound(photo.error)) return <PhotoNotFound />;
		return <PhotoLoadError onRetry={() => void photo.refetch()} retrying={photo.isFetching} />;
	}
	if (!data) return <PhotoLoading />;
	return <PhotoContent photo={data} />;
}

/** /photo/{photoid} and /photo-uuid/{id} (the route checked the parameter before rendering). */
export function PhotoDetailPage() {
	const { photoid, id } = useParams();
	const ref = canonicalPhotoRef(photoid ?? id ?? "");
	return (
		<div className={PHOTO_PAGE_CLASS.page}>
			<PhotoView key={ref} photoRef={ref} />
		</div>
	);
}

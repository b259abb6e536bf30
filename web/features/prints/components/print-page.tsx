import { PRINT_API, type PrintInfo, type PrintSize } from "@core/contracts/prints";
import { CENTRED, type CropOffset, type PrintFrameId, type PrintLevel, printCrop } from "@core/print-frames";
import { Download, SearchX } from "lucide-react";
import { useId, useState } from "react";
import { useParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { startDownload } from "@/lib/start-download";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isLicenceNotFound, usePrintInfo } from "../api/get-print-info";
import { CropPreview } from "./crop-preview";

export const PRINT_PAGE_TEXT = {
	title: "Print files",
	frameSize: "Frame size",
	bleed: "Add 1/8 in bleed",
	bleedHint: "Adds 1/8 in on every side for a printer who trims to the edge.",
	download: "Download crop",
	loading: "Loading the print sizes…",
	loadFailed: "We could not load this licence's print sizes.",
	notFound: "Licence not found",
	notFoundBody:
		"This link does not lead to one of your licences, or its order is not paid yet. Your licences are in My purchases.",
	neverEnlarged:
		"Crops are cut from the original at its own resolution: never enlarged, never redrawn by software.",
} as const;

/** The word beside each size's resolution, so colour is never the only signal. */
export const LEVEL_WORDS: Record<PrintLevel, string> = {
	green: "Sharp",
	amber: "Acceptable",
	red: "Too small",
};

const LEVEL_CLASSES: Record<PrintLevel, string> = {
	green: "bg-emerald-50 text-emerald-900 ring-emerald-700/30",
	amber: "bg-amber-50 text-amber-900 ring-amber-700/30",
	red: "bg-red-50 text-red-900 ring-red-700/30",
};

function SizeOption({
	size,
	bleed,
	checked,
	name,
	onChoose,
}: {
	size: PrintSize;
	bleed: boolean;
	checked: boolean;
	name: string;
	onChoose: () => void;
}) {
	const fit = bleed ? size.bleed : size.plain;
	const id = `${name}-${size.frame}`;
	return (
		<div
			className={cn(
				"flex items-start gap-3 rounded-md border px-3 py-2",
				checked ? "border-accent-500 bg-accent-50/60" : "border-ink-900/15",
			)}
		>
			<input
				type="radio"
				id={id}
				name={name}
				value={size.frame}
				checked={checked}
				onChange={onChoose}
				aria-describedby={`${id}-fit`}
				className="mt-1 size-5 shrink-0 accent-accent-600"
			/>
			<div className="min-w-0">
				<label htmlFor={id} className="font-medium text-ink-900">
					{size.label}
				</label>
				<p id={`${id}-fit`} className="mt-1 text-sm text-ink-700">
					<span
						className={cn(
							"mr-2 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
							LEVEL_CLASSES[fit.level],
						)}
					>
						{LEVEL_WORDS[fit.level]} · {fit.dpi} dpi
					</span>
					{fit.sentence}
				</p>
			</div>
		</div>
	);
}

function PrintView({ info }: { info: PrintInfo }) {
	const name = useId();
	const [frame, setFrame] = useState<PrintFrameId>(
		() =>
			(info.sizes.find((s) => s.frame === "8x10")?.frame ?? info.sizes[0]?.frame ?? "8x10") as PrintFrameId,
	);
	const [bleed, setBleed] = useState(false);
	const [offset, setOffset] = useState<CropOffset>(CENTRED);
	const size = info.sizes.find((s) => s.frame === frame);
	const crop = printCrop(info.photo, frame, { bleed, offset });
	const fit = size ? (bleed ? size.bleed : size.plain) : null;

	return (
		<div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
			<div className="grid gap-3">
				<CropPreview
					src={info.photo.preview_url}
					alt={`Preview of ${info.photo.title}`}
					photo={info.photo}
					crop={crop}
					onMove={setOffset}
				/>
				<p className="text-sm text-ink-600">
					The original is {info.photo.width} × {info.photo.height} px; this crop takes {crop.width} ×{" "}
					{crop.height} px of it ({crop.orientation}). {PRINT_PAGE_TEXT.neverEnlarged}
				</p>
			</div>
			<div className="grid gap-4">
				<fieldset className="grid gap-2">
					<legend className="mb-2 text-lg font-semibold text-ink-900">{PRINT_PAGE_TEXT.frameSize}</legend>
					{info.sizes.map((s) => (
						<SizeOption
							key={s.frame}
							size={s}
							bleed={bleed}
							name={name}
							checked={s.frame === frame}
							onChoose={() => {
								setFrame(s.frame as PrintFrameId);
								setOffset(CENTRED);
							}}
						/>
					))}
				</fieldset>
				<div className="flex items-start gap-3">
					<input
						type="checkbox"
						id={`${name}-bleed`}
						checked={bleed}
						onChange={(event) => setBleed(event.target.checked)}
						aria-describedby={`${name}-bleed-hint`}
						className="mt-1 size-5 shrink-0 accent-accent-600"
					/>
					<div>
						<label htmlFor={`${name}-bleed`} className="font-medium text-ink-900">
							{PRINT_PAGE_TEXT.bleed}
						</label>
						<p id={`${name}-bleed-hint`} className="text-sm text-ink-600">
							{PRINT_PAGE_TEXT.bleedHint}
						</p>
					</div>
				</div>
				{fit && (
					<p aria-live="polite" className="rounded-md bg-cream-100 px-3 py-2 text-sm text-ink-900">
						<strong>{LEVEL_WORDS[fit.level]}:</strong> {crop.sentence}
					</p>
				)}
				<Button
					variant="primary"
					className="h-11"
					onClick={() =>
						startDownload(PRINT_API.crop(info.item_id, { frame, bleed, x: offset.x, y: offset.y }))
					}
				>
					<Download aria-hidden="true" className="size-4" />
					{PRINT_PAGE_TEXT.download}
				</Button>
			</div>
		</div>
	);
}

/** /licences/{itemId}/print (issue 30): a licence's crops at frame sizes, placed by the buyer. */
export function PrintPage() {
	const { itemId = "" } = useParams();
	const query = usePrintInfo(itemId);
	const info = query.data;
	useDocumentTitle(info ? `${PRINT_PAGE_TEXT.title}: ${info.photo.title}` : PRINT_PAGE_TEXT.title);

	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			{info ? (
				<>
					<PageHeading
						eyebrow={`Licence ${info.licence_number}`}
						title={PRINT_PAGE_TEXT.title}
						description={`${info.photo.title} (photo #${info.photo.photoid})`}
					/>
					<PrintView info={info} />
				</>
			) : query.isError && isLicenceNotFound(query.error) ? (
				<EmptyPanel
					as="h1"
					icon={SearchX}
					title={PRINT_PAGE_TEXT.notFound}
					action={{ to: paths.myPurchases, label: "Go to My purchases" }}
				>
					{PRINT_PAGE_TEXT.notFoundBody}
				</EmptyPanel>
			) : query.isError ? (
				<>
					<PageHeading eyebrow="Your licence" title={PRINT_PAGE_TEXT.title} />
					<LoadErrorNotice
						title={PRINT_PAGE_TEXT.loadFailed}
						onRetry={() => void query.refetch()}
						retrying={query.isFetching}
					/>
				</>
			) : (
				<LoadingStatus label={PRINT_PAGE_TEXT.loading}>
					<Skeleton className="mb-8 h-16 w-72 rounded-md" />
					<div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
						<Skeleton className="aspect-[3/2] rounded-lg" />
						<Skeleton className="h-96 rounded-xl" />
					</div>
				</LoadingStatus>
			)}
		</section>
	);
}

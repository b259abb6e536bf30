import { CLEARANCE_LABELS } from "@core/clearance";
import type { WishlistItem } from "@core/contracts/wishlists";
import { formatCount } from "@core/listing-text";
import { dollarsText } from "@core/number-text";
import { COMPARE_TEXT, compareCountProblem, comparePhotoIds } from "@core/wishlist-items";
import { ArrowLeft, Columns3 } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Breadcrumb } from "@/components/breadcrumb";
import { EmptyPanel } from "@/components/empty-panel";
import { photoAltText } from "@/components/photo-card";
import { PhotoThumb } from "@/components/photo-thumb";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { TableFrame } from "@/components/table-frame";
import { buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { paths, photoHref, wishlistUrl } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isWishlistNotFound, useWishlist } from "../api/get-wishlist";
import { WishlistNotFound } from "./wishlist-page";

export const COMPARE_PAGE_TITLE = "Compare photos";
/** Where a fact is not recorded (the photo page says the same). */
export const NOT_RECORDED = "Not recorded";

/** One row of the comparison: its label and each photo's value. */
type Row = { label: string; value: (item: WishlistItem) => ReactNode };

const pixelSize = ({ photo }: WishlistItem) =>
	photo.width && photo.height
		? `${formatCount(photo.width)} × ${formatCount(photo.height)} px`
		: NOT_RECORDED;

const ROWS: Row[] = [
	{ label: "Decade", value: ({ photo }) => photo.decade_taken ?? NOT_RECORDED },
	{ label: "Place", value: (item) => item.place ?? NOT_RECORDED },
	{
		label: "People",
		value: (item) => (item.people_count === null ? NOT_RECORDED : formatCount(item.people_count)),
	},
	{ label: "Clearance", value: ({ photo }) => CLEARANCE_LABELS[photo.clearance] },
	{ label: "Price", value: ({ photo }) => dollarsText(photo.price) },
	{ label: "Pixel size", value: pixelSize },
	{
		label: "Note",
		value: (item) =>
			item.note ? (
				<span className="break-words whitespace-pre-line">{item.note}</span>
			) : (
				<span className="text-ink-500">No note</span>
			),
	},
];

function CompareTable({ items }: { items: WishlistItem[] }) {
	return (
		// Wider than a phone: the photos scroll (swipe) sideways, a column at a time, with the row
		// labels kept in view; the frame takes a tab stop so a keyboard scrolls it too.
		<TableFrame
			label="Photos side by side"
			className="snap-x snap-proximity scroll-pl-24 shadow-card sm:scroll-pl-32"
		>
			<table className="w-full min-w-max table-fixed border-collapse text-left text-sm md:min-w-0">
				<caption className="sr-only">
					{items.length} photos compared: preview, decade, place, people, clearance, price, pixel size and
					note
				</caption>
				<colgroup>
					<col className="w-24 sm:w-32" />
					{items.map((item) => (
						<col key={item.id} className="w-[70vw] sm:w-72 md:w-auto" />
					))}
				</colgroup>
				<thead>
					<tr>
						<td className="sticky left-0 z-10 bg-white" />
						{items.map((item) => (
							<th
								key={item.id}
								scope="col"
								className="snap-start border-l border-ink-900/10 p-3 align-top font-semibold text-ink-900"
							>
								<Link
									to={photoHref(item.photo)}
									className="rounded-sm break-words underline-offset-4 hover:underline"
								>
									{photoAltText(item.photo)}
								</Link>
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					<tr className="border-t border-ink-900/10">
						<th scope="row" className="sticky left-0 z-10 bg-cream-50 p-3 align-top font-medium text-ink-700">
							Preview
						</th>
						{items.map((item) => (
							<td key={item.id} className="border-l border-ink-900/10 p-3 align-top">
								<div className="aspect-[4/3] overflow-hidden rounded-md bg-cream-100">
									<PhotoThumb
										photo={{
											...item.photo,
											thumbnail_url: item.photo.preview_url ?? item.photo.thumbnail_url,
										}}
										alt={photoAltText(item.photo)}
										priority
										className="object-contain"
									/>
								</div>
							</td>
						))}
					</tr>
					{ROWS.map((row) => (
						<tr key={row.label} className="border-t border-ink-900/10">
							<th
								scope="row"
								className="sticky left-0 z-10 bg-cream-50 p-3 align-top font-medium text-ink-700"
							>
								{row.label}
							</th>
							{items.map((item) => (
								<td key={item.id} className="border-l border-ink-900/10 p-3 align-top text-ink-900">
									{row.value(item)}
								</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</TableFrame>
	);
}

function CompareSkeleton() {
	return (
		<LoadingStatus label="Loading the photos to compare…">
			<Skeleton className="h-4 w-40" />
			<Skeleton className="mt-2 h-10 w-72 max-w-full" />
			<div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
				{[0, 1, 2, 3].map((i) => (
					<Skeleton key={i} className="aspect-[4/3] rounded-lg" />
				))}
			</div>
		</LoadingStatus>
	);
}

function CompareContent({ id, photoIds }: { id: string; photoIds: string[] }) {
	const query = useWishlist(id);
	const notFound = isWishlistNotFound(query.error);
	useDocumentTitle(
		query.data
			? `${COMPARE_PAGE_TITLE}: ${query.data.wishlist.name}`
			: notFound
				? "Wishlist not found"
				: COMPARE_PAGE_TITLE,
	);

	if (query.isPending) return <CompareSkeleton />;
	if (notFound) return <WishlistNotFound />;
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load this wishlist."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}

	const { wishlist, items } = query.data;
	const back = wishlistUrl(wishlist.id);
	const chosen = photoIds
		.map((photoId) => items.find((item) => item.photo.id === photoId))
		.filter((item): item is WishlistItem => item !== undefined);
	// The link's own count decides first (a hand-made link with five ids is refused as such);
	// then whether enough of its photos are still on the wishlist.
	const countProblem = compareCountProblem(photoIds.length);
	const problem = countProblem ?? compareCountProblem(chosen.length);
	const missing = chosen.length < photoIds.length;

	return (
		<>
			<Breadcrumb
				items={[
					{ label: "Wishlists", to: paths.wishlists },
					{ label: wishlist.name, to: back },
					{ label: COMPARE_PAGE_TITLE },
				]}
			/>
			<header className="mb-6 flex flex-wrap items-end justify-between gap-3">
				<div className="min-w-0">
					<p className="text-xs font-semibold tracking-[0.16em] break-words text-accent-600 uppercase">
						{wishlist.name}
					</p>
					<h1 className="mt-1 text-3xl font-semibold text-ink-900 sm:text-4xl">{COMPARE_PAGE_TITLE}</h1>
				</div>
				<Link to={back} className={buttonClasses({ variant: "secondary" })}>
					<ArrowLeft aria-hidden="true" className="size-4" />
					Back to the wishlist
				</Link>
			</header>
			{problem ? (
				<EmptyPanel
					icon={Columns3}
					title={countProblem ?? COMPARE_TEXT.missing}
					action={{ to: back, label: "Choose photos on the wishlist", variant: "secondary" }}
				>
					{countProblem
						? "Tick two to four photos on the wishlist, then press Compare."
						: `${problem}: only ${chosen.length} of the photos in this link ${chosen.length === 1 ? "is" : "are"} still on the wishlist.`}
				</EmptyPanel>
			) : (
				<>
					{missing && (
						<Notice tone="warning" role="status" className="mb-4">
							{COMPARE_TEXT.missing}
						</Notice>
					)}
					<CompareTable items={chosen} />
				</>
			)}
		</>
	);
}

/** /wishlists/{id}/compare?photos=a,b: two to four of a wishlist's photos side by side (issue 28). */
export function WishlistComparePage() {
	const { id = "" } = useParams();
	const [params] = useSearchParams();
	const photos = params.get("photos");
	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<CompareContent key={`${id}?${photos}`} id={id} photoIds={comparePhotoIds(photos)} />
		</section>
	);
}

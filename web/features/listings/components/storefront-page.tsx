import { formatCount } from "@core/listing-text";
import { MapPin, Store } from "lucide-react";
import { Link, useParams } from "react-router";
import { Breadcrumb } from "@/components/breadcrumb";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { PhotoResults } from "@/components/photo-listing/photo-results";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useStorefront } from "../api/get-storefront";

export const STOREFRONT_NOT_FOUND = "This storefront does not exist.";
export const STOREFRONT_CLOSED = "This storefront is closed";
export const STOREFRONT_CLOSED_TEXT =
	"The family has withdrawn its photos from sale. Licences already bought stay valid for their productions.";

function Storefront({ id }: { id: string }) {
	const storefront = useStorefront(id);
	const notFound = storefront.error instanceof ApiError && storefront.error.status === 404;
	useDocumentTitle(
		storefront.data?.storefront_name ?? (notFound ? "Storefront not found" : "Family storefront"),
	);

	if (storefront.isPending) {
		return (
			<LoadingStatus label="Loading the storefront…" className="mb-8">
				<Skeleton className="h-4 w-24" />
				<Skeleton className="mt-2 h-10 w-80 max-w-full" />
				<Skeleton className="mt-3 h-4 w-full max-w-xl" />
			</LoadingStatus>
		);
	}
	if (notFound) {
		return (
			<EmptyState
				title={STOREFRONT_NOT_FOUND}
				hint={
					<Link to={paths.photos} className={buttonClasses({ variant: "secondary", className: "mt-2" })}>
						Browse all photos
					</Link>
				}
			/>
		);
	}
	if (storefront.isError) {
		return (
			<LoadErrorNotice
				title="We could not load this storefront."
				onRetry={() => void storefront.refetch()}
				retrying={storefront.isFetching}
			/>
		);
	}
	const { storefront_name, bio, location, portrait_url, photo_count, closed } = storefront.data;
	return (
		<>
			<header className="mb-8 flex flex-col gap-5 sm:flex-row sm:items-start">
				{portrait_url && (
					<img
						src={portrait_url}
						alt={`Portrait of ${storefront_name}`}
						width={112}
						height={112}
						className="size-28 shrink-0 rounded-full border border-ink-200 object-cover"
					/>
				)}
				<div>
					<p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase">
						<Store aria-hidden="true" className="size-3.5" />
						Family storefront
					</p>
					<h1 className="mt-1 text-3xl font-semibold text-ink-900 sm:text-4xl">{storefront_name}</h1>
					<p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
						{!closed && (
							<span>
								{formatCount(photo_count)} {photo_count === 1 ? "photo" : "photos"}
							</span>
						)}
						{location && (
							<span className="inline-flex items-center gap-1">
								<MapPin aria-hidden="true" className="size-3.5" />
								{location}
							</span>
						)}
					</p>
					{bio && <p className="mt-3 max-w-2xl whitespace-pre-line text-ink-700">{bio}</p>}
				</div>
			</header>
			{closed ? (
				<EmptyState
					title={STOREFRONT_CLOSED}
					hint={
						<>
							<span className="block">{STOREFRONT_CLOSED_TEXT}</span>
							<Link to={paths.photos} className={buttonClasses({ variant: "secondary", className: "mt-3" })}>
								Browse all photos
							</Link>
						</>
					}
				/>
			) : (
				<PhotoResults
					search={{ user_id: id }}
					label={`Photos by ${storefront_name}`}
					emptyTitle="This family has no photos on show yet."
					errorTitle="Error loading this family's photos"
				/>
			)}
		</>
	);
}

/** /user/{id}: a family's storefront, its name, bio and live photos. */
export function StorefrontPage() {
	const { id = "" } = useParams();
	return (
		<ListingSection>
			<Breadcrumb items={[{ label: "Photos", to: paths.photos }, { label: "Family storefront" }]} />
			<Storefront key={id} id={id} />
		</ListingSection>
	);
}

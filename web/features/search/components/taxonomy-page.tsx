import { TAXONOMY_PAGE_SIZE } from "@core/listing-grid";
import {
	isRouteTaxonomyType,
	type RouteTaxonomyType,
	taxonomyEmptyText,
	taxonomyErrorText,
	taxonomyTitle,
} from "@core/taxonomy";
import { creatorFallbackName, taxonomySearch } from "@core/taxonomy-search";
import { useParams } from "react-router";
import { Breadcrumb } from "@/components/breadcrumb";
import { PageHeading } from "@/components/page-heading";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { PhotoResults } from "@/components/photo-listing/photo-results";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTaxonomyName } from "../api/get-taxonomy-name";

const TYPE_LABELS: Record<RouteTaxonomyType, string> = {
	creator: "Family",
	tag: "Tag",
	decade: "Decade",
	ethnicity: "Ethnicity",
	age_group: "Age group",
	location: "Location",
	city: "City",
	state: "State or province",
	country: "Country",
	image_style: "Image style",
	color_and_mood: "Colour and mood",
};

function TaxonomyListing({ type, id }: { type: RouteTaxonomyType; id: string }) {
	const name = useTaxonomyName(type, id);
	const displayName =
		type !== "creator" ? id : (name.data?.name ?? (name.isError ? creatorFallbackName(id) : null));
	const title = displayName === null ? null : taxonomyTitle(type, displayName);
	useDocumentTitle(title ?? "Photos");

	return (
		<ListingSection>
			<Breadcrumb items={[{ label: "Photos", to: paths.photos }, { label: title ?? "…" }]} />
			{title === null ? (
				<div role="status" className="mb-8">
					<span className="sr-only">Loading the family's name…</span>
					<Skeleton className="h-4 w-20" />
					<Skeleton className="mt-2 h-10 w-72 max-w-full" />
				</div>
			) : (
				<PageHeading eyebrow={TYPE_LABELS[type]} title={title} />
			)}
			<PhotoResults
				search={taxonomySearch(type, id)}
				label={title ?? "Photos"}
				pageSize={TAXONOMY_PAGE_SIZE}
				countLine
				searchNotes={false}
				emptyTitle={taxonomyEmptyText(type)}
				errorTitle={taxonomyErrorText(type, id)}
			/>
		</ListingSection>
	);
}

/** /taxonomy/{type}/{id}: the photos of one creator, tag, decade, place, style ... (spec section 2). */
export function TaxonomyPage() {
	const { taxonomyType, taxonomyId } = useParams();
	// The route checked both before rendering (a bad one is a 404); this only narrows the types.
	if (!isRouteTaxonomyType(taxonomyType) || !taxonomyId) return null;
	return <TaxonomyListing key={`${taxonomyType}/${taxonomyId}`} type={taxonomyType} id={taxonomyId} />;
}

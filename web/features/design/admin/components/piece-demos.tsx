import type { PhotoSummary } from "@core/contracts/photos";
import { taxonomyUrl } from "@core/taxonomy";
import { Heart, Images, RefreshCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { Breadcrumb } from "@/components/breadcrumb";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { PageNav } from "@/components/page-nav";
import { type PhotoActions, PhotoActionsProvider } from "@/components/photo-actions";
import { cardActionButtonClasses, PhotoCard } from "@/components/photo-card";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { SAMPLE_PHOTO } from "../lib/sample-photo";
import { COMPONENT_SECTIONS as S } from "./component-sections";
import { ComponentDoc, Demo } from "./demo-frame";

export function PageHeadingDocs() {
	return (
		<ComponentDoc
			entry={S.pageHeading}
			from="@/components/page-heading"
			names={["PageHeading"]}
			use="The top of every page: the eyebrow names the area, the title is the page's one h1. The examples below are real h1s, shown on this page only."
		>
			<Demo title="With a description and actions" className="block">
				<PageHeading
					eyebrow="Admin"
					title="Families"
					description="Every family with its photos and sales."
					actions={
						<Button variant="secondary" size="sm">
							<RefreshCw aria-hidden="true" className="size-4" />
							Refresh
						</Button>
					}
				/>
			</Demo>
			<Demo title="Title only" className="block">
				<PageHeading eyebrow="Account" title="Purchases" />
			</Demo>
		</ComponentDoc>
	);
}

export function EmptyPanelDocs() {
	return (
		<ComponentDoc
			entry={S.emptyPanel}
			from="@/components/empty-panel"
			names={["EmptyPanel"]}
			use="When a page or list has nothing to show: say why, and offer where to go. as='h1' when it is the whole page (not found)."
		>
			<Demo title="With an action" className="block">
				<EmptyPanel
					icon={Images}
					title="No photos yet"
					action={{ to: paths.photos, label: "Browse all photos" }}
				>
					Photos you buy show up here with their licenses.
				</EmptyPanel>
			</Demo>
			<Demo title="Without an action" className="block">
				<EmptyPanel icon={Images} title="No popular photos available yet.">
					Check back soon as our collection grows!
				</EmptyPanel>
			</Demo>
		</ComponentDoc>
	);
}

/** The card buttons the app's features provide, played here without the cart or wishlists. */
function DemoCardActions({ photo }: { photo: PhotoSummary }) {
	const [saved, setSaved] = useState(false);
	return (
		<button
			type="button"
			aria-pressed={saved}
			aria-label={`Save ${photo.title}`}
			data-saved={saved || undefined}
			onClick={() => setSaved((was) => !was)}
			className={cardActionButtonClasses()}
		>
			<Heart aria-hidden="true" className={saved ? "size-4 fill-accent-600 text-accent-600" : "size-4"} />
		</button>
	);
}

const DEMO_ACTIONS: PhotoActions = { CardActions: DemoCardActions };

function CardFrame({ label, children }: { label: string; children: ReactNode }) {
	return (
		<figure>
			<div className="h-44 w-full">{children}</div>
			<figcaption className="mt-2 text-sm text-ink-600">{label}</figcaption>
		</figure>
	);
}

export function PhotoCardDocs() {
	return (
		<ComponentDoc
			entry={S.photoCard}
			from="@/components/photo-card"
			names={["PhotoCard"]}
			use="A photo in any listing grid. Guests get the image only and go to sign in; members open the photo, see the family and events on hover or focus, and get the buttons the features provide."
		>
			<Demo
				title="Guest, member, no image"
				note="The member's heart is a stand-in: the real cart and wishlist buttons come from the app."
				className="grid gap-4 sm:grid-cols-3"
			>
				<CardFrame label="Guest">
					<PhotoCard photo={SAMPLE_PHOTO} signedIn={false} />
				</CardFrame>
				<PhotoActionsProvider actions={DEMO_ACTIONS}>
					<CardFrame label="Member (hover or Tab to it)">
						<PhotoCard photo={SAMPLE_PHOTO} signedIn />
					</CardFrame>
					<CardFrame label="Member, image missing">
						<PhotoCard
							photo={{ ...SAMPLE_PHOTO, thumbnail_url: null, title: "", event_names: [] }}
							signedIn
						/>
					</CardFrame>
				</PhotoActionsProvider>
			</Demo>
		</ComponentDoc>
	);
}

export function BreadcrumbDocs() {
	return (
		<ComponentDoc
			entry={S.breadcrumb}
			from="@/components/breadcrumb"
			names={["Breadcrumb"]}
			use="A trail back up from a page deep in the catalogue; the last item is the current page, not a link. Items are keyed by their link (else their label), so no two may share one."
		>
			<Demo title="Three levels" className="block">
				<Breadcrumb
					items={[
						{ label: "Photos", to: paths.photos },
						{ label: "1970s photos", to: taxonomyUrl("decade", "1970s") },
						{ label: "Birthday cake on the porch" },
					]}
				/>
			</Demo>
		</ComponentDoc>
	);
}

const DEMO_TOTAL = 120;
const DEMO_PAGE_SIZE = 50;

export function PageNavDocs() {
	const [searchParams] = useSearchParams();
	const last = Math.ceil(DEMO_TOTAL / DEMO_PAGE_SIZE);
	const asked = Number(searchParams.get("page"));
	const page = Number.isInteger(asked) && asked >= 1 && asked <= last ? asked : 1;
	return (
		<ComponentDoc
			entry={S.pageNav}
			from="@/components/page-nav"
			names={["PageNav"]}
			use="Under a paged list: Previous and Next change the page in the URL, so a page can be shared and Back works. It renders nothing when everything fits on one page."
		>
			<Demo title={`Live: ${DEMO_TOTAL} rows, ${DEMO_PAGE_SIZE} a page`} className="block">
				<PageNav
					label="Pages of the demo list"
					page={page}
					total={DEMO_TOTAL}
					pageSize={DEMO_PAGE_SIZE}
					searchOf={(to) => `?page=${to}`}
				/>
			</Demo>
		</ComponentDoc>
	);
}

export function SearchInputDocs() {
	const [text, setText] = useState("");
	return (
		<ComponentDoc
			entry={S.searchInput}
			from="@/components/search-input"
			names={["SearchInput"]}
			use="The filter box of an admin list. Debounce what it sends (useDebouncedValue); UrlSearchField keeps the text in the URL instead."
		>
			<Demo title="Live" className="grid items-end gap-4 sm:grid-cols-2">
				<SearchInput
					id="demo-search"
					label="Search families"
					value={text}
					onChange={setText}
					placeholder="Name or email"
					maxLength={100}
				/>
				<p className="text-sm text-ink-600" aria-live="polite">
					{text.trim() ? `Would search for "${text.trim()}"` : "Type to filter"}
				</p>
			</Demo>
		</ComponentDoc>
	);
}

import type { PhotoDetail } from "@core/contracts/photos";
import { formatPhotoNumber } from "@core/route-params";
import type { ReactNode } from "react";
import { formatDateTaken, formatDimensions, formatFileSize, NOT_RECORDED_TEXT } from "../lib/photo-facts";
import { photoLinks, type ValueLink } from "../lib/photo-links";
import { PillList } from "./taxonomy-pill";

const NOT_RECORDED = <span className="text-ink-400">{NOT_RECORDED_TEXT}</span>;

function Value({ links, text }: { links?: ValueLink[]; text?: string | null }) {
	if (links) return links.length > 0 ? <PillList items={links} /> : NOT_RECORDED;
	return text ? <span className="text-ink-900">{text}</span> : NOT_RECORDED;
}

/** A titled list of label and value rows (shared with the Admin tab). */
export function FactGroup({
	title,
	rows,
}: {
	title: string;
	rows: Array<[label: string, value: ReactNode]>;
}) {
	return (
		<section className="rounded-lg border border-ink-900/10 bg-cream-50 p-4 sm:p-5">
			<h3 className="font-display text-lg font-semibold text-ink-900">{title}</h3>
			<dl className="mt-3 divide-y divide-ink-900/5">
				{rows.map(([label, value]) => (
					<div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
						<dt className="text-sm font-medium text-ink-600 sm:pt-1">{label}</dt>
						<dd className="min-w-0 text-sm">{value}</dd>
					</div>
				))}
			</dl>
		</section>
	);
}

/** Every fact of the photo, in the four groups of spec section 2, values as pills to their pages. */
export function PhotoDetailsTab({ photo }: { photo: PhotoDetail }) {
	return (
		<div className="grid gap-4 lg:grid-cols-2">
			<FactGroup
				title="Basic info"
				rows={[
					["Date taken", <Value key="date" text={formatDateTaken(photo.date_taken)} />],
					["Decade", <Value key="decade" links={photoLinks.decade(photo)} />],
					["Location", <Value key="location" links={photoLinks.location(photo)} />],
					["Family", <Value key="family" links={photoLinks.family(photo)} />],
					["PhotoID", <Value key="photoid" text={formatPhotoNumber(photo.photoid)} />],
				]}
			/>
			<FactGroup
				title="Technical details"
				rows={[
					["Dimensions", <Value key="dimensions" text={formatDimensions(photo.width, photo.height)} />],
					["Print size", <Value key="print" text={photo.friendly_print_size} />],
					["File size", <Value key="file" text={formatFileSize(photo.file_size)} />],
					["Orientation", <Value key="orientation" links={photoLinks.orientation(photo)} />],
				]}
			/>
			<FactGroup
				title="People and emotions"
				rows={[
					["Age groups", <Value key="ages" links={photoLinks.ageGroups(photo)} />],
					["Ethnicities", <Value key="ethnicities" links={photoLinks.ethnicities(photo)} />],
					["Emotions", <Value key="emotions" links={photoLinks.emotions(photo)} />],
					["Events", <Value key="events" links={photoLinks.events(photo)} />],
				]}
			/>
			<FactGroup
				title="Style and mood"
				rows={[
					["Image style", <Value key="style" links={photoLinks.imageStyle(photo)} />],
					["Colour and mood", <Value key="mood" links={photoLinks.colorAndMood(photo)} />],
				]}
			/>
		</div>
	);
}

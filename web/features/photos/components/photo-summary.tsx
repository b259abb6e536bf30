import type { PhotoDetail } from "@core/contracts/photos";
import { PHOTO_PAGE_CLASS, photoTitle } from "@core/photo-page-layout";
import { formatPhotoNumber } from "@core/route-params";
import type { ReactNode } from "react";
import { formatDateTaken, NOT_RECORDED_TEXT } from "../lib/photo-facts";
import { photoLinks } from "../lib/photo-links";
import { PillList } from "./taxonomy-pill";

export { photoTitle };

function Fact({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="min-w-0">
			<dt className="text-xs font-semibold tracking-[0.12em] text-ink-500 uppercase">{label}</dt>
			<dd className="mt-1 text-ink-900">{children}</dd>
		</div>
	);
}

/** The photo's number and title: the page's one h1. */
export function PhotoHeading({ photo }: { photo: PhotoDetail }) {
	return (
		<div className="min-w-0">
			<p className={PHOTO_PAGE_CLASS.eyebrow}>Photo {formatPhotoNumber(photo.photoid)}</p>
			<h1 className={PHOTO_PAGE_CLASS.title}>{photoTitle(photo)}</h1>
		</div>
	);
}

/** The photo's description, date, decade, family, number and tags (spec section 2). */
export function PhotoSummaryBlock({ photo }: { photo: PhotoDetail }) {
	const date = formatDateTaken(photo.date_taken);
	const decade = photoLinks.decade(photo);
	const tags = photoLinks.tags(photo);
	return (
		<div className="min-w-0">
			{photo.description?.trim() && (
				<p className="mb-5 max-w-2xl whitespace-pre-line text-ink-800">{photo.description.trim()}</p>
			)}
			<dl className="flex flex-wrap gap-x-8 gap-y-4">
				<Fact label="Date taken">{date ?? <span className="text-ink-400">{NOT_RECORDED_TEXT}</span>}</Fact>
				<Fact label="Decade">
					{decade.length > 0 ? (
						<PillList items={decade} />
					) : (
						<span className="text-ink-400">{NOT_RECORDED_TEXT}</span>
					)}
				</Fact>
				<Fact label="Family">
					<PillList items={photoLinks.family(photo)} />
				</Fact>
				<Fact label="Photo number">
					<span className="font-mono">{formatPhotoNumber(photo.photoid)}</span>
				</Fact>
			</dl>
			{tags.length > 0 && (
				<div className="mt-6">
					<h2 className="text-xs font-semibold tracking-[0.12em] text-ink-500 uppercase">Tags</h2>
					<PillList items={tags} label="Tags" className="mt-2" />
				</div>
			)}
		</div>
	);
}

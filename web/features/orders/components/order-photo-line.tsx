import type { OrderPhoto } from "@core/contracts/orders";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OrderPhotoThumb, photoTitle } from "@/components/orders/order-photo";
import { photoHref } from "@/lib/paths";
import { type LicenceShown, licenceLabel } from "../lib/licence-text";
import { DownloadOriginalButton } from "./download-original-button";

/**
 * One licensed (or ordered) photo in a list: thumbnail, title linking to its page, number and
 * licence (with its exclusive term and the term's end, issue 30), its price, and 'Download
 * original' once it is a licence the buyer holds.
 */
export function OrderPhotoLine({
	photo,
	licence,
	price,
	purchaseId,
	children,
}: {
	photo: OrderPhoto;
	licence: LicenceShown;
	price: ReactNode;
	/** The licence to download; null before payment and after a refund. */
	purchaseId: string | null;
	/** More about the line, under it (the order page's scene note). */
	children?: ReactNode;
}) {
	const title = photoTitle(photo);
	return (
		<li className="flex flex-wrap items-center gap-3 py-3 last:pb-0">
			<OrderPhotoThumb photo={photo} />
			<div className="min-w-0 flex-1">
				<Link
					to={photoHref(photo)}
					className="line-clamp-2 font-medium break-words text-ink-900 hover:text-accent-700 hover:underline"
				>
					{title}
				</Link>
				<p className="mt-0.5 text-xs text-ink-500">
					#{photo.photoid} · {licenceLabel(licence)}
				</p>
			</div>
			{price}
			{purchaseId && (
				<div className="flex w-full justify-end sm:w-auto">
					<DownloadOriginalButton purchaseId={purchaseId} title={title} />
				</div>
			)}
			{children}
		</li>
	);
}

import type { CartLine } from "@core/contracts/cart";
import { formatUsd } from "@core/license";
import { memo, useId } from "react";
import { Link } from "react-router";
import { photoAltText } from "@/components/photo-card";
import { photoHref } from "@/lib/paths";
import {
	ExclusiveSelect,
	LicenseSelect,
	LineButtons,
	LineCheckbox,
	lineLicenceName,
	ThumbLink,
	UpgradeNote,
} from "./cart-line-parts";
import { useCartLineActions } from "./use-cart-line-actions";

/**
 * The thumbnail, a second way to the photo for the pointer (keyboards and readers use the title
 * link), with the line's checkbox in its corner.
 */
function Thumbnail({
	line,
	title,
	selected,
	onSelect,
}: {
	line: CartLine;
	title: string;
	selected: boolean;
	onSelect: (selected: boolean) => void;
}) {
	return (
		<div className="relative self-start sm:row-span-2">
			<ThumbLink line={line} className="block aspect-[4/3] w-full overflow-hidden rounded-md bg-cream-200" />
			<LineCheckbox
				title={title}
				checked={selected}
				onChange={onSelect}
				className="absolute top-0 left-0 rounded-br-md rounded-tl-md bg-cream-50/90"
			/>
		</div>
	);
}

/** The line's price: the unit price, and with a volume discount its share and what is left to pay. */
function LinePrice({ line }: { line: CartLine }) {
	if (line.discount_cents === 0) {
		return (
			<p className="ml-auto text-right font-semibold text-ink-950 tabular-nums">
				<span className="sr-only">Price: </span>
				{formatUsd(line.subtotal_cents)}
			</p>
		);
	}
	return (
		<div className="ml-auto text-right text-sm tabular-nums">
			<p className="text-ink-500">
				<span className="sr-only">Price: </span>
				<s>{formatUsd(line.subtotal_cents)}</s>
			</p>
			<p className="text-emerald-800">
				−{formatUsd(line.discount_cents)}
				<span className="sr-only"> volume discount</span>
			</p>
			<p className="text-base font-semibold text-ink-950">
				<span className="sr-only">You pay: </span>
				{formatUsd(line.total_cents)}
			</p>
		</div>
	);
}

/** What a line's view needs from the page: its place in the selection and the move dialog. */
export type CartLineProps = {
	line: CartLine;
	selected: boolean;
	/** Stable across renders (with memo, a checkbox ticked re-renders its own line only). */
	onSelect: (lineId: string, selected: boolean) => void;
	onMove: (line: CartLine) => void;
	onRemoved: () => void;
};

/**
 * One photo in the cart, the comfortable view: thumbnail and title (links to the photo), its
 * licence by name and its license (changing it asks the server, which prices the cart again),
 * for hero usage its exclusivity, for an upgrade what was paid instead (issue 30), its price, a checkbox for
 * the bulk actions, 'Move to wishlist' and remove. Changes toast the texts of spec section 8;
 * the cart refetches after each (section 4).
 */
export const CartLineItem = memo(function CartLineItem({
	line,
	selected,
	onSelect,
	onMove,
	onRemoved,
}: CartLineProps) {
	const actions = useCartLineActions(line, onRemoved);
	const licenseId = useId();
	const exclusiveId = useId();
	const title = photoAltText(line.photo);

	return (
		// On phones the license and price take the card's whole width, under the thumbnail and title.
		<li className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-xl border border-ink-900/10 bg-white p-3 shadow-sm sm:grid-cols-[8rem_minmax(0,1fr)] sm:grid-rows-[auto_1fr] sm:gap-x-4 sm:p-4">
			<Thumbnail line={line} title={title} selected={selected} onSelect={(on) => onSelect(line.id, on)} />
			<div className="flex min-w-0 items-start justify-between gap-1">
				<div className="min-w-0">
					<Link
						to={photoHref(line.photo)}
						className="line-clamp-2 font-medium break-words text-ink-900 hover:text-accent-700 hover:underline"
					>
						{title}
					</Link>
					<p className="mt-0.5 truncate text-xs text-ink-500">
						#{line.photo.photoid}
						{line.photo.storefront_name ? ` · ${line.photo.storefront_name}` : ""}
					</p>
					<p data-testid="line-licence" className="mt-0.5 text-xs font-medium text-ink-700">
						{lineLicenceName(line)}
					</p>
				</div>
				<LineButtons
					title={title}
					actions={actions}
					onMove={() => onMove(line)}
					className="-mt-1.5 -mr-1.5 flex shrink-0 items-center"
				/>
			</div>
			<div className="col-span-2 flex flex-wrap items-end justify-between gap-x-3 gap-y-2 sm:col-span-1 sm:col-start-2">
				{line.upgrade_of ? (
					<UpgradeNote line={line} className="w-full min-w-0 sm:w-auto" />
				) : (
					<div className="flex w-full min-w-0 flex-wrap gap-x-3 gap-y-2 sm:w-auto">
						<div className="w-full min-w-0 sm:w-auto">
							<label htmlFor={licenseId} className="block text-xs font-medium text-ink-600">
								License
							</label>
							<LicenseSelect id={licenseId} line={line} title={title} actions={actions} className="mt-1" />
						</div>
						{actions.shownLicense === "hero-usage" && (
							<div className="w-full min-w-0 sm:w-auto">
								<label htmlFor={exclusiveId} className="block text-xs font-medium text-ink-600">
									Exclusivity
								</label>
								<ExclusiveSelect id={exclusiveId} title={title} actions={actions} className="mt-1" />
							</div>
						)}
					</div>
				)}
				<LinePrice line={line} />
			</div>
		</li>
	);
});

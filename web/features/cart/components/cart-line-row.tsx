import { formatUsd } from "@core/license";
import { memo } from "react";
import { Link } from "react-router";
import { photoAltText } from "@/components/photo-card";
import { cn } from "@/lib/cn";
import { photoHref } from "@/lib/paths";
import type { CartLineProps } from "./cart-line";
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
 * One photo in the cart, the compact view (a cart of 30 to 75 photos, issue 28): one dense row of
 * checkbox, small thumbnail, title, license, price, move and remove. On a phone it wraps into two
 * rows: the title and price, then the license and the buttons.
 */
export const CartLineRow = memo(function CartLineRow({
	line,
	selected,
	onSelect,
	onMove,
	onRemoved,
}: CartLineProps) {
	const actions = useCartLineActions(line, onRemoved);
	const title = photoAltText(line.photo);
	const discounted = line.discount_cents > 0;

	return (
		<li
			className={cn(
				"grid grid-cols-[auto_2.5rem_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 px-1 py-1.5 sm:grid-cols-[auto_2.5rem_minmax(0,1fr)_12.5rem_5.5rem_auto] sm:gap-x-3 sm:px-2",
				selected && "bg-accent-50",
			)}
		>
			<LineCheckbox
				title={title}
				checked={selected}
				onChange={(on) => onSelect(line.id, on)}
				className="col-start-1 row-span-2 row-start-1 sm:row-span-1"
			/>
			<ThumbLink
				line={line}
				className="col-start-2 row-start-1 block aspect-square w-10 overflow-hidden rounded bg-cream-200"
			/>
			<div className="col-start-3 row-start-1 min-w-0">
				<Link
					to={photoHref(line.photo)}
					className="block truncate text-sm font-medium text-ink-900 hover:text-accent-700 hover:underline"
				>
					{title}
				</Link>
				<p className="truncate text-xs text-ink-500">
					#{line.photo.photoid} · <span data-testid="line-licence">{lineLicenceName(line)}</span>
				</p>
			</div>
			<div className="col-span-2 col-start-2 row-start-2 grid min-w-0 gap-1 sm:col-span-1 sm:col-start-4 sm:row-start-1">
				{line.upgrade_of ? (
					<UpgradeNote line={line} />
				) : (
					<>
						<LicenseSelect line={line} title={title} actions={actions} className="md:h-8" />
						{actions.shownLicense === "hero-usage" && (
							<ExclusiveSelect title={title} actions={actions} className="md:h-8" />
						)}
					</>
				)}
			</div>
			<p
				className="col-start-4 row-start-1 text-right text-sm font-semibold text-ink-950 tabular-nums sm:col-start-5"
				title={discounted ? `${formatUsd(line.subtotal_cents)} less the volume discount` : undefined}
			>
				<span className="sr-only">{discounted ? "You pay: " : "Price: "}</span>
				{formatUsd(line.total_cents)}
			</p>
			<LineButtons
				title={title}
				actions={actions}
				onMove={() => onMove(line)}
				className="col-start-4 row-start-2 flex justify-end sm:col-start-6 sm:row-start-1"
				buttonClassName="md:size-8"
			/>
		</li>
	);
});

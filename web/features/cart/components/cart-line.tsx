import { CART_TEXT } from "@core/cart-messages";
import type { CartLine } from "@core/contracts/cart";
import {
	formatUsd,
	isLicenseType,
	LICENSE_LABELS,
	LICENSE_TYPES,
	type LicenseType,
	licensePriceCents,
} from "@core/license";
import { LoaderCircle, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { photoAltText } from "@/components/photo-card";
import { PhotoThumb } from "@/components/photo-thumb";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { photoHref } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useRemoveCartItem } from "../api/remove-cart-item";
import { useUpdateCartLicense } from "../api/update-cart-license";

/** The thumbnail, a second way to the photo for the pointer; keyboards and readers use the title link. */
function Thumbnail({ line }: { line: CartLine }) {
	return (
		<Link
			to={photoHref(line.photo)}
			tabIndex={-1}
			aria-hidden="true"
			className="block aspect-[4/3] w-full self-start overflow-hidden rounded-md bg-cream-200 sm:row-span-2"
		>
			<PhotoThumb photo={line.photo} alt="" />
		</Link>
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

/**
 * One photo in the cart: thumbnail and title (links to the photo), its license (changing it asks
 * the server, which prices the cart again), its price and a remove button. Both changes toast
 * the texts of spec section 8; the cart refetches after each (section 4).
 */
export function CartLineItem({ line, onRemoved }: { line: CartLine; onRemoved: () => void }) {
	const update = useUpdateCartLicense();
	const remove = useRemoveCartItem();
	const licenseId = useId();
	const title = photoAltText(line.photo);
	// While the change is on its way the picker shows the choice, not the old license.
	const shownLicense: LicenseType =
		update.isPending && update.variables ? update.variables.license_type : line.license_type;
	const busy = update.isPending || remove.isPending;

	function changeLicense(value: string) {
		if (!isLicenseType(value) || value === shownLicense) return;
		update.mutateAsync({ itemId: line.id, license_type: value }).catch((error: unknown) => {
			console.warn("Changing a cart line's license failed", error);
			toast.error(CART_TEXT.errorTitle, { description: CART_TEXT.licenseUpdateFailed });
		});
	}

	function removeLine() {
		if (busy) return;
		// mutateAsync: the line (and with it this component) is gone before the toast shows.
		remove.mutateAsync(line.id).then(
			() => {
				toast.success(CART_TEXT.removedTitle, { description: CART_TEXT.removed });
				onRemoved();
			},
			(error: unknown) => {
				console.warn("Removing a cart line failed", error);
				toast.error(CART_TEXT.errorTitle, { description: CART_TEXT.removeFailed });
			},
		);
	}

	return (
		// On phones the license and price take the card's whole width, under the thumbnail and title.
		<li className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-xl border border-ink-900/10 bg-white p-3 shadow-sm sm:grid-cols-[8rem_minmax(0,1fr)] sm:grid-rows-[auto_1fr] sm:gap-x-4 sm:p-4">
			<Thumbnail line={line} />
			<div className="flex min-w-0 items-start justify-between gap-2">
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
				</div>
				<Button
					variant="ghost"
					size="icon"
					className="-mt-1.5 -mr-1.5 size-11 md:size-9"
					aria-label={`Remove ${title} from your cart`}
					title="Remove from cart"
					aria-busy={remove.isPending || undefined}
					aria-disabled={busy || undefined}
					onClick={removeLine}
				>
					{remove.isPending ? (
						<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
					) : (
						<Trash2 aria-hidden="true" className="size-4" />
					)}
				</Button>
			</div>
			<div className="col-span-2 flex flex-wrap items-end justify-between gap-x-3 gap-y-2 sm:col-span-1 sm:col-start-2">
				<div className="w-full min-w-0 sm:w-auto">
					<label htmlFor={licenseId} className="block text-xs font-medium text-ink-600">
						License
					</label>
					<Select
						id={licenseId}
						aria-label={`License for ${title}`}
						value={shownLicense}
						// Not `disabled` while saving: that would drop the keyboard focus.
						disabled={remove.isPending}
						aria-busy={update.isPending || undefined}
						onChange={(event) => changeLicense(event.target.value)}
						className="mt-1 h-11 w-full rounded-md border border-ink-900/15 bg-cream-50 pl-3 text-sm text-ink-900 md:h-9"
					>
						{LICENSE_TYPES.map((license) => (
							<option key={license} value={license}>
								{LICENSE_LABELS[license].name} ({formatUsd(licensePriceCents(line.photo.price, license))})
							</option>
						))}
					</Select>
				</div>
				<LinePrice line={line} />
			</div>
		</li>
	);
}

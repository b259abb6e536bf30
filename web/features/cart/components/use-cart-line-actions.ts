import { CART_TEXT } from "@core/cart-messages";
import type { CartLine } from "@core/contracts/cart";
import { isLicenseType, type LicenseType } from "@core/license";
import { type ExclusiveTerm, isExclusiveTerm } from "@core/licensing";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useRemoveCartItem } from "../api/remove-cart-item";
import { useUpdateCartLicense } from "../api/update-cart-license";

/** A line's license change and removal, as both views pass them to the parts. */
export type CartLineActions = ReturnType<typeof useCartLineActions>;

/**
 * What both views of a line (the card and the compact row) do: change its license or, for hero
 * usage, its exclusive term (issue 30; the server prices the cart again) and remove it, each with
 * spec section 8's toasts.
 */
export function useCartLineActions(line: CartLine, onRemoved: () => void) {
	const update = useUpdateCartLicense();
	const remove = useRemoveCartItem();
	// While the change is on its way the picker shows the choice, not the old license.
	const shownLicense: LicenseType =
		update.isPending && update.variables ? update.variables.license_type : line.license_type;
	const shownExclusive: ExclusiveTerm | null =
		update.isPending && update.variables
			? (update.variables.exclusive_months ?? null)
			: (line.exclusive_months ?? null);
	const busy = update.isPending || remove.isPending;

	function failed(error: unknown) {
		console.warn("Changing a cart line's license failed", error);
		// Issue 30: a 409 says why (hero use held or exclusive elsewhere, an exclusivity refused).
		const refusal = error instanceof ApiError && error.status === 409 ? error.message : null;
		toast.error(CART_TEXT.errorTitle, { description: refusal ?? CART_TEXT.licenseUpdateFailed });
	}

	function changeLicense(value: string) {
		if (!isLicenseType(value) || value === shownLicense) return;
		update.mutateAsync({ itemId: line.id, license_type: value }).catch(failed);
	}

	/** Issue 30: a hero line's exclusive term ('' for not exclusive). */
	function changeExclusive(value: string) {
		const months = value === "" ? null : Number(value);
		if ((months !== null && !isExclusiveTerm(months)) || months === shownExclusive) return;
		update
			.mutateAsync({ itemId: line.id, license_type: "hero-usage", exclusive_months: months })
			.catch(failed);
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

	return {
		shownLicense,
		shownExclusive,
		busy,
		updating: update.isPending,
		removing: remove.isPending,
		changeLicense,
		changeExclusive,
		removeLine,
	};
}

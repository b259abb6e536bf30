import { CART_TEXT } from "@core/cart-messages";
import type { CartLine } from "@core/contracts/cart";
import { isLicenseType, type LicenseType } from "@core/license";
import { toast } from "@/lib/toast";
import { useRemoveCartItem } from "../api/remove-cart-item";
import { useUpdateCartLicense } from "../api/update-cart-license";

/** A line's license change and removal, as both views pass them to the parts. */
export type CartLineActions = ReturnType<typeof useCartLineActions>;

/**
 * What both views of a line (the card and the compact row) do: change its license (the server
 * prices the cart again) and remove it, each with spec section 8's toasts.
 */
export function useCartLineActions(line: CartLine, onRemoved: () => void) {
	const update = useUpdateCartLicense();
	const remove = useRemoveCartItem();
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

	return {
		shownLicense,
		busy,
		updating: update.isPending,
		removing: remove.isPending,
		changeLicense,
		removeLine,
	};
}

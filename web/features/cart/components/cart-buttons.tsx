import { CART_TEXT } from "@core/cart-messages";
import type { CartAdd } from "@core/contracts/cart";
import type { PhotoSummary } from "@core/contracts/photos";
import { DEFAULT_LICENSE } from "@core/license";
import { type LicenceChoice, licenceName } from "@core/licensing";
import { Check, LoaderCircle, ShoppingCart } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useNavigate } from "react-router";
import { addAgainQuestion, useMyLicence } from "@/api/orders/licences-query";
import { cardActionButtonClasses, photoAltText } from "@/components/photo-card";
import { useReturnHere } from "@/components/sign-in-buttons";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { isAlreadyInCart, refusalMessage, useAddCartItem } from "../api/add-to-cart-item";
import { useCartLine, useCartPhotoIds } from "../api/get-cart";
import { cartAddedToast } from "../lib/cart-added-toast";
import { useGridCartPhotos } from "./cart-scope";

/** What a card's button adds: the default license, not exclusive. */
const DEFAULT_CHOICE: LicenceChoice = { license_type: DEFAULT_LICENSE };

/** The button texts of spec section 4 (Cart). */
export const ADD_TO_CART = "Add to Cart";
export const IN_CART = "In Cart";
/** What pressing 'In Cart' does: the photo page's accessible name for it, and the card's tooltip. */
export const IN_CART_LABEL = `${IN_CART}: view your cart`;

/** The 'Sign in required' toast's button: to /auth, and back to this page once signed in. */
export const SIGN_IN_ACTION = "Sign in";

/** The confirm dialog's title and button before adding a photo the buyer already has (issue 28). */
export const ADD_AGAIN_TITLE = "Add this photo again?";
export const ADD_AGAIN_CONFIRM = "Add it again";

/**
 * Adding one photo with the toasts of spec section 8 (adds in a row grouped in one toast). A button in the 'In Cart' state opens
 * /cart instead: the photo can be there only once, and /cart is where its license changes. A
 * photo the buyer licensed or ordered before is added only once they say so (issue 28):
 * `dialog` is that question, to render beside the button.
 */
function useCartButton(
	photo: PhotoSummary,
	licence: LicenceChoice,
	inCart: boolean,
): { onClick: () => void; adding: boolean; dialog: ReactNode } {
	const add = useAddCartItem();
	const navigate = useNavigate();
	const owned = useMyLicence(photo.id);
	const [asking, setAsking] = useState(false);
	const returnHere = useReturnHere();

	function onClick() {
		if (inCart) {
			navigate(paths.cart);
			return;
		}
		if (add.isPending) return;
		if (owned) {
			setAsking(true);
			return;
		}
		addNow();
	}

	function addNow() {
		// mutateAsync, not mutate's callbacks: those are dropped when the button unmounts (a card
		// scrolled out of a virtual grid), and the toast must still show.
		const body: CartAdd = { photo_id: photo.id, license_type: licence.license_type };
		if (licence.exclusive_months) body.exclusive_months = licence.exclusive_months;
		add.mutateAsync(body).then(
			// Several adds in a row share one toast that counts them; one add keeps the spec's words.
			() => cartAddedToast(),
			(error: unknown) => {
				if (isAlreadyInCart(error)) {
					toast.info(CART_TEXT.alreadyInCartTitle, { description: CART_TEXT.alreadyInCart });
					return;
				}
				// Issue 30: hero use held or exclusive elsewhere, an exclusivity refused: the server says why.
				const refusal = refusalMessage(error);
				if (refusal) {
					toast.error(CART_TEXT.errorTitle, { description: refusal });
					return;
				}
				console.warn("Adding a photo to the cart failed", error);
				if (error instanceof ApiError && error.status === 401) {
					// A guest signs in (or up) from the toast and comes back to this page (issue 28).
					toast.error(CART_TEXT.signInRequiredTitle, {
						description: CART_TEXT.signInRequired,
						action: {
							label: SIGN_IN_ACTION,
							onClick: () => navigate(paths.authLogin, { state: returnHere }),
						},
					});
				} else {
					toast.error(CART_TEXT.errorTitle, { description: CART_TEXT.addFailed });
				}
			},
		);
	}

	const dialog = owned && (
		<ConfirmDialog
			open={asking}
			title={ADD_AGAIN_TITLE}
			description={addAgainQuestion(owned)}
			confirmLabel={ADD_AGAIN_CONFIRM}
			tone="primary"
			onClose={() => setAsking(false)}
			onConfirm={() => {
				setAsking(false);
				addNow();
			}}
		/>
	);

	return { onClick, adding: add.isPending, dialog };
}

/**
 * The icon-only cart button over a card of a listing grid (spec section 2, Cards), green when
 * the photo is in the cart (section 4). It adds with the default license; the photo page offers
 * the choice. In a grid it reads the grid's one copy of the cart.
 */
export function CartCardButton({ photo }: { photo: PhotoSummary }) {
	const fromGrid = useGridCartPhotos();
	return fromGrid ? (
		<CardCart photo={photo} inCart={fromGrid.has(photo.id)} />
	) : (
		<CardCartOnItsOwn photo={photo} />
	);
}

function CardCartOnItsOwn({ photo }: { photo: PhotoSummary }) {
	return <CardCart photo={photo} inCart={useCartPhotoIds().has(photo.id)} />;
}

function CardCart({ photo, inCart }: { photo: PhotoSummary; inCart: boolean }) {
	const { onClick, adding, dialog } = useCartButton(photo, DEFAULT_CHOICE, inCart);
	const name = photoAltText(photo);
	return (
		<>
			<button
				type="button"
				aria-label={inCart ? `${IN_CART}: ${name}, view your cart` : `${ADD_TO_CART}: ${name}`}
				title={inCart ? IN_CART_LABEL : ADD_TO_CART}
				data-in-cart={inCart || undefined}
				// Not `disabled`: that would drop the keyboard focus while the photo is being added.
				aria-disabled={adding || undefined}
				aria-busy={adding || undefined}
				onClick={onClick}
				className={cardActionButtonClasses(inCart ? "positive" : "plain")}
			>
				{adding ? (
					<LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
				) : (
					<ShoppingCart aria-hidden="true" className="size-5" />
				)}
			</button>
			{dialog}
		</>
	);
}

/** Under the photo page's 'In Cart': the licence the photo is in the cart with, and where to change it. */
export function inCartNote(licence: LicenceChoice): string {
	return `In your cart as ${licenceName(licence)} — change it in the cart`;
}

/**
 * The photo page's cart button, 'Add to Cart' or 'In Cart', adding with the licence chosen
 * there (with its exclusive term, issue 30). In the cart, it opens the cart, and a note under it
 * says with which licence (the page's picker may show another).
 */
export function CartDetailButton({ photo, licence }: { photo: PhotoSummary; licence: LicenceChoice }) {
	const line = useCartLine(photo.id);
	const inCart = line !== undefined;
	const { onClick, adding, dialog } = useCartButton(photo, licence, inCart);
	const noteId = useId();
	return (
		<div className="grid gap-1.5">
			<Button
				size="lg"
				variant={inCart ? "secondary" : "primary"}
				aria-label={inCart ? IN_CART_LABEL : undefined}
				aria-describedby={inCart ? noteId : undefined}
				title={inCart ? "View your cart" : undefined}
				data-in-cart={inCart || undefined}
				aria-disabled={adding || undefined}
				aria-busy={adding || undefined}
				onClick={onClick}
			>
				{adding ? (
					<LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
				) : inCart ? (
					<Check aria-hidden="true" className="size-5 text-emerald-700" />
				) : (
					<ShoppingCart aria-hidden="true" className="size-5" />
				)}
				{inCart ? IN_CART : ADD_TO_CART}
			</Button>
			{line && (
				<p id={noteId} className="text-center text-sm text-ink-600">
					{inCartNote({ license_type: line.license_type, exclusive_months: line.exclusive_months ?? null })}
				</p>
			)}
			{dialog}
		</div>
	);
}

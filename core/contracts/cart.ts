import { z } from "zod";
import { DEFAULT_LICENSE, LICENSE_TYPES } from "../license";
import { PHOTO_BATCH_MAX, SELECT_AT_LEAST_ONE, SELECT_AT_MOST } from "../photo-selection";
import { ExclusiveTermField } from "./licensing";
import { PhotoSummary } from "./photos";

/** Items in the signed-in user's cart: the header badge. */
export const CartCountResponse = z.object({ count: z.number().int().nonnegative() });
export type CartCountResponse = z.infer<typeof CartCountResponse>;

/**
 * Adds photos to the caller's cart in one request (spec section 7: quantity 1, the default
 * license unless given). A photo already in the cart is a duplicate, not an error (section 8).
 */
export const CartBatchAdd = z
	.object({
		items: z
			.array(
				z
					.object({
						photo_id: z.uuid("not a photo id"),
						license_type: z.enum(LICENSE_TYPES).default(DEFAULT_LICENSE),
					})
					.strict(),
			)
			.min(1, "Add at least one photo")
			.max(500),
	})
	.strict();
export type CartBatchAdd = z.input<typeof CartBatchAdd>;
export const CartBatchAddResponse = z.object({
	added: z.number().int().nonnegative(),
	duplicates: z.number().int().nonnegative(),
	/** Photos that are not (or no longer) live. */
	errors: z.number().int().nonnegative(),
});
export type CartBatchAddResponse = z.infer<typeof CartBatchAddResponse>;

export const Cents = z.number().int().nonnegative();
const LicenseTypeField = z.enum(LICENSE_TYPES);

export const DiscountTierSchema = z.object({
	name: z.string(),
	min_items: z.number().int(),
	percent: z.number(),
});

/**
 * Issue 30: the paid licence a cart line upgrades (to hero, or to exclusive hero). The line costs
 * the new licence's price less `paid_cents`; it adds no photo to the volume tier and takes no
 * share of its discount.
 */
export const CartUpgradeOf = z.object({
	order_item_id: z.uuid(),
	licence_number: z.string(),
	license_type: LicenseTypeField,
	exclusive_months: ExclusiveTermField.nullable(),
	/** What was paid for that licence (after its order's discount, with earlier upgrades of it). */
	paid_cents: Cents,
});
export type CartUpgradeOf = z.infer<typeof CartUpgradeOf>;

/** One cart line, priced by core/pricing.ts on the server (spec section 3, "cart_items"). */
export const CartLine = z.object({
	id: z.uuid(),
	license_type: LicenseTypeField,
	/** Issue 30: an exclusive hero licence's term in months; null: not exclusive. */
	exclusive_months: ExclusiveTermField.nullable().default(null),
	/** Issue 30: the licence this line upgrades; null for a new licence. */
	upgrade_of: CartUpgradeOf.nullable().default(null),
	quantity: z.number().int().positive(),
	added_at: z.string(),
	photo: PhotoSummary,
	unit_price_cents: Cents,
	subtotal_cents: Cents,
	/** This line's share of the volume discount, in whole cents. */
	discount_cents: Cents,
	total_cents: Cents,
});
export type CartLine = z.infer<typeof CartLine>;

/** The caller's cart, newest added first, with its totals, tier and the next tier's hint. */
export const CartResponse = z.object({
	items: z.array(CartLine),
	item_count: z.number().int().nonnegative(),
	subtotal_cents: Cents,
	discount_cents: Cents,
	total_cents: Cents,
	tier: DiscountTierSchema.nullable(),
	next_tier: z.object({ tier: DiscountTierSchema, items_needed: z.number().int().positive() }).nullable(),
	/**
	 * Issue 30: the production the cart is for (PUT /api/cart/production) and the photos it has
	 * licensed already, which count toward the tier with the cart's new photos; null: none chosen.
	 */
	production: z
		.object({ project_id: z.uuid(), name: z.string(), licensed_count: z.number().int().nonnegative() })
		.nullable()
		.default(null),
	/** The photos the tier is reached by: the production's licensed ones plus the cart's new ones. */
	tier_count: z.number().int().nonnegative().default(0),
});
export type CartResponse = z.infer<typeof CartResponse>;

/** PUT /api/cart/production: the production the cart is for (one the caller may see), or null for none. */
export const CartProductionUpdate = z
	.object({ project_id: z.uuid("not a production id").nullable() })
	.strict();
export type CartProductionUpdate = z.infer<typeof CartProductionUpdate>;

/** One photo into the cart (quantity 1); 409 when it is there already (spec section 3: 23505). */
export const CartAdd = z
	.object({
		photo_id: z.uuid("not a photo id"),
		license_type: LicenseTypeField.default(DEFAULT_LICENSE),
		/** Issue 30: an exclusive hero licence for this many months (hero usage only). */
		exclusive_months: ExclusiveTermField.optional(),
		/** Issue 30: upgrade this paid licence (an order line of the photo) instead of buying anew. */
		upgrade_of: z.uuid("not a licence id").optional(),
	})
	.strict();
export type CartAdd = z.input<typeof CartAdd>;
export const CartItemResponse = z.object({
	item: CartLine.omit({ discount_cents: true, total_cents: true }),
});
export type CartItemResponse = z.infer<typeof CartItemResponse>;

export const CartLicenseUpdate = z
	.object({
		license_type: LicenseTypeField,
		/** Issue 30: an exclusive term (hero usage only); null or absent: not exclusive. */
		exclusive_months: ExclusiveTermField.nullable().optional(),
	})
	.strict();
export type CartLicenseUpdate = z.infer<typeof CartLicenseUpdate>;

/** Ids of lines in the caller's cart (its selection, or every line it shows): 1 to 500 of them. */
const CartLineIds = z
	.array(z.uuid("not a cart line id"))
	.min(1, "Choose at least one photo")
	.max(500, "At most 500 photos at once");

/**
 * One license for several lines at once ('Set all to hero'): the server prices the cart again. Lines
 * whose photos are not cleared for hero use keep their license and are named in the answer.
 */
export const CartLinesLicenseUpdate = z
	.object({ line_ids: CartLineIds, license_type: LicenseTypeField })
	.strict();
export type CartLinesLicenseUpdate = z.infer<typeof CartLinesLicenseUpdate>;
export const CartLinesLicenseResponse = z.object({
	/** Lines whose license changed (those that had it already are not counted). */
	changed: z.number().int().nonnegative(),
	/** Lines left as they were because their photos are not cleared for hero use. */
	not_cleared: z.array(z.uuid()),
	cart: CartResponse,
});
export type CartLinesLicenseResponse = z.infer<typeof CartLinesLicenseResponse>;

/** Moves one line to one of the caller's wishlists: added there (with its license) and out of the cart. */
export const CartMoveToWishlist = z.object({ wishlist_id: z.uuid("not a wishlist id") }).strict();
export type CartMoveToWishlist = z.infer<typeof CartMoveToWishlist>;
/** The same for several lines ('Move selected to wishlist'). */
export const CartLinesMoveToWishlist = z
	.object({ line_ids: CartLineIds, wishlist_id: z.uuid("not a wishlist id") })
	.strict();
export type CartLinesMoveToWishlist = z.infer<typeof CartLinesMoveToWishlist>;
export const CartMoveResponse = z.object({
	/** Lines taken out of the cart, each now in the wishlist. */
	moved: z.number().int().nonnegative(),
	/** Of those, photos the wishlist held already (their cart line went all the same). */
	already_in_wishlist: z.number().int().nonnegative(),
});
export type CartMoveResponse = z.infer<typeof CartMoveResponse>;

/** Up to PHOTO_BATCH_MAX photo ids, as a grid's selection sends them; a repeated id counts once. */
export const PhotoIdBatch = z
	.array(z.uuid("not a photo id"))
	.min(1, SELECT_AT_LEAST_ONE)
	.max(PHOTO_BATCH_MAX, SELECT_AT_MOST);

/**
 * The photos selected on a listing grid into the caller's cart in one step (issue 28, item 3),
 * all with one license (the default unless given; the cart changes it per line later).
 */
export const CartSelectionAdd = z
	.object({ photo_ids: PhotoIdBatch, license_type: LicenseTypeField.default(DEFAULT_LICENSE) })
	.strict();
export type CartSelectionAdd = z.input<typeof CartSelectionAdd>;

/**
 * What became of each photo: added; already in the cart (left as it was); not for sale (not live:
 * withdrawn or not yet published); not cleared (hero usage asked of a photo not cleared for it);
 * not found (no such photo).
 */
export const CART_SELECTION_STATUSES = [
	"added",
	"in_cart",
	"not_for_sale",
	"not_cleared",
	"not_found",
] as const;
export type CartSelectionStatus = (typeof CART_SELECTION_STATUSES)[number];
export const CartSelectionAddResponse = z.object({
	/** One per distinct photo id, in the order sent. */
	results: z.array(z.object({ photo_id: z.uuid(), status: z.enum(CART_SELECTION_STATUSES) })),
	added: z.number().int().nonnegative(),
	in_cart: z.number().int().nonnegative(),
	/** Photos neither added nor in the cart (not for sale, not cleared, not found). */
	not_added: z.number().int().nonnegative(),
});
export type CartSelectionAddResponse = z.infer<typeof CartSelectionAddResponse>;

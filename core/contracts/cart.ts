import { z } from "zod";
import { DEFAULT_LICENSE, LICENSE_TYPES } from "../license";

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

import { z } from "zod";

/** Items in the signed-in user's cart: the header badge. */
export const CartCountResponse = z.object({ count: z.number().int().nonnegative() });
export type CartCountResponse = z.infer<typeof CartCountResponse>;

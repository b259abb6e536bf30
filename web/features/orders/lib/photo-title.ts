import type { OrderPhoto } from "@core/contracts/orders";

/** A licensed photo's name: its title, else its number. */
export function photoTitle(photo: OrderPhoto): string {
	return photo.title.trim() || `Photo #${photo.photoid}`;
}

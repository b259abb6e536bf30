import { clears } from "@core/clearance";
import type { PhotoLicensing } from "@core/contracts/licensing";
import { EXCLUSIVE_TERMS, type ExclusiveMultipliers, licenceListPriceCents } from "@core/licensing";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";
import { NotFoundError } from "../errors";
import { exclusiveBlock, heldByOtherUntil, heroBlock, licensingStates } from "./availability";

/** A live photo's licensing as the user (or a guest, null) sees it; 404 for a photo not for sale. */
export async function photoLicensing(
	executor: Executor,
	photoId: string,
	userId: string | null,
	multipliers: ExclusiveMultipliers,
): Promise<PhotoLicensing> {
	const [photo] = await rowsOf<{ price_cents: number; clearance: string }>(
		executor,
		sql`select price_cents, clearance from photos where id = ${photoId} and photo_status = 'live'`,
	);
	if (!photo) throw new NotFoundError("Photo not found");
	const state = (await licensingStates(executor, [photoId], { userId })).get(photoId);
	const price = Number(photo.price_cents);
	const heroCleared = clears(photo.clearance as Parameters<typeof clears>[0], "hero");
	const exclusivity = state?.exclusivity ?? null;
	return {
		photo_id: photoId,
		prices: {
			background_cents: licenceListPriceCents(price, { license_type: "background-dressing" }, multipliers),
			hero_cents: licenceListPriceCents(price, { license_type: "hero-usage" }, multipliers),
			exclusive: EXCLUSIVE_TERMS.map((months) => ({
				months,
				price_cents: licenceListPriceCents(
					price,
					{ license_type: "hero-usage", exclusive_months: months },
					multipliers,
				),
			})),
		},
		hero_cleared: heroCleared,
		held_by_other_until: heldByOtherUntil(state),
		my_holds: (state?.holds ?? [])
			.filter((hold) => hold.mine)
			.map(({ hold_id, project_id, production, expires_at }) => ({
				hold_id,
				project_id,
				production,
				expires_at,
			})),
		exclusivity: exclusivity
			? {
					until: exclusivity.until,
					mine: exclusivity.mine,
					production: exclusivity.mine ? exclusivity.production : null,
				}
			: null,
		hero_block: heroBlock(state),
		exclusive_block: exclusiveBlock(state),
	};
}

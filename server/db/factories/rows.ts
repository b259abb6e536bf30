import { randomUUID } from "node:crypto";
import type { collections, events, faces, persons, photos, profiles, tags, users } from "../schema";

/**
 * Row factories: the insert row of each catalogue table, from the fields a caller names laid over
 * the defaults that make a valid row. The demo seed (./demo.ts, ../seed) and the tests' fixtures
 * (server/test/fixtures) build their rows here and nowhere else, so a column added to a table is
 * added once: a new NOT NULL column gets its default below, and every seeded and test-made row
 * has it. Pure, and production code: the demo seed runs in production.
 *
 * Most tables need no default of their own today (their other columns are nullable or have a
 * database default); their factory is still the one place a row of theirs is built.
 */

/**
 * The defaults under the caller's fields: a field the caller names wins, with the caller's type
 * (the demo's families keep their narrow types through it).
 */
type Over<Defaults, Fields> = Omit<Defaults, keyof Fields> & Fields;

function over<Defaults extends object, Fields extends object>(
	defaults: Defaults,
	fields: Fields,
): Over<Defaults, Fields> {
	return { ...defaults, ...fields };
}

export type UserRow = typeof users.$inferInsert;
export type ProfileRow = typeof profiles.$inferInsert;
export type PhotoRow = typeof photos.$inferInsert;
export type PersonRow = typeof persons.$inferInsert;
export type FaceRow = typeof faces.$inferInsert;
export type EventRow = typeof events.$inferInsert;
export type TagRow = typeof tags.$inferInsert;
export type CollectionRow = typeof collections.$inferInsert;

/** An account. A family's account is named "Family" unless told. */
export const userRow = <F extends Pick<UserRow, "email"> & Partial<UserRow>>(fields: F) =>
	over({ name: "Family" }, fields);

/** A user's profile; a family's storefront is its storefront_name. */
export const profileRow = <F extends Pick<ProfileRow, "id"> & Partial<ProfileRow>>(fields: F) =>
	over({}, fields);

/**
 * A family (photo owner): its account, with the family role unless told, and its profile under one
 * id (a new one unless the account names it).
 */
export function familyRows<
	U extends Pick<UserRow, "email"> & Partial<UserRow>,
	P extends Omit<Partial<ProfileRow>, "id">,
>(user: U, profile: P) {
	const id = user.id ?? randomUUID();
	return { user: userRow({ role: "family", ...user, id }), profile: profileRow({ ...profile, id }) };
}

/**
 * A photo: live, cleared for hero use, $49 and 1200 × 800 unless told (the database's own
 * defaults are draft and 'pending'). Cleared, because a live photo must be (issue 26) and tests
 * of anything but clearance should not have to write a ledger; the demo seed writes its ledger
 * and lets the rules judge its photos (recomputeClearances).
 */
export const photoRow = (fields: Pick<PhotoRow, "title" | "user_id"> & Partial<PhotoRow>): PhotoRow => ({
	price_cents: 4900,
	photo_status: "live",
	clearance: "hero",
	width: 1200,
	height: 800,
	...fields,
});

/** A person a face can be: a family member, or anyone an admin names. */
export const personRow = (fields: PersonRow): PersonRow => ({ ...fields });

/** A face found on a photo, optionally a known person's. */
export const faceRow = (fields: FaceRow): FaceRow => ({ ...fields });

export const eventRow = (fields: EventRow): EventRow => ({ ...fields });

export const tagRow = (fields: TagRow): TagRow => ({ ...fields });

/** A curated collection: public unless told (the database's default). */
export const collectionRow = (fields: CollectionRow): CollectionRow => ({ ...fields });

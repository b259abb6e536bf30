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

/** The defaults under the caller's fields: a field the caller names wins, with the caller's type. */
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

/**
 * A family (photo owner): its account and its profile, whose storefront_name is the family's
 * storefront, under one id (a new one unless the account names it).
 */
export function familyRows<
	U extends Pick<UserRow, "email"> & Partial<UserRow>,
	P extends Omit<Partial<ProfileRow>, "id">,
>(user: U, profile: P) {
	const id = user.id ?? randomUUID();
	return { user: userRow({ ...user, id }), profile: { ...profile, id } };
}

/** A photo: live, $49 and 1200 × 800 unless told (the database's own default status is draft). */
export const photoRow = <F extends Pick<PhotoRow, "title" | "user_id"> & Partial<PhotoRow>>(fields: F) =>
	over({ price_cents: 4900, photo_status: "live", width: 1200, height: 800 } as const, fields);

/** A person a face can be: a family member, or anyone an admin names. */
export const personRow = <F extends Partial<PersonRow>>(fields: F) => over({}, fields);

/** A face found on a photo, optionally a known person's. */
export const faceRow = <F extends Pick<FaceRow, "photo_id"> & Partial<FaceRow>>(fields: F) =>
	over({}, fields);

export const eventRow = <F extends Pick<EventRow, "name"> & Partial<EventRow>>(fields: F) => over({}, fields);

export const tagRow = <F extends Pick<TagRow, "name"> & Partial<TagRow>>(fields: F) => over({}, fields);

/** A curated collection: public unless told (the database's default). */
export const collectionRow = <F extends Pick<CollectionRow, "title"> & Partial<CollectionRow>>(fields: F) =>
	over({}, fields);

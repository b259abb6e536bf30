import type { Profile, ProfileUpdate } from "@core/contracts/profiles";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { profiles, signup_requests } from "../db/schema";

/**
 * Profiles' SQL, in drizzle's typed builder (plain single-table reads and writes): the profile
 * row, and the sign-up requests a new account's profile is made from.
 */

type ProfileRow = typeof profiles.$inferSelect;

/** The profile fields a write may set (the id and the timestamps are the statements'). */
type ProfileValues = Omit<typeof profiles.$inferInsert, "id" | "created_at" | "updated_at">;

export function toProfile(row: ProfileRow): Profile {
	return {
		id: row.id,
		first_name: row.first_name,
		last_name: row.last_name,
		storefront_name: row.storefront_name,
		needs_password_setup: row.needs_password_setup,
		agreement_type: row.agreement_type,
		updated_at: row.updated_at.toISOString(),
	};
}

export async function findProfile(executor: Executor, userId: string): Promise<Profile | null> {
	const [row] = await executor.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
	return row ? toProfile(row) : null;
}

/**
 * Writes the fields `update` gives to the user's profile, making it if there is none; the others
 * stay, and updated_at is stamped either way.
 */
export async function upsertProfileRow(
	executor: Executor,
	userId: string,
	update: ProfileUpdate,
): Promise<Profile> {
	const changes = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
	const now = new Date();
	const [row] = await executor
		.insert(profiles)
		.values({ id: userId, ...changes, updated_at: now })
		.onConflictDoUpdate({ target: profiles.id, set: { ...changes, updated_at: now } })
		.returning();
	if (!row) throw new Error("profile upsert returned no row");
	return toProfile(row);
}

/** A new account's profile from `values`, asking for a password; an existing one takes the values. */
export async function insertNewUserProfile(
	executor: Executor,
	userId: string,
	values: ProfileValues,
): Promise<Profile> {
	const [row] = await executor
		.insert(profiles)
		.values({ id: userId, ...values, needs_password_setup: true })
		.onConflictDoUpdate({ target: profiles.id, set: { ...values, updated_at: sql`now()` } })
		.returning();
	if (!row) throw new Error("profile insert returned no row");
	return toProfile(row);
}

// ---------------------------------------------------------------- sign-up requests

export type SignupRequestRow = typeof signup_requests.$inferSelect;

/** The unexpired request whose link token hashes to `tokenHash`, for that (lower-cased) email. */
export async function findSignupRequest(
	executor: Executor,
	tokenHash: string,
	email: string,
): Promise<SignupRequestRow | undefined> {
	const [request] = await executor
		.select()
		.from(signup_requests)
		.where(
			and(
				eq(signup_requests.token_hash, tokenHash),
				eq(signup_requests.email, email),
				gt(signup_requests.expires_at, sql`now()`),
			),
		)
		.limit(1);
	return request;
}

export async function deleteSignupRequest(executor: Executor, tokenHash: string): Promise<void> {
	await executor.delete(signup_requests).where(eq(signup_requests.token_hash, tokenHash));
}

export async function deleteExpiredSignupRequests(executor: Executor): Promise<void> {
	await executor.delete(signup_requests).where(lt(signup_requests.expires_at, sql`now()`));
}

export async function insertSignupRequest(
	executor: Executor,
	request: typeof signup_requests.$inferInsert,
): Promise<void> {
	await executor.insert(signup_requests).values(request);
}

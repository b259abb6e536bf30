import { createHash } from "node:crypto";
import type { SignUpMetadata } from "@core/contracts/auth";
import type { Profile, ProfileUpdate } from "@core/contracts/profiles";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles, signup_requests } from "../db/schema";

type ProfileRow = typeof profiles.$inferSelect;

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

/** A user without a profile row has no profile; that is not an error (spec section 5). */
export async function getProfile(database: Database, userId: string): Promise<Profile | null> {
	const [row] = await database.db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
	return row ? toProfile(row) : null;
}

/** Upsert: the given fields change, the others stay; updated_at is stamped either way. */
export async function upsertProfile(
	database: Database,
	userId: string,
	update: ProfileUpdate,
): Promise<Profile> {
	const changes = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
	const now = new Date();
	const [row] = await database.db
		.insert(profiles)
		.values({ id: userId, ...changes, updated_at: now })
		.onConflictDoUpdate({ target: profiles.id, set: { ...changes, updated_at: now } })
		.returning();
	if (!row) throw new Error("profile upsert returned no row");
	return toProfile(row);
}

function splitName(name: string): { first: string | null; last: string | null } {
	const parts = name.trim().split(/\s+/).filter(Boolean);
	if (parts.length === 0) return { first: null, last: null };
	return { first: parts[0] ?? null, last: parts.slice(1).join(" ") || null };
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Every new account gets a profile: from its sign-up form when the account is made by opening
 * that form's emailed link, else from the name the identity provider gave. It has no password yet.
 */
export async function createProfileForNewUser(
	database: Database,
	user: { id: string; email: string; name: string | null },
	linkToken: string | undefined,
): Promise<Profile> {
	const email = user.email.toLowerCase();
	const [request] = linkToken
		? await database.db
				.select()
				.from(signup_requests)
				.where(
					and(
						eq(signup_requests.token_hash, tokenHash(linkToken)),
						eq(signup_requests.email, email),
						gt(signup_requests.expires_at, sql`now()`),
					),
				)
				.limit(1)
		: [];
	const name = splitName(user.name ?? "");
	const values = request
		? {
				first_name: request.first_name,
				last_name: request.last_name,
				agreement_type: request.agreement_type,
				agreement_accepted: request.agreement_accepted,
				agreement_date: request.agreement_date,
			}
		: { first_name: name.first, last_name: name.last };
	const [row] = await database.db
		.insert(profiles)
		.values({ id: user.id, ...values, needs_password_setup: true })
		.onConflictDoUpdate({ target: profiles.id, set: { ...values, updated_at: sql`now()` } })
		.returning();
	if (request)
		await database.db.delete(signup_requests).where(eq(signup_requests.token_hash, request.token_hash));
	if (!row) throw new Error("profile insert returned no row");
	return toProfile(row);
}

/**
 * What a sign-up form sent, bound to the link emailed for it: the account is made from it only
 * when that link is opened, before it expires. The agreement is dated by the server.
 */
export async function saveSignupRequest(
	database: Database,
	request: { token: string; email: string; metadata: SignUpMetadata; expiresAt: Date },
): Promise<void> {
	const { metadata } = request;
	await database.db.delete(signup_requests).where(lt(signup_requests.expires_at, sql`now()`));
	await database.db.insert(signup_requests).values({
		token_hash: tokenHash(request.token),
		email: request.email.toLowerCase(),
		first_name: metadata.first_name,
		last_name: metadata.last_name || null,
		agreement_type: metadata.agreement_type,
		agreement_accepted: metadata.agreement_accepted,
		agreement_date: new Date(),
		expires_at: request.expiresAt,
	});
}

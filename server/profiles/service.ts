import type { SignUpMetadata } from "@core/contracts/auth";
import type { Profile, ProfileUpdate } from "@core/contracts/profiles";
import { sha256Hex } from "../auth/link-token";
import type { Database } from "../db/client";
import {
	deleteExpiredSignupRequests,
	deleteSignupRequest,
	findProfile,
	findSignupRequest,
	insertNewUserProfile,
	insertSignupRequest,
	upsertProfileRow,
} from "./queries";

/** A user without a profile row has no profile; that is not an error (spec section 5). */
export function getProfile(database: Database, userId: string): Promise<Profile | null> {
	return findProfile(database.db, userId);
}

/** Upsert: the given fields change, the others stay; updated_at is stamped either way. */
export function upsertProfile(database: Database, userId: string, update: ProfileUpdate): Promise<Profile> {
	return upsertProfileRow(database.db, userId, update);
}

function splitName(name: string): { first: string | null; last: string | null } {
	const parts = name.trim().split(/\s+/).filter(Boolean);
	if (parts.length === 0) return { first: null, last: null };
	return { first: parts[0] ?? null, last: parts.slice(1).join(" ") || null };
}

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
	const request = linkToken ? await findSignupRequest(database.db, sha256Hex(linkToken), email) : undefined;
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
	const profile = await insertNewUserProfile(database.db, user.id, values);
	if (request) await deleteSignupRequest(database.db, request.token_hash);
	return profile;
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
	await deleteExpiredSignupRequests(database.db);
	await insertSignupRequest(database.db, {
		token_hash: sha256Hex(request.token),
		email: request.email.toLowerCase(),
		first_name: metadata.first_name,
		last_name: metadata.last_name || null,
		agreement_type: metadata.agreement_type,
		agreement_accepted: metadata.agreement_accepted,
		agreement_date: new Date(),
		expires_at: request.expiresAt,
	});
}

import {
	type AdminFamilyInvitation,
	FAMILY_TEXT,
	type FamilyInvitationCreate,
	type FamilyInvitationView,
	type InvitationState,
} from "@core/contracts/families";
import { FAMILY_INVITATION_DAYS } from "@core/family";
import { SITE_NAME } from "@core/site-name";
import type { z } from "zod";
import type { AppServices } from "../app-services";
import type { SessionInfo } from "../auth/access";
import { newLinkToken, sha256Hex } from "../auth/link-token";
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from "../errors";
import { invitationLink, invitationMail } from "./mail";
import {
	type InvitationByToken,
	insertInvitation,
	invitationByHash,
	markInvitationAccepted,
	recentInvitations,
	roleOfEmail,
} from "./queries/invitations";
import { makeFamily } from "./queries/storefront";

/**
 * An admin's invitation by email (issue 27): the link's token is 32 random bytes (base64url),
 * of which only the sha256 is stored, so the table alone opens nothing. The link works once,
 * for FAMILY_INVITATION_DAYS, and only for the account with the invited address.
 */

type Services = Pick<AppServices, "database" | "mailer" | "config">;

const TEAM = `The ${SITE_NAME} team`;

/** "r•••@f•••.test": enough for the right person to know it, too little to learn it. */
function maskEmail(email: string): string {
	const [local = "", domain = ""] = email.split("@");
	const dot = domain.lastIndexOf(".");
	const host = dot > 0 ? domain.slice(0, dot) : domain;
	const tld = dot > 0 ? domain.slice(dot) : "";
	return `${local.slice(0, 1)}•••@${host.slice(0, 1)}•••${tld}`;
}

export async function inviteFamily(
	services: Services,
	inviter: SessionInfo,
	input: z.output<typeof FamilyInvitationCreate>,
): Promise<AdminFamilyInvitation> {
	const { database, mailer, config } = services;
	const token = newLinkToken();
	const invitation = await database.db.transaction(async (tx) => {
		const existing = await roleOfEmail(tx, input.email);
		if (existing && existing.role !== "user") throw new ConflictError(FAMILY_TEXT.invitedIsFamily);
		const created = await insertInvitation(tx, {
			email: input.email,
			storefront_name: input.storefront_name,
			token_hash: sha256Hex(token),
			days: FAMILY_INVITATION_DAYS,
			invited_by: inviter.user.id,
		});
		await mailer.enqueue(
			tx,
			invitationMail(input.email, {
				storefrontName: input.storefront_name,
				inviter: inviter.user.name?.trim() || TEAM,
				link: invitationLink(config.publicUrl, token),
			}),
		);
		return created;
	});
	mailer.wake();
	return invitation;
}

export function listInvitations(services: Pick<Services, "database">): Promise<AdminFamilyInvitation[]> {
	return recentInvitations(services.database.db);
}

function stateOf(invitation: InvitationByToken): InvitationState {
	if (invitation.accepted_at) return "used";
	return invitation.expired ? "expired" : "valid";
}

const notFound = () => new NotFoundError(FAMILY_TEXT.invitationNotFound);

/** What a link offers, for anyone holding it: the storefront, the address masked, its state. */
export async function viewInvitation(
	services: Pick<Services, "database">,
	token: string,
): Promise<FamilyInvitationView> {
	const invitation = await invitationByHash(services.database.db, sha256Hex(token));
	if (!invitation) throw notFound();
	return {
		storefront_name: invitation.storefront_name,
		email_masked: maskEmail(invitation.email),
		invited_by: invitation.inviter?.trim() || TEAM,
		state: stateOf(invitation),
		expires_at: new Date(invitation.expires_at).toISOString(),
	};
}

/**
 * Makes the signed-in caller a family with the invitation's storefront, in one transaction with
 * marking the link used: only for the invited address (compared case-insensitively), once, in time.
 */
export async function acceptInvitation(
	services: Pick<Services, "database">,
	session: SessionInfo,
	token: string,
): Promise<{ storefront_name: string }> {
	return services.database.db.transaction(async (tx) => {
		const invitation = await invitationByHash(tx, sha256Hex(token), { lock: true });
		if (!invitation) throw notFound();
		const state = stateOf(invitation);
		if (state === "used") throw new GoneError(FAMILY_TEXT.invitationUsed, "INVITATION_GONE");
		if (state === "expired") throw new GoneError(FAMILY_TEXT.invitationExpired, "INVITATION_GONE");
		if (invitation.email.toLowerCase() !== session.user.email.toLowerCase())
			throw new ForbiddenError(FAMILY_TEXT.invitationOtherEmail);
		if (session.user.role === "admin") throw new ForbiddenError(FAMILY_TEXT.adminCannotApply);
		if (session.user.role === "family") throw new ConflictError(FAMILY_TEXT.alreadyFamily);
		await markInvitationAccepted(tx, invitation.id, session.user.id);
		await makeFamily(tx, session.user.id, { storefront_name: invitation.storefront_name });
		return { storefront_name: invitation.storefront_name };
	});
}

import type { InvitationCreate, InvitationPreview, MyCompany } from "@core/contracts/teams";
import { INVITATION_DAYS, TEAM_TEXT } from "@core/teams";
import type { z } from "zod";
import type { AppServices } from "../app-services";
import type { SessionInfo } from "../auth/access";
import { newLinkToken, sha256Hex } from "../auth/link-token";
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from "../errors";
import { requireCompanyRole, roleIn } from "./access";
import { companyInvitationLink, companyInvitationMail } from "./mail";
import { lockCompany } from "./queries";
import {
	addMember,
	claimInvitation,
	emailIsMember,
	insertInvitation,
	invitationByHash,
	invitationInCompany,
	invitationState,
	revokeInvitation,
	revokePendingFor,
	toInvitation,
} from "./team-queries";

/**
 * Joining a company by email (issue 29). The link's token is 32 random bytes (base64url) of which
 * only the SHA-256 is stored, so the table alone opens nothing. A link works once, for
 * INVITATION_DAYS, and only for the account with the invited address; a newer invitation to the
 * same address withdraws the older.
 */

type Services = Pick<AppServices, "database" | "mailer" | "config">;

const invitationNotFound = () => new NotFoundError(TEAM_TEXT.invitationNotFound);

/** An owner invites an email with a role; the mail leaves once the invitation is stored. */
export async function inviteMember(
	services: Services,
	inviter: SessionInfo,
	companyId: string,
	input: z.output<typeof InvitationCreate>,
) {
	const { database, mailer, config } = services;
	const token = newLinkToken();
	const invitation = await database.db.transaction(async (tx) => {
		await requireCompanyRole(tx, inviter.user.id, companyId, "manage", "invite members");
		const company = await lockCompany(tx, companyId);
		if (!company) throw new NotFoundError(TEAM_TEXT.notMember);
		if (await emailIsMember(tx, companyId, input.email))
			throw new ConflictError(TEAM_TEXT.alreadyMember(input.email));
		await revokePendingFor(tx, companyId, input.email);
		const id = await insertInvitation(tx, {
			companyId,
			email: input.email,
			role: input.role,
			tokenHash: sha256Hex(token),
			invitedBy: inviter.user.id,
			days: INVITATION_DAYS,
		});
		await mailer.enqueue(
			tx,
			companyInvitationMail({
				to: input.email,
				company: company.name,
				inviter: inviter.user.name?.trim() || inviter.user.email,
				role: input.role,
				link: companyInvitationLink(config.publicUrl, token),
			}),
		);
		const created = await invitationInCompany(tx, companyId, id);
		if (!created) throw new Error("the invitation just stored was not found");
		return toInvitation(created);
	});
	mailer.wake();
	return invitation;
}

/** An owner withdraws an invitation; withdrawing one already withdrawn is no change. */
export async function withdrawInvitation(
	services: Pick<Services, "database">,
	userId: string,
	companyId: string,
	invitationId: string,
): Promise<void> {
	await services.database.db.transaction(async (tx) => {
		await requireCompanyRole(tx, userId, companyId, "manage", "withdraw invitations");
		const invitation = await invitationInCompany(tx, companyId, invitationId);
		if (!invitation) throw invitationNotFound();
		if (invitation.accepted_at) throw new ConflictError(TEAM_TEXT.invitationUsed);
		await revokeInvitation(tx, invitationId);
	});
}

/** What a link offers, for anyone holding it: the company, the role, for which email, its state. */
export async function previewInvitation(
	services: Pick<Services, "database">,
	token: string,
): Promise<InvitationPreview> {
	const invitation = await invitationByHash(services.database.db, sha256Hex(token));
	if (!invitation) throw invitationNotFound();
	const { invited_by, state, expires_at } = toInvitation(invitation);
	return {
		company: invitation.company,
		role: invitation.role,
		email: invitation.email,
		invited_by,
		state,
		expires_at,
	};
}

/**
 * The signed-in caller joins the company with the invitation's role, in one transaction with
 * claiming the link: only for the invited address (any case), once, in time. Someone already a
 * member keeps the role they have.
 */
export async function acceptInvitation(
	services: Pick<Services, "database">,
	session: SessionInfo,
	token: string,
): Promise<MyCompany> {
	return services.database.db.transaction(async (tx) => {
		const invitation = await invitationByHash(tx, sha256Hex(token), { lock: true });
		if (!invitation) throw invitationNotFound();
		const state = invitationState(invitation);
		if (state === "revoked") throw new GoneError(TEAM_TEXT.invitationRevoked, "INVITATION_GONE");
		if (state === "accepted") throw new GoneError(TEAM_TEXT.invitationUsed, "INVITATION_GONE");
		if (state === "expired") throw new GoneError(TEAM_TEXT.invitationExpired, "INVITATION_GONE");
		if (invitation.email.toLowerCase() !== session.user.email.toLowerCase())
			throw new ForbiddenError(TEAM_TEXT.invitationOtherEmail(invitation.email));
		if (!(await claimInvitation(tx, invitation.id, session.user.id)))
			throw new GoneError(TEAM_TEXT.invitationUsed, "INVITATION_GONE");
		await addMember(tx, {
			companyId: invitation.company_id,
			userId: session.user.id,
			role: invitation.role,
			addedBy: invitation.inviter_id,
		});
		const company = await lockCompany(tx, invitation.company_id);
		const role = await roleIn(tx, session.user.id, invitation.company_id);
		if (!company || !role) throw invitationNotFound();
		return { ...company, role };
	});
}

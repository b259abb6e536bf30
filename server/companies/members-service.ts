import type {
	CompanyMember,
	CompanySettings,
	CompanySettingsUpdate,
	CompanyWorkspace,
	MemberNotifications,
	MemberNotificationsUpdate,
} from "@core/contracts/teams";
import { type CompanyRole, roleMay, TEAM_TEXT } from "@core/teams";
import type { z } from "zod";
import type { Database } from "../db/client";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import { requireCompanyRole } from "./access";
import { companyById, lockCompany } from "./queries";
import {
	countOwners,
	deleteMember,
	invitationsOf,
	memberOfCompany,
	membersOf,
	notificationsOf,
	productionsOf,
	setMemberRole,
	settingsOf,
	updateNotifications,
	updateSettings,
} from "./team-queries";

/**
 * A company workspace as its members use it (issue 29): who is in it, changing a role, removing
 * someone (or leaving), the settings owners keep and each member's own mail switches. A company
 * always keeps at least one owner. What a removed member made (productions, their shortlists,
 * orders) belongs to the company and stays where it is: nothing here touches those rows.
 */

const companyNotFound = () => new NotFoundError(TEAM_TEXT.notMember);
const memberNotFound = () => new NotFoundError(TEAM_TEXT.memberNotFound);

/** GET /api/companies/{id}: everything of the workspace the caller may see. */
export async function companyWorkspace(
	database: Database,
	userId: string,
	companyId: string,
): Promise<CompanyWorkspace> {
	return database.db.transaction(async (tx) => {
		const role = await requireCompanyRole(tx, userId, companyId, null);
		const company = await companyById(tx, companyId);
		const settings = await settingsOf(tx, companyId);
		const notifications = await notificationsOf(tx, companyId, userId);
		if (!company || !settings || !notifications) throw companyNotFound();
		return {
			company: { ...company, role },
			members: await membersOf(tx, companyId),
			invitations: roleMay(role, "manage") ? await invitationsOf(tx, companyId) : [],
			productions: await productionsOf(tx, companyId),
			settings,
			my_notifications: notifications,
		};
	});
}

/** An owner changes a member's role; the last owner cannot stop being one (409). */
export async function changeMemberRole(
	database: Database,
	userId: string,
	companyId: string,
	memberId: string,
	role: CompanyRole,
): Promise<CompanyMember> {
	return database.db.transaction(async (tx) => {
		// The company row serialises every change of its owners, so two demotions cannot both pass;
		// the caller's role is read after it, so one demoted meanwhile is refused.
		if (!(await lockCompany(tx, companyId))) throw companyNotFound();
		await requireCompanyRole(tx, userId, companyId, "manage", "change roles");
		const member = await memberOfCompany(tx, companyId, memberId);
		if (!member) throw memberNotFound();
		if (member.role === "owner" && role !== "owner" && (await countOwners(tx, companyId)) <= 1)
			throw new ConflictError(TEAM_TEXT.lastOwner);
		await setMemberRole(tx, companyId, memberId, role);
		return { ...member, role };
	});
}

/**
 * An owner removes a member, or a member leaves (removes themselves); the last owner can do
 * neither (409). Their productions, shortlists and orders stay with the company.
 */
export async function removeMember(
	database: Database,
	userId: string,
	companyId: string,
	memberId: string,
): Promise<void> {
	await database.db.transaction(async (tx) => {
		if (!(await lockCompany(tx, companyId))) throw companyNotFound();
		const role = await requireCompanyRole(tx, userId, companyId, null);
		if (memberId !== userId && !roleMay(role, "manage"))
			throw new ForbiddenError(TEAM_TEXT.roleRefused("remove members"));
		const member = await memberOfCompany(tx, companyId, memberId);
		if (!member) throw memberNotFound();
		if (member.role === "owner" && (await countOwners(tx, companyId)) <= 1)
			throw new ConflictError(TEAM_TEXT.lastOwner);
		await deleteMember(tx, companyId, memberId);
	});
}

/** Owners change the company's settings: approvals at checkout, mandatory references, billing. */
export async function changeSettings(
	database: Database,
	userId: string,
	companyId: string,
	update: z.output<typeof CompanySettingsUpdate>,
): Promise<CompanySettings> {
	return database.db.transaction(async (tx) => {
		await requireCompanyRole(tx, userId, companyId, "manage", "change the company's settings");
		const settings = await updateSettings(tx, companyId, update);
		if (!settings) throw companyNotFound();
		return settings;
	});
}

/** Any member turns their own approval mails on or off. */
export async function changeNotifications(
	database: Database,
	userId: string,
	companyId: string,
	update: z.output<typeof MemberNotificationsUpdate>,
): Promise<MemberNotifications> {
	return database.db.transaction(async (tx) => {
		await requireCompanyRole(tx, userId, companyId, null);
		const notifications = await updateNotifications(tx, companyId, userId, update);
		if (!notifications) throw companyNotFound();
		return notifications;
	});
}

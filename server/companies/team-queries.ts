import type { BillingContact } from "@core/contracts/orders";
import type {
	CompanyInvitation,
	CompanyMember,
	CompanySettings,
	InvitationState,
	MemberNotifications,
	ProductionSummary,
} from "@core/contracts/teams";
import type { CompanyRole, OrderReference, ProductionType } from "@core/teams";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, isoTime, rowsOf } from "../db/executor";

/**
 * A company workspace's SQL (issue 29): its members, invitations, productions, settings and each
 * member's notification switches. Who may call these is decided before, in access.ts.
 */

// ---------------------------------------------------------------- members

type MemberRow = {
	user_id: string;
	name: string;
	email: string;
	role: CompanyRole;
	added_at: Date | string;
};

const toMember = (row: MemberRow): CompanyMember => ({ ...row, added_at: isoTime(row.added_at) });

/** A person's name as the team sees it: their name, else their email. */
const DISPLAY_NAME = sql.raw("coalesce(nullif(btrim(u.name), ''), u.email)");

const selectMembers = (where: SQL) => sql`
	select m.user_id, ${DISPLAY_NAME} as name, u.email, m.role, m.added_at
	from company_members m join users u on u.id = m.user_id
	where ${where}
	order by (m.role = 'owner') desc, lower(${DISPLAY_NAME}), u.email, m.user_id`;

/** The company's members, owners first, then by name. */
export async function membersOf(executor: Executor, companyId: string): Promise<CompanyMember[]> {
	return (await rowsOf<MemberRow>(executor, selectMembers(sql`m.company_id = ${companyId}`))).map(toMember);
}

export async function memberOfCompany(
	executor: Executor,
	companyId: string,
	userId: string,
): Promise<CompanyMember | null> {
	const [row] = await rowsOf<MemberRow>(
		executor,
		selectMembers(sql`m.company_id = ${companyId} and m.user_id = ${userId}`),
	);
	return row ? toMember(row) : null;
}

/** Adds a member; someone already a member keeps the role they have. */
export async function addMember(
	executor: Executor,
	member: { companyId: string; userId: string; role: CompanyRole; addedBy: string | null },
): Promise<void> {
	await executor.execute(sql`
		insert into company_members (company_id, user_id, role, added_by)
		values (${member.companyId}, ${member.userId}, ${member.role}, ${member.addedBy})
		on conflict (company_id, user_id) do nothing`);
}

export async function setMemberRole(
	executor: Executor,
	companyId: string,
	userId: string,
	role: CompanyRole,
): Promise<void> {
	await executor.execute(sql`
		update company_members set role = ${role} where company_id = ${companyId} and user_id = ${userId}`);
}

export async function deleteMember(executor: Executor, companyId: string, userId: string): Promise<void> {
	await executor.execute(
		sql`delete from company_members where company_id = ${companyId} and user_id = ${userId}`,
	);
}

export async function countOwners(executor: Executor, companyId: string): Promise<number> {
	const [row] = await rowsOf<{ owners: number }>(
		executor,
		sql`select count(*)::int as owners from company_members where company_id = ${companyId} and role = 'owner'`,
	);
	return row?.owners ?? 0;
}

/** Whether an account with this email (any case) is a member of the company. */
export async function emailIsMember(executor: Executor, companyId: string, email: string): Promise<boolean> {
	const rows = await rowsOf<{ one: number }>(
		executor,
		sql`select 1 as one from company_members m join users u on u.id = m.user_id
			where m.company_id = ${companyId} and lower(u.email) = lower(${email}) limit 1`,
	);
	return rows.length > 0;
}

// ---------------------------------------------------------------- invitations

export type InvitationRow = {
	id: string;
	company_id: string;
	company: string;
	email: string;
	role: CompanyRole;
	/** The inviter's name (or email); `inviter_id` is their account. */
	invited_by: string | null;
	inviter_id: string | null;
	created_at: Date | string;
	expires_at: Date | string;
	accepted_at: Date | string | null;
	revoked_at: Date | string | null;
	expired: boolean;
};

export function invitationState(row: InvitationRow): InvitationState {
	if (row.accepted_at) return "accepted";
	if (row.revoked_at) return "revoked";
	return row.expired ? "expired" : "pending";
}

export const toInvitation = (row: InvitationRow): CompanyInvitation => ({
	id: row.id,
	email: row.email,
	role: row.role,
	state: invitationState(row),
	invited_by: row.invited_by,
	created_at: isoTime(row.created_at),
	expires_at: isoTime(row.expires_at),
});

const selectInvitations = (where: SQL, lock = false) => sql`
	select i.id, i.company_id, c.name as company, i.email, i.role, ${DISPLAY_NAME} as invited_by,
		i.invited_by as inviter_id, i.created_at, i.expires_at, i.accepted_at, i.revoked_at, (i.expires_at <= now()) as expired
	from company_invitations i
	join companies c on c.id = i.company_id
	left join users u on u.id = i.invited_by
	where ${where}
	order by i.created_at desc, i.id
	${lock ? sql`for update of i` : sql``}`;

/** The company's newest invitations (pending and past), for its owners. */
export async function invitationsOf(executor: Executor, companyId: string): Promise<CompanyInvitation[]> {
	const rows = await rowsOf<InvitationRow>(
		executor,
		sql`${selectInvitations(sql`i.company_id = ${companyId}`)} limit 100`,
	);
	return rows.map(toInvitation);
}

export async function invitationInCompany(
	executor: Executor,
	companyId: string,
	id: string,
): Promise<InvitationRow | null> {
	const [row] = await rowsOf<InvitationRow>(
		executor,
		selectInvitations(sql`i.company_id = ${companyId} and i.id = ${id}`, true),
	);
	return row ?? null;
}

/** The invitation a link's token opens (by its hash); `lock` for accepting it. */
export async function invitationByHash(
	executor: Executor,
	tokenHash: string,
	{ lock = false }: { lock?: boolean } = {},
): Promise<InvitationRow | null> {
	const [row] = await rowsOf<InvitationRow>(
		executor,
		selectInvitations(sql`i.token_hash = ${tokenHash}`, lock),
	);
	return row ?? null;
}

/** Withdraws the pending invitations of the company to this email (any case). */
export async function revokePendingFor(executor: Executor, companyId: string, email: string): Promise<void> {
	await executor.execute(sql`
		update company_invitations set revoked_at = now()
		where company_id = ${companyId} and lower(email) = lower(${email})
			and accepted_at is null and revoked_at is null`);
}

export async function insertInvitation(
	executor: Executor,
	invitation: {
		companyId: string;
		email: string;
		role: CompanyRole;
		tokenHash: string;
		invitedBy: string;
		days: number;
	},
): Promise<string> {
	const [row] = await rowsOf<{ id: string }>(
		executor,
		sql`insert into company_invitations (company_id, email, role, token_hash, invited_by, expires_at)
			values (${invitation.companyId}, ${invitation.email}, ${invitation.role}, ${invitation.tokenHash},
				${invitation.invitedBy}, now() + make_interval(days => ${invitation.days}))
			returning id`,
	);
	if (!row) throw new Error("insert into company_invitations returned no row");
	return row.id;
}

/** Withdraws one invitation not yet accepted; false when it was accepted or withdrawn before. */
export async function revokeInvitation(executor: Executor, id: string): Promise<boolean> {
	const rows = await rowsOf<{ id: string }>(
		executor,
		sql`update company_invitations set revoked_at = now()
			where id = ${id} and accepted_at is null and revoked_at is null returning id`,
	);
	return rows.length > 0;
}

/** Claims an invitation for the user: once only, and never a withdrawn or expired one. */
export async function claimInvitation(executor: Executor, id: string, userId: string): Promise<boolean> {
	const rows = await rowsOf<{ id: string }>(
		executor,
		sql`update company_invitations set accepted_at = now(), accepted_by = ${userId}
			where id = ${id} and accepted_at is null and revoked_at is null and expires_at > now()
			returning id`,
	);
	return rows.length > 0;
}

// ---------------------------------------------------------------- productions

type ProductionRow = {
	id: string;
	name: string;
	production_type: ProductionType | null;
	starts_on: string | null;
	ends_on: string | null;
	production_code: string | null;
	shortlist_count: number;
	licence_count: number;
};

/**
 * The company's productions, whoever made them, with how many shortlists (wishlists of the
 * production) and licences (photos of its paid orders) each holds.
 */
export async function productionsOf(executor: Executor, companyId: string): Promise<ProductionSummary[]> {
	const rows = await rowsOf<ProductionRow>(
		executor,
		sql`select p.id, p.name, p.production_type, p.starts_on::text as starts_on, p.ends_on::text as ends_on,
				p.production_code,
				(select count(*)::int from wishlists w where w.project_id = p.id) as shortlist_count,
				(select count(*)::int from order_items oi join orders o on o.id = oi.order_id
					where o.project_id = p.id and o.status = 'paid') as licence_count
			from projects p
			where p.company_id = ${companyId}
			order by lower(p.name), p.name, p.id`,
	);
	return rows;
}

// ---------------------------------------------------------------- settings and notifications

type SettingsRow = {
	approved_only: boolean;
	required_refs: OrderReference[];
	billing: BillingContact | null;
};

export async function settingsOf(executor: Executor, companyId: string): Promise<CompanySettings | null> {
	const [row] = await rowsOf<SettingsRow>(
		executor,
		sql`select approved_only, required_refs, billing from companies where id = ${companyId}`,
	);
	return row
		? { approved_only: row.approved_only, required_refs: row.required_refs, billing: row.billing }
		: null;
}

/** Sets the settings given (undefined leaves one as it is) and answers them all. */
export async function updateSettings(
	executor: Executor,
	companyId: string,
	update: Partial<CompanySettings>,
): Promise<CompanySettings | null> {
	const sets: SQL[] = [sql`updated_at = now()`];
	if (update.approved_only !== undefined) sets.push(sql`approved_only = ${update.approved_only}`);
	if (update.required_refs !== undefined) {
		const refs = [...new Set(update.required_refs)];
		sets.push(
			sql`required_refs = ${sql`array[${sql.join(
				refs.map((r) => sql`${r}`),
				sql`, `,
			)}]::text[]`}`,
		);
	}
	if (update.billing !== undefined)
		sets.push(sql`billing = ${update.billing === null ? null : JSON.stringify(update.billing)}::jsonb`);
	const [row] = await rowsOf<SettingsRow>(
		executor,
		sql`update companies set ${sql.join(sets, sql`, `)} where id = ${companyId}
			returning approved_only, required_refs, billing`,
	);
	return row
		? { approved_only: row.approved_only, required_refs: row.required_refs, billing: row.billing }
		: null;
}

type NotificationsRow = { approval_requests: boolean; approval_decisions: boolean };

const NOTIFICATION_COLUMNS = sql.raw(
	"notify_approval_requests as approval_requests, notify_approval_decisions as approval_decisions",
);

export async function notificationsOf(
	executor: Executor,
	companyId: string,
	userId: string,
): Promise<MemberNotifications | null> {
	const [row] = await rowsOf<NotificationsRow>(
		executor,
		sql`select ${NOTIFICATION_COLUMNS} from company_members where company_id = ${companyId} and user_id = ${userId}`,
	);
	return row ?? null;
}

export async function updateNotifications(
	executor: Executor,
	companyId: string,
	userId: string,
	update: Partial<MemberNotifications>,
): Promise<MemberNotifications | null> {
	const [row] = await rowsOf<NotificationsRow>(
		executor,
		sql`update company_members set
				notify_approval_requests = coalesce(${update.approval_requests ?? null}::boolean, notify_approval_requests),
				notify_approval_decisions = coalesce(${update.approval_decisions ?? null}::boolean, notify_approval_decisions)
			where company_id = ${companyId} and user_id = ${userId}
			returning ${NOTIFICATION_COLUMNS}`,
	);
	return row ?? null;
}

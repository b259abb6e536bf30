import type { AdminFamilyInvitation } from "@core/contracts/families";
import { sql } from "drizzle-orm";
import { type Executor, isoTime, isoTimeOrNull, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { family_invitations, users } from "../../db/schema";

/** The SQL of admins' invitations to become a family (issue 27); a token is found by its sha256. */

type InvitationRow = Columns<
	typeof family_invitations,
	"id" | "email" | "storefront_name" | "expires_at" | "accepted_at" | "created_at"
>;

const toInvitation = (row: InvitationRow): AdminFamilyInvitation => ({
	id: row.id,
	email: row.email,
	storefront_name: row.storefront_name,
	expires_at: isoTime(row.expires_at),
	accepted_at: isoTimeOrNull(row.accepted_at),
	created_at: isoTime(row.created_at),
});

const COLUMNS = sql`i.id, i.email, i.storefront_name, i.expires_at, i.accepted_at, i.created_at`;

export async function insertInvitation(
	executor: Executor,
	invitation: {
		email: string;
		storefront_name: string;
		token_hash: string;
		days: number;
		invited_by: string;
	},
): Promise<AdminFamilyInvitation> {
	const [row] = await rowsOf<InvitationRow>(
		executor,
		sql`insert into family_invitations as i (email, storefront_name, token_hash, expires_at, invited_by)
			values (${invitation.email}, ${invitation.storefront_name}, ${invitation.token_hash},
				now() + make_interval(days => ${invitation.days}), ${invitation.invited_by})
			returning ${COLUMNS}`,
	);
	if (!row) throw new Error("invitation insert returned no row");
	return toInvitation(row);
}

/** The newest 100 invitations, for the admin's list. */
export async function recentInvitations(executor: Executor): Promise<AdminFamilyInvitation[]> {
	const rows = await rowsOf<InvitationRow>(
		executor,
		sql`select ${COLUMNS} from family_invitations i order by i.created_at desc, i.id desc limit 100`,
	);
	return rows.map(toInvitation);
}

export type InvitationByToken = InvitationRow & {
	/** The inviting admin's first name or name, when known. */
	inviter: string | null;
	expired: boolean;
};

/** The invitation of a token's hash (locked when `lock`), with its inviter's name; null for none. */
export async function invitationByHash(
	executor: Executor,
	tokenHash: string,
	{ lock = false } = {},
): Promise<InvitationByToken | null> {
	const [row] = await rowsOf<InvitationByToken>(
		executor,
		sql`select ${COLUMNS}, coalesce(nullif(pr.first_name, ''), nullif(u.name, '')) as inviter,
				i.expires_at <= now() as expired
			from family_invitations i
			left join users u on u.id = i.invited_by left join profiles pr on pr.id = u.id
			where i.token_hash = ${tokenHash}
			${lock ? sql`for update of i` : sql``}`,
	);
	return row ?? null;
}

export async function markInvitationAccepted(executor: Executor, id: string, userId: string): Promise<void> {
	await executor.execute(
		sql`update family_invitations set accepted_at = now(), accepted_by = ${userId} where id = ${id}`,
	);
}

/** The role of the account with this address (compared lower-cased), or null when none has it. */
export async function roleOfEmail(
	executor: Executor,
	email: string,
): Promise<Columns<typeof users, "role"> | null> {
	const [row] = await rowsOf<Columns<typeof users, "role">>(
		executor,
		sql`select role from users where lower(email) = ${email.toLowerCase()}`,
	);
	return row ?? null;
}

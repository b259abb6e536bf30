import { HOLD_DAYS } from "@core/licensing";
import { sql } from "drizzle-orm";
import { personName } from "../approvals/queries";
import { projectAccess } from "../companies/access";
import { type Executor, isoTime, rowsOf } from "../db/executor";

/**
 * The SQL of holds (issue 30, item 2; docs/holds.md). A hold runs while `ended_at is null and
 * expires_at > now()`: the database's clock decides, so a late job never lets one outlive its days.
 * Who may see a production and act on it is server/companies/access.ts's rule.
 */

const RUNNING = sql`h.ended_at is null and h.expires_at > now()`;

export type ProductionRow = { id: string; name: string; may_hold: boolean };

/** The production when the user may see it, and whether they may hold for it (null: 404). */
export async function visibleProduction(
	executor: Executor,
	userId: string,
	projectId: string,
): Promise<ProductionRow | null> {
	const [row] = await rowsOf<ProductionRow>(
		executor,
		sql`select p.id, p.name, coalesce(${projectAccess(userId, "shortlist")}, false) as may_hold
			from projects p where p.id = ${projectId} and ${projectAccess(userId)}`,
	);
	return row ?? null;
}

/**
 * Locks the production's row for the rest of the transaction, so two holds placed for it at once
 * take turns and the second counts the first (no key update: orders may still reference it).
 */
export async function lockProduction(tx: Executor, projectId: string): Promise<void> {
	await rowsOf(tx, sql`select id from projects where id = ${projectId} for no key update`);
}

export async function isLivePhoto(executor: Executor, photoId: string): Promise<boolean> {
	const [row] = await rowsOf<{ live: boolean }>(
		executor,
		sql`select exists (select 1 from photos where id = ${photoId} and photo_status = 'live') as live`,
	);
	return row?.live === true;
}

export async function runningHoldCount(executor: Executor, projectId: string): Promise<number> {
	const [row] = await rowsOf<{ n: number }>(
		executor,
		sql`select count(*)::int as n from photo_holds h where h.project_id = ${projectId} and ${RUNNING}`,
	);
	return Number(row?.n ?? 0);
}

/**
 * Ends the production's hold of the photo that ran out but was not ended yet (its expiry job has
 * not run): the unique index allows one open hold per photo and production.
 */
export async function endLapsedHold(tx: Executor, photoId: string, projectId: string): Promise<void> {
	await rowsOf(
		tx,
		sql`update photo_holds set ended_at = expires_at, end_reason = 'expired'
			where photo_id = ${photoId} and project_id = ${projectId} and ended_at is null and expires_at <= now()
			returning id`,
	);
}

/** A new hold, running HOLD_DAYS from now. */
export async function insertHold(
	tx: Executor,
	hold: { photoId: string; projectId: string; userId: string },
): Promise<{ id: string; expires_at: string }> {
	const [row] = await rowsOf<{ id: string; expires_at: Date | string }>(
		tx,
		sql`insert into photo_holds (photo_id, project_id, held_by, expires_at)
			values (${hold.photoId}, ${hold.projectId}, ${hold.userId}, now() + make_interval(days => ${HOLD_DAYS}))
			returning id, expires_at`,
	);
	if (!row) throw new Error("insertHold: no row");
	return { id: row.id, expires_at: isoTime(row.expires_at) };
}

export type HoldRow = {
	id: string;
	project_id: string;
	production: string;
	held_by: string | null;
	created_at: string;
	expires_at: string;
	photo_id: string;
};

/** The production's running holds (or the one hold), the soonest to end first. */
export async function runningHolds(
	executor: Executor,
	projectId: string,
	holdId?: string,
): Promise<HoldRow[]> {
	const rows = await rowsOf<
		Omit<HoldRow, "created_at" | "expires_at"> & Record<"created_at" | "expires_at", Date | string>
	>(
		executor,
		sql`select h.id, h.project_id, p.name as production, h.created_at, h.expires_at, h.photo_id,
				case when u.id is null then null else ${personName("u", "pr")} end as held_by
			from photo_holds h
			join projects p on p.id = h.project_id
			left join users u on u.id = h.held_by
			left join profiles pr on pr.id = u.id
			where h.project_id = ${projectId} and ${RUNNING}
				${holdId ? sql`and h.id = ${holdId}` : sql``}
			order by h.expires_at, h.id`,
	);
	return rows.map((row) => ({
		...row,
		created_at: isoTime(row.created_at),
		expires_at: isoTime(row.expires_at),
	}));
}

/** A hold of a production the user may see, locked, with whether they may release it (null: 404). */
export async function visibleHold(
	tx: Executor,
	userId: string,
	holdId: string,
): Promise<{ id: string; running: boolean; may_hold: boolean } | null> {
	const [row] = await rowsOf<{ id: string; running: boolean; may_hold: boolean }>(
		tx,
		sql`select h.id, (${RUNNING}) as running, coalesce(${projectAccess(userId, "shortlist")}, false) as may_hold
			from photo_holds h join projects p on p.id = h.project_id
			where h.id = ${holdId} and ${projectAccess(userId)}
			for update of h`,
	);
	return row ?? null;
}

export async function releaseHold(tx: Executor, holdId: string): Promise<void> {
	await rowsOf(
		tx,
		sql`update photo_holds h set ended_at = now(), end_reason = 'released'
			where h.id = ${holdId} and ${RUNNING} returning h.id`,
	);
}

export type ReminderRow = {
	hold_id: string;
	project_id: string;
	production: string;
	expires_at: string;
	email: string | null;
	name: string | null;
	photoid: number;
	title: string;
};

/**
 * Marks the running hold reminded, once: the row to mail about, or null when the hold ended, ran
 * out or was reminded already. `email` is null when the holder's account is gone or they may no
 * longer see the production (left the company): then nobody is mailed.
 */
export async function claimReminder(tx: Executor, holdId: string): Promise<ReminderRow | null> {
	const [row] = await rowsOf<Omit<ReminderRow, "expires_at"> & { expires_at: Date | string }>(
		tx,
		sql`with reminded as (
				update photo_holds h set reminded_at = now()
				where h.id = ${holdId} and ${RUNNING} and h.reminded_at is null
				returning h.id, h.project_id, h.photo_id, h.held_by, h.expires_at)
			select r.id as hold_id, r.project_id, p.name as production, r.expires_at, ph.photoid, ph.title,
				case when p.company_id is null and p.user_id = u.id then u.email
					when p.company_id is not null and exists (select 1 from company_members cm
						where cm.company_id = p.company_id and cm.user_id = u.id) then u.email end as email,
				case when u.id is null then null else ${personName("u", "pr")} end as name
			from reminded r
			join projects p on p.id = r.project_id
			join photos ph on ph.id = r.photo_id
			left join users u on u.id = r.held_by
			left join profiles pr on pr.id = u.id`,
	);
	return row ? { ...row, photoid: Number(row.photoid), expires_at: isoTime(row.expires_at) } : null;
}

/** Ends the hold as expired when its time has come and it is still open; false otherwise. */
export async function expireHold(executor: Executor, holdId: string): Promise<boolean> {
	const rows = await rowsOf(
		executor,
		sql`update photo_holds set ended_at = expires_at, end_reason = 'expired'
			where id = ${holdId} and ended_at is null and expires_at <= now() returning id`,
	);
	return rows.length > 0;
}

/**
 * An order was paid: the running holds its production had on the order's photos end, licensed.
 * Other productions' holds stay.
 */
export async function endHoldsLicensed(tx: Executor, orderId: string): Promise<number> {
	const rows = await rowsOf(
		tx,
		sql`update photo_holds h set ended_at = now(), end_reason = 'licensed'
			from orders o
			where o.id = ${orderId} and h.project_id = o.project_id and ${RUNNING}
				and h.photo_id in (select oi.photo_id from order_items oi where oi.order_id = o.id)
			returning h.id`,
	);
	return rows.length;
}

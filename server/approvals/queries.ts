import type { ActivityEntry, ApprovalItem, ItemComment } from "@core/contracts/approvals";
import { orderReference } from "@core/orders";
import type { ActivityKind, ApprovalState } from "@core/teams";
import { type SQL, sql } from "drizzle-orm";
import { memberOf, projectAccess } from "../companies/access";
import { type Executor, isoTime, isoTimeOrNull, rowsOf } from "../db/executor";
import { sqlArray } from "../db/sql";

/**
 * The SQL of comments, approvals and the activity feed (issue 29). Who sees a shortlist is
 * server/companies/access.ts's rule: a company production's shortlist belongs to every member of
 * the company; a shortlist of no company (no project, or a personal one) to its owner alone.
 */

/** A person's name as the team sees it: their profile's name, else the account's, else the mailbox. */
export const personName = (user: string, profile: string) => {
	const u = sql.raw(user);
	const p = sql.raw(profile);
	return sql`coalesce(nullif(btrim(concat_ws(' ', ${p}.first_name, ${p}.last_name)), ''), nullif(btrim(${u}.name), ''), split_part(${u}.email, '@', 1))`;
};

export type ShortlistRow = {
	id: string;
	name: string;
	project_id: string | null;
	project_name: string | null;
	company_id: string | null;
};

/** The wishlist when the user may see it (null: missing, or not theirs to see: both 404). */
export async function visibleShortlist(
	executor: Executor,
	userId: string,
	id: string,
	lock = false,
): Promise<ShortlistRow | null> {
	const [row] = await rowsOf<ShortlistRow>(
		executor,
		sql`select w.id, w.name, w.project_id, p.name as project_name, p.company_id
			from wishlists w left join projects p on p.id = w.project_id
			where w.id = ${id}
				and case when p.company_id is not null then ${projectAccess(userId)} else w.user_id = ${userId} end
			${lock ? sql`for update of w` : sql``}`,
	);
	return row ?? null;
}

type ApprovalRow = {
	photo_id: string;
	approval: ApprovalState;
	approval_note: string | null;
	decided_by: string | null;
	approval_at: Date | string | null;
	sent_for_approval_at: Date | string | null;
	comment_count: number;
};

/** Every live photo of the shortlist with its approval, newest added first. */
export async function approvalItems(executor: Executor, wishlistId: string): Promise<ApprovalItem[]> {
	const rows = await rowsOf<ApprovalRow>(
		executor,
		sql`select wi.photo_id, wi.approval, wi.approval_note, wi.approval_at, wi.sent_for_approval_at,
				case when wi.approval_by is null then null else ${personName("u", "pr")} end as decided_by,
				(select count(*)::int from wishlist_item_comments c where c.wishlist_item_id = wi.id) as comment_count
			from wishlist_items wi
			join photos ph on ph.id = wi.photo_id and ph.photo_status = 'live'
			left join users u on u.id = wi.approval_by
			left join profiles pr on pr.id = u.id
			where wi.wishlist_id = ${wishlistId}
			order by wi.added_at desc, wi.id desc`,
	);
	return rows.map((row) => ({
		photo_id: row.photo_id,
		approval: row.approval,
		note: row.approval_note,
		decided_by: row.approval === "proposed" ? null : row.decided_by,
		decided_at: isoTimeOrNull(row.approval_at),
		sent_for_approval_at: isoTimeOrNull(row.sent_for_approval_at),
		comment_count: Number(row.comment_count),
	}));
}

export type LiveItemRow = { id: string; photo_id: string; title: string; approval: ApprovalState };

/** The shortlist's items holding these live photos (all of them when `photoIds` is null). */
export function liveItems(
	executor: Executor,
	wishlistId: string,
	photoIds: readonly string[] | null,
): Promise<LiveItemRow[]> {
	return rowsOf<LiveItemRow>(
		executor,
		sql`select wi.id, wi.photo_id, ph.title, wi.approval
			from wishlist_items wi join photos ph on ph.id = wi.photo_id and ph.photo_status = 'live'
			where wi.wishlist_id = ${wishlistId}
				${photoIds ? sql`and wi.photo_id = any(${sqlArray(photoIds)}::uuid[])` : sql``}
			order by wi.added_at, wi.id`,
	);
}

type CommentRow = { id: string; author: string | null; created_at: Date | string; body: string };
const toComment = (row: CommentRow, gone: string): ItemComment => ({
	id: row.id,
	author: row.author ?? gone,
	created_at: isoTime(row.created_at),
	body: row.body,
});

const selectComments = (where: SQL) => sql`
	select c.id, c.body, c.created_at, case when u.id is null then null else ${personName("u", "pr")} end as author
	from wishlist_item_comments c
	left join users u on u.id = c.user_id
	left join profiles pr on pr.id = u.id
	where ${where}
	order by c.created_at, c.id`;

export async function commentsOf(executor: Executor, itemId: string, gone: string): Promise<ItemComment[]> {
	const rows = await rowsOf<CommentRow>(executor, selectComments(sql`c.wishlist_item_id = ${itemId}`));
	return rows.map((row) => toComment(row, gone));
}

export async function insertComment(
	executor: Executor,
	itemId: string,
	userId: string,
	body: string,
	gone: string,
): Promise<ItemComment> {
	const [inserted] = await rowsOf<{ id: string }>(
		executor,
		sql`insert into wishlist_item_comments (wishlist_item_id, user_id, body)
			values (${itemId}, ${userId}, ${body}) returning id`,
	);
	if (!inserted) throw new Error("insert into wishlist_item_comments returned no row");
	const [row] = await rowsOf<CommentRow>(executor, selectComments(sql`c.id = ${inserted.id}`));
	if (!row) throw new Error("the comment just written is missing");
	return toComment(row, gone);
}

/** Writes one decision: a decided state stamps who and when; back to proposed clears them. */
export async function writeDecision(
	executor: Executor,
	itemId: string,
	userId: string,
	state: ApprovalState,
	note: string | null,
): Promise<void> {
	const decided = state !== "proposed";
	await executor.execute(sql`
		update wishlist_items set approval = ${state},
			approval_note = ${decided ? note : null},
			approval_by = ${decided ? userId : null},
			approval_at = ${decided ? sql`now()` : sql`null`}
		where id = ${itemId}`);
}

/** Stamps the items as sent for approval now (the transaction's time, as the activity row's). */
export async function stampSent(executor: Executor, itemIds: readonly string[]): Promise<void> {
	await executor.execute(sql`
		update wishlist_items set sent_for_approval_at = now() where id = any(${sqlArray(itemIds)}::uuid[])`);
}

export type Recipient = { user_id: string; email: string; name: string };

/**
 * The company's members of these roles who want `switch` mail, but not `exceptUserId`.
 * (Reads company_members for its notification switches, not to grant access.)
 */
export function notifiedMembers(
	executor: Executor,
	companyId: string,
	roles: readonly string[],
	notify: "notify_approval_requests" | "notify_approval_decisions",
	exceptUserId: string,
	among?: readonly string[],
): Promise<Recipient[]> {
	return rowsOf<Recipient>(
		executor,
		sql`select u.id as user_id, u.email, ${personName("u", "pr")} as name
			from company_members cm join users u on u.id = cm.user_id left join profiles pr on pr.id = u.id
			where cm.company_id = ${companyId} and cm.role = any(${sqlArray(roles)}::text[])
				and cm.${sql.identifier(notify)} and cm.user_id <> ${exceptUserId}
				${among ? sql`and cm.user_id = any(${sqlArray(among)}::uuid[])` : sql``}
			order by u.email`,
	);
}

/**
 * Who proposed each item: the member who last sent it for approval (the 'sent_for_approval'
 * activity written in the same transaction as the stamp, so at the same now()), else who added it.
 */
export function proposers(
	executor: Executor,
	itemIds: readonly string[],
): Promise<Array<{ item_id: string; user_id: string | null }>> {
	return rowsOf(
		executor,
		sql`select wi.id as item_id, coalesce((
				select a.actor_id from production_activity a
				where a.wishlist_id = wi.wishlist_id and a.kind = 'sent_for_approval'
					and a.created_at = wi.sent_for_approval_at and a.actor_id is not null
				order by a.id desc limit 1
			), wi.added_by) as user_id
			from wishlist_items wi where wi.id = any(${sqlArray(itemIds)}::uuid[])`,
	);
}

export async function nameOf(executor: Executor, userId: string): Promise<string> {
	const [row] = await rowsOf<{ name: string }>(
		executor,
		sql`select ${personName("u", "pr")} as name from users u left join profiles pr on pr.id = u.id where u.id = ${userId}`,
	);
	return row?.name ?? "A colleague";
}

/** The project when the user may see it: a personal one of theirs, or one of their company's. */
export async function visibleProject(
	executor: Executor,
	userId: string,
	id: string,
): Promise<{ id: string; company_id: string | null } | null> {
	const [row] = await rowsOf<{ id: string; company_id: string | null }>(
		executor,
		sql`select p.id, p.company_id from projects p where p.id = ${id} and ${projectAccess(userId)}`,
	);
	return row ?? null;
}

type ActivityRow = {
	id: number | string;
	kind: ActivityKind;
	actor: string | null;
	count: number;
	note: string | null;
	created_at: Date | string;
	wishlist_id: string | null;
	photo_id: string | null;
	photoid: number | null;
	title: string | null;
	thumbnail_url: string | null;
	order_number: number | null;
};

/**
 * A page of the production's feed, newest first, and the cursor of the next. An actor whose
 * account is gone, or who is no longer a member of the company, is "someone who left".
 */
export async function activityPage(
	executor: Executor,
	projectId: string,
	before: number | undefined,
	limit: number,
	gone: string,
): Promise<{ entries: ActivityEntry[]; next_before: number | null }> {
	const rows = await rowsOf<ActivityRow>(
		executor,
		sql`select a.id, a.kind, a.count, a.note, a.created_at, a.wishlist_id,
				case when u.id is not null and ${memberOf(sql`u.id`, sql`p.company_id`)}
					then ${personName("u", "pr")} end as actor,
				ph.id as photo_id, ph.photoid, ph.title, ph.thumbnail_url, o.number as order_number
			from production_activity a
			join projects p on p.id = a.project_id
			left join users u on u.id = a.actor_id
			left join profiles pr on pr.id = u.id
			left join photos ph on ph.id = a.photo_id
			left join orders o on o.id = a.order_id
			where a.project_id = ${projectId} ${before === undefined ? sql`` : sql`and a.id < ${before}`}
			order by a.id desc
			limit ${limit + 1}`,
	);
	const page = rows.slice(0, limit);
	const last = page.at(-1);
	return {
		entries: page.map((row) => ({
			id: Number(row.id),
			kind: row.kind,
			actor: row.actor ?? gone,
			photo:
				row.photo_id && row.photoid !== null && row.title !== null
					? {
							id: row.photo_id,
							photoid: Number(row.photoid),
							title: row.title,
							thumbnail_url: row.thumbnail_url,
						}
					: null,
			wishlist_id: row.wishlist_id,
			order_reference: row.order_number === null ? null : orderReference(Number(row.order_number)),
			count: Number(row.count),
			note: row.note,
			created_at: isoTime(row.created_at),
		})),
		next_before: rows.length > limit && last ? Number(last.id) : null,
	};
}

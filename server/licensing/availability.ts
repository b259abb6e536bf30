import { LICENSING_TEXT } from "@core/licensing";
import { type SQL, sql } from "drizzle-orm";
import { projectAccess } from "../companies/access";
import { type Executor, isoTime, rowsOf } from "../db/executor";
import { sqlArray } from "../db/sql";

/**
 * What stands in the way of licensing a photo for hero use or exclusively (issue 30): another
 * production's running hold, another production's running exclusivity, and (for exclusivity
 * only) another production's hero licence. "Another" is seen from a viewer: at checkout the
 * production being bought for; elsewhere the productions the signed-in user may see (their own
 * and their companies'); a guest sees every production as another.
 *
 * Every check that must not race (a hold being placed, an exclusivity being ordered) first takes
 * `lockPhotosForLicensing` in its transaction, so two productions asking at once take turns and
 * the second sees what the first wrote.
 */

/** Whose point of view "another production" is taken from. */
export type LicensingViewer = { projectId: string } | { userId: string | null };

/** A running hold (ended_at null, expires_at ahead) as a viewer sees it. */
export type RunningHold = {
	hold_id: string;
	photo_id: string;
	project_id: string;
	production: string;
	expires_at: string;
	/** The viewer's own production (see LicensingViewer). */
	mine: boolean;
};

/** A running exclusivity (an order awaiting payment or paid, exclusive_until ahead). */
export type RunningExclusivity = {
	photo_id: string;
	order_item_id: string;
	project_id: string | null;
	production: string;
	until: string;
	mine: boolean;
};

export type PhotoLicensingState = {
	holds: RunningHold[];
	exclusivity: RunningExclusivity | null;
	/** Another production holds a hero licence (awaiting payment or paid) of the photo. */
	hero_licensed_by_other: boolean;
};

/** `mine` for a project column: the viewer's production, or one the user may see. */
function mineSql(viewer: LicensingViewer, projectColumn: SQL, alias: string): SQL {
	if ("projectId" in viewer)
		return sql`(${projectColumn} is not null and ${projectColumn} = ${viewer.projectId})`;
	if (!viewer.userId) return sql`false`;
	return sql`coalesce(${projectAccess(viewer.userId, undefined, alias)}, false)`;
}

/**
 * Takes a transaction-long lock per photo (sorted, so two callers never wait on each other in a
 * circle). Holds and exclusive orders of the same photo serialise on it; other work on the photo
 * row (its popularity, its edits) is not blocked, as it would be by locking the row.
 */
export async function lockPhotosForLicensing(tx: Executor, photoIds: readonly string[]): Promise<void> {
	const ids = [...new Set(photoIds)].sort();
	if (ids.length === 0) return;
	await tx.execute(
		sql`select pg_advisory_xact_lock(hashtextextended('licensing:' || id, 0))
			from unnest(${sqlArray(ids)}::text[]) as id order by id`,
	);
}

/** The running holds, exclusivity and other productions' hero licences of each photo. */
export async function licensingStates(
	executor: Executor,
	photoIds: readonly string[],
	viewer: LicensingViewer,
): Promise<Map<string, PhotoLicensingState>> {
	const ids = [...new Set(photoIds)];
	const states = new Map<string, PhotoLicensingState>(
		ids.map((id) => [id, { holds: [], exclusivity: null, hero_licensed_by_other: false }]),
	);
	if (ids.length === 0) return states;
	const idList = sql`${sqlArray(ids)}::uuid[]`;
	const holds = await rowsOf<Omit<RunningHold, "expires_at"> & { expires_at: Date | string }>(
		executor,
		sql`select h.id as hold_id, h.photo_id, h.project_id, p.name as production, h.expires_at,
				${mineSql(viewer, sql`h.project_id`, "p")} as mine
			from photo_holds h join projects p on p.id = h.project_id
			where h.photo_id = any(${idList}) and h.ended_at is null and h.expires_at > now()
			order by h.expires_at`,
	);
	for (const hold of holds)
		states.get(hold.photo_id)?.holds.push({ ...hold, expires_at: isoTime(hold.expires_at) });
	const licences = await rowsOf<{
		photo_id: string;
		order_item_id: string;
		project_id: string | null;
		production: string;
		exclusive_until: Date | string | null;
		mine: boolean;
	}>(
		executor,
		sql`select oi.photo_id, oi.id as order_item_id, o.project_id, o.production_name as production,
				case when oi.exclusive_until > now() then oi.exclusive_until end as exclusive_until,
				${mineSql(viewer, sql`o.project_id`, "p")} as mine
			from order_items oi join orders o on o.id = oi.order_id
				left join projects p on p.id = o.project_id
			where oi.photo_id = any(${idList}) and oi.license_type = 'hero-usage'
				and o.status in ('pending_payment', 'paid')
			order by oi.exclusive_until desc nulls last`,
	);
	for (const licence of licences) {
		const state = states.get(licence.photo_id);
		if (!state) continue;
		if (!licence.mine) state.hero_licensed_by_other = true;
		if (licence.exclusive_until && !state.exclusivity)
			state.exclusivity = {
				photo_id: licence.photo_id,
				order_item_id: licence.order_item_id,
				project_id: licence.project_id,
				production: licence.production,
				until: isoTime(licence.exclusive_until),
				mine: licence.mine,
			};
	}
	return states;
}

/** Why the viewer may not license the photo for hero use now, or null when they may. */
export function heroBlock(state: PhotoLicensingState | undefined): string | null {
	if (!state) return null;
	if (state.exclusivity && !state.exclusivity.mine)
		return LICENSING_TEXT.exclusiveTaken(state.exclusivity.until);
	const other = state.holds.find((hold) => !hold.mine);
	if (other) return LICENSING_TEXT.heldByOther(other.expires_at);
	return null;
}

/** Why the viewer may not license the photo exclusively now, or null when they may. */
export function exclusiveBlock(state: PhotoLicensingState | undefined): string | null {
	const hero = heroBlock(state);
	if (hero) return hero;
	if (state?.hero_licensed_by_other) return LICENSING_TEXT.exclusiveRefused;
	return null;
}

/** The latest end of the holds other productions have on the photo, or null: what 'On hold' shows. */
export function heldByOtherUntil(state: PhotoLicensingState | undefined): string | null {
	const others = state?.holds.filter((hold) => !hold.mine) ?? [];
	return others.length > 0 ? (others[others.length - 1]?.expires_at ?? null) : null;
}

import type { Hold, HoldsResponse } from "@core/contracts/holds";
import { HOLD_LIMIT, HOLD_REMINDER_HOURS, LICENSING_TEXT } from "@core/licensing";
import { PRODUCTION_TEXT, TEAM_TEXT } from "@core/teams";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import { enqueueJob } from "../jobs/queue";
import { heroBlock, licensingStates, lockPhotosForLicensing } from "../licensing/availability";
import { photoSummaries } from "../photos/service";
import {
	endLapsedHold,
	type HoldRow,
	insertHold,
	isLivePhoto,
	lockProduction,
	releaseHold,
	runningHoldCount,
	runningHolds,
	visibleHold,
	visibleProduction,
} from "./queries";

/**
 * A production's holds on photos (issue 30, item 2; docs/holds.md): free, HOLD_DAYS long, at most
 * HOLD_LIMIT running per production, one production's at a time per photo. Whoever may edit the
 * production's shortlists may hold and release; its accounts people only read.
 */

const HOUR_MS = 3_600_000;

async function productionOf(executor: Executor, userId: string, projectId: string) {
	const production = await visibleProduction(executor, userId, projectId);
	if (!production) throw new NotFoundError(PRODUCTION_TEXT.notFound);
	return production;
}

async function withPhotos(database: Database, rows: readonly HoldRow[]): Promise<Hold[]> {
	const photos = new Map(
		(await photoSummaries(database, [...new Set(rows.map((row) => row.photo_id))])).map((p) => [p.id, p]),
	);
	return rows.flatMap(({ photo_id, ...row }) => {
		const photo = photos.get(photo_id);
		return photo ? [{ ...row, photo }] : [];
	});
}

export async function listHolds(
	database: Database,
	userId: string,
	projectId: string,
): Promise<HoldsResponse> {
	const production = await productionOf(database.db, userId, projectId);
	return {
		holds: await withPhotos(database, await runningHolds(database.db, projectId)),
		limit: HOLD_LIMIT,
		may_hold: production.may_hold,
	};
}

/**
 * Places a hold. Takes the photo's licensing lock first (holds and exclusive orders of a photo
 * take turns on it), then the production's row (its holds take turns, so the count is true).
 */
export async function placeHold(
	database: Database,
	userId: string,
	projectId: string,
	photoId: string,
): Promise<Hold> {
	const production = await productionOf(database.db, userId, projectId);
	if (!production.may_hold) throw new ForbiddenError(TEAM_TEXT.roleRefused("hold photos"));
	const placed = await database.db.transaction(async (tx) => {
		await lockPhotosForLicensing(tx, [photoId]);
		await lockProduction(tx, projectId);
		if (!(await isLivePhoto(tx, photoId))) throw new NotFoundError(LICENSING_TEXT.holdNotLive);
		const state = (await licensingStates(tx, [photoId], { projectId })).get(photoId);
		if (state?.holds.some((hold) => hold.mine)) throw new ConflictError(LICENSING_TEXT.alreadyHeld);
		if (state?.holds.some((hold) => !hold.mine)) throw new ConflictError(LICENSING_TEXT.heldElsewhere);
		// Another production's running exclusivity: nobody else may hold what they cannot license for hero use.
		const blocked = heroBlock(state);
		if (blocked) throw new ConflictError(blocked);
		if ((await runningHoldCount(tx, projectId)) >= HOLD_LIMIT)
			throw new ConflictError(LICENSING_TEXT.holdLimit);
		await endLapsedHold(tx, photoId, projectId);
		const hold = await insertHold(tx, { photoId, projectId, userId });
		const expiresAt = new Date(hold.expires_at);
		await enqueueJob(
			tx,
			"hold_reminder",
			{ hold_id: hold.id },
			new Date(expiresAt.getTime() - HOLD_REMINDER_HOURS * HOUR_MS),
		);
		await enqueueJob(tx, "hold_expiry", { hold_id: hold.id }, expiresAt);
		return hold;
	});
	const [hold] = await withPhotos(database, await runningHolds(database.db, projectId, placed.id));
	if (!hold) throw new NotFoundError(LICENSING_TEXT.holdNotFound);
	return hold;
}

/** Ends a running hold as released; releasing one that already ended changes nothing. */
export async function releaseHoldOf(database: Database, userId: string, holdId: string): Promise<void> {
	await database.db.transaction(async (tx) => {
		const hold = await visibleHold(tx, userId, holdId);
		if (!hold) throw new NotFoundError(LICENSING_TEXT.holdNotFound);
		if (!hold.may_hold) throw new ForbiddenError(TEAM_TEXT.roleRefused("release holds"));
		if (hold.running) await releaseHold(tx, holdId);
	});
}

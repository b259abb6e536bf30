import { publishProblems } from "@core/photo-status";
import { setPhotoStatus } from "../catalogue/queries/lifecycle";
import type { Executor } from "../db/executor";
import { listingsChanged } from "../listings/freshness";
import { type DecisionPhotoRow, lockApprovedWaiting } from "./queries/review";

/**
 * What keeps an approved photo from going live now: the catalogue's publish rules (title, price,
 * decade, a processed image) and its stored clearance (kept current by server/clearance in the
 * same transaction). Empty when it may go live.
 */
export function approvedPhotoWaitsFor(photo: DecisionPhotoRow, missingForBackground?: readonly string[]) {
	const problems = publishProblems(photo);
	if (photo.processing_state !== "ready" && !problems.includes("Its image has not been processed"))
		problems.push("Its image has not been processed");
	if (missingForBackground) problems.push(...missingForBackground);
	else if (photo.clearance === "pending") problems.push("Its clearance is pending");
	return problems;
}

/**
 * Publishes those of these photos that an admin approved and that were waiting (status 'review',
 * latest decision 'approved') once they meet the publish rules and are cleared for background
 * use. Runs in the caller's transaction: the review's decision path, and the end of
 * recomputeClearances, so an approved photo goes live by itself when a release is verified.
 * Answers the ids it published.
 *
 * No import of server/clearance here: clearance/service.ts calls this (no import cycle).
 */
export async function publishApprovedPhotos(
	executor: Executor,
	photoIds: readonly string[],
): Promise<string[]> {
	if (photoIds.length === 0) return [];
	const waiting = await lockApprovedWaiting(executor, [...new Set(photoIds)]);
	const ready = waiting.filter((photo) => approvedPhotoWaitsFor(photo).length === 0).map((photo) => photo.id);
	if (ready.length === 0) return [];
	await setPhotoStatus(executor, ready, "live");
	// Search reads the table itself; the listings' cached parts (filter options, sitemap) reload.
	listingsChanged();
	return ready;
}

import { approvalProblems } from "@core/photo-status";
import { setPhotoStatus } from "../catalogue/queries/lifecycle";
import type { Executor } from "../db/executor";
import { lockApprovedWaiting } from "./queries/review";

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
	const ready = waiting.filter((photo) => approvalProblems(photo).length === 0).map((photo) => photo.id);
	if (ready.length === 0) return [];
	await setPhotoStatus(executor, ready, "live");
	// Search reads the table itself; the listings' cached parts (filter options, sitemap) reload
	// once the write's transaction committed: every caller answers an admin, family or release
	// link request, which announces the change after answering (isListingsWrite).
	return ready;
}

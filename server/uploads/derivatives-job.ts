import { z } from "zod";
import type { JobHandler } from "../jobs/queue";
import { deleteFiles, derivativeKeys, photoDerivatives, publishDerivatives } from "../media/originals";
import type { MediaStorage } from "../media/storage";
import { hashAndRecordNearDuplicates } from "../near-duplicates/service";
import { derivativesSource, recordDerivatives, recordDerivativesFailed } from "./queries";

const Payload = z.object({ photoId: z.uuid() });

/** Attempts before an upload's photo is 'failed' (the family then uploads it again). */
export const DERIVATIVES_MAX_ATTEMPTS = 4;

/**
 * The 'photo_derivatives' job of a family's upload: reads the private original, makes the
 * derivatives exactly as the admin's ingest does (WebP and AVIF thumbnail and watermarked
 * preview), writes them, and records their URLs, the perceptual hash (of the thumbnail: the same
 * picture, a fraction of the pixels) and the dominant colour with 'ready' in one update.
 * Idempotent: a photo already ready, or deleted meanwhile, ends the job; files written twice are
 * the same keys. When the last attempt fails the photo is marked 'failed'.
 */
export function photoDerivativesJob(storage: MediaStorage): JobHandler {
	return {
		maxAttempts: DERIVATIVES_MAX_ATTEMPTS,
		async run(payload, job) {
			const { photoId } = Payload.parse(payload);
			const source = await derivativesSource(job.database.db, photoId);
			if (!source || source.processing_state === "ready") return;
			if (!source.original_key) throw new Error(`photo ${photoId} has no original`);
			const original = await storage.readPrivate(source.original_key);
			const derivatives = await photoDerivatives(original);
			const urls = await publishDerivatives(storage, photoId, derivatives);
			const recorded = await job.database.db.transaction(async (tx) => {
				const ready = await recordDerivatives(tx, photoId, {
					...urls,
					dominantColor: derivatives.dominantColor,
				});
				if (ready) await hashAndRecordNearDuplicates(tx, photoId, derivatives.thumbnail);
				return ready;
			});
			// Deleted while its derivatives were made: nothing refers to the files now.
			if (!recorded) await deleteFiles(storage, { privateKeys: [], publicKeys: derivativeKeys(photoId).all });
		},
		async gaveUp(payload, job) {
			const parsed = Payload.safeParse(payload);
			if (parsed.success) await recordDerivativesFailed(job.database.db, parsed.data.photoId);
		},
	};
}

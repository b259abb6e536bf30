import { FAMILY_UPLOAD_TEXT, type FamilyUploadedPhoto, type UploadStatus } from "@core/contracts/uploads";
import { FAMILY_UPLOAD_MAX_BYTES, FAMILY_UPLOAD_TYPES } from "@core/family";
import {
	chosenFile,
	clampShare,
	patchItem as patch,
	type QueuedFile,
	waitingToStart,
} from "@/lib/upload-queue";

/** Files sent at once: enough to keep the line busy, few enough that each shows its progress. */
export const UPLOAD_CONCURRENCY = 3;

/**
 * Where a chosen file stands: waiting its turn, being sent, sent and being processed on the
 * server (its derivatives), ready (its thumbnail exists), or failed (here, by the server, or
 * while processing).
 */
export type UploadState = "waiting" | "uploading" | "processing" | "ready" | "failed";

export type UploadItem = QueuedFile<UploadState> & {
	photo: FamilyUploadedPhoto | null;
	thumbnailUrl: string | null;
};

export type UploadAction =
	| { type: "add"; files: readonly File[]; keyOf: (file: File) => string }
	| { type: "start"; key: string }
	| { type: "progress"; key: string; share: number }
	| { type: "uploaded"; key: string; photo: FamilyUploadedPhoto }
	| { type: "failed"; key: string; message: string; retryable: boolean }
	| { type: "statuses"; statuses: readonly UploadStatus[] }
	| { type: "retry"; key: string };

const MB = 1024 * 1024;
const TIFF_NAME = /\.tiff?$/i;
const PROCESSING_FAILED = "We could not prepare this photo's previews. Upload it again.";

/** Why a file cannot be sent, or null: the server would refuse it anyway, so it never goes. */
export function fileProblem(file: Pick<File, "type" | "size" | "name">): string | null {
	// Some browsers know no type for a TIFF: its name says it, and the server reads the content.
	const typeKnown =
		(FAMILY_UPLOAD_TYPES as readonly string[]).includes(file.type) ||
		(file.type === "" && TIFF_NAME.test(file.name));
	if (!typeKnown) return FAMILY_UPLOAD_TEXT.wrongType;
	if (file.size === 0) return FAMILY_UPLOAD_TEXT.empty;
	if (file.size > FAMILY_UPLOAD_MAX_BYTES)
		return `${FAMILY_UPLOAD_TEXT.tooLarge} (this one is ${(file.size / MB).toFixed(1)} MB)`;
	return null;
}

export function uploadQueueReducer(items: readonly UploadItem[], action: UploadAction): UploadItem[] {
	switch (action.type) {
		case "add":
			return [
				...items,
				...action.files.map(
					(file): UploadItem => ({
						...chosenFile(action.keyOf(file), file, fileProblem(file), {
							waiting: "waiting",
							refused: "failed",
						}),
						photo: null,
						thumbnailUrl: null,
					}),
				),
			];
		case "start":
			return patch(items, action.key, { state: "uploading", progress: 0, message: null });
		case "progress":
			return patch(items, action.key, { progress: clampShare(action.share) });
		case "uploaded":
			return patch(items, action.key, { state: "processing", progress: 1, photo: action.photo });
		case "failed":
			return patch(items, action.key, {
				state: "failed",
				message: action.message,
				retryable: action.retryable,
			});
		case "statuses": {
			const byId = new Map(action.statuses.map((status) => [status.id, status]));
			return items.map((item) => {
				const status = item.photo && item.state === "processing" ? byId.get(item.photo.id) : undefined;
				if (!status || status.processing_state === "processing") return item;
				return status.processing_state === "ready"
					? { ...item, state: "ready", thumbnailUrl: status.thumbnail_url }
					: { ...item, state: "failed", message: PROCESSING_FAILED, retryable: true };
			});
		}
		case "retry":
			return items.map((item) =>
				item.key === action.key && item.state === "failed" && item.retryable
					? { ...item, state: "waiting", progress: 0, message: null, photo: null }
					: item,
			);
	}
}

/** The waiting files to start now, oldest first, keeping at most `limit` in flight. */
export function nextToStart(items: readonly UploadItem[], limit = UPLOAD_CONCURRENCY): UploadItem[] {
	return waitingToStart(items, "waiting", limit);
}

/** The photos whose previews are still being made on the server. */
export const processingIds = (items: readonly UploadItem[]): string[] =>
	items.flatMap((item) => (item.state === "processing" && item.photo ? [item.photo.id] : []));

/** Whether leaving the page now would lose a file not yet sent. */
export const isSending = (items: readonly UploadItem[]) =>
	items.some((item) => item.state === "waiting" || item.state === "uploading");

/** '3 of 5 uploaded · 1 uploading · 1 failed'. */
export function summaryText(items: readonly UploadItem[]): string {
	const count = (...states: UploadState[]) => items.filter((item) => states.includes(item.state)).length;
	const parts = [`${count("processing", "ready")} of ${items.length} uploaded`];
	const uploading = count("uploading");
	const waiting = count("waiting");
	const processing = count("processing");
	const failed = count("failed");
	if (uploading > 0) parts.push(`${uploading} uploading`);
	if (waiting > 0) parts.push(`${waiting} waiting`);
	if (processing > 0) parts.push(`${processing} processing`);
	if (failed > 0) parts.push(`${failed} failed`);
	return parts.join(" · ");
}

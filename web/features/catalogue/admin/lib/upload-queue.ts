import { PHOTO_UPLOAD_MAX_BYTES, PHOTO_UPLOAD_TEXT, PHOTO_UPLOAD_TYPES } from "@core/contracts/catalogue";
import {
	chosenFile,
	clampShare,
	patchItem as patch,
	type QueuedFile,
	waitingToStart,
} from "@/lib/upload-queue";

/** Files sent at once: enough to keep the line busy, few enough that each shows progress. */
export const UPLOAD_CONCURRENCY = 2;

export type UploadState = "queued" | "uploading" | "done" | "refused";

export type UploadItem = QueuedFile<UploadState> & {
	/** The family chosen when the file was added: a retry goes to the same one. */
	family: string;
	photo: { id: string; photoid: number; title: string } | null;
};

export type UploadAction =
	| { type: "add"; files: readonly File[]; family: string; keyOf: (file: File, index: number) => string }
	| { type: "start"; key: string }
	| { type: "progress"; key: string; share: number }
	| { type: "done"; key: string; photo: NonNullable<UploadItem["photo"]> }
	| { type: "refused"; key: string; message: string; retryable: boolean }
	| { type: "retry"; key: string }
	| { type: "clear-finished" };

/** Why a file cannot be sent, or null: the server would refuse it anyway, so it never goes. */
export function fileProblem(file: { type: string; size: number }): string | null {
	if (!(PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type)) return PHOTO_UPLOAD_TEXT.wrongType;
	if (file.size > PHOTO_UPLOAD_MAX_BYTES) return PHOTO_UPLOAD_TEXT.tooLarge;
	if (file.size === 0) return PHOTO_UPLOAD_TEXT.broken;
	return null;
}

export function uploadQueueReducer(items: readonly UploadItem[], action: UploadAction): UploadItem[] {
	switch (action.type) {
		case "add":
			return [
				...items,
				...action.files.map(
					(file, index): UploadItem => ({
						...chosenFile(action.keyOf(file, index), file, fileProblem(file), {
							waiting: "queued",
							refused: "refused",
						}),
						family: action.family,
						photo: null,
					}),
				),
			];
		case "start":
			return patch(items, action.key, { state: "uploading", progress: 0, message: null });
		case "progress":
			return patch(items, action.key, { progress: clampShare(action.share) });
		case "done":
			return patch(items, action.key, { state: "done", progress: 1, photo: action.photo });
		case "refused":
			return patch(items, action.key, {
				state: "refused",
				message: action.message,
				retryable: action.retryable,
			});
		case "retry":
			return items.map((item) =>
				item.key === action.key && item.state === "refused" && item.retryable
					? { ...item, state: "queued", progress: 0, message: null }
					: item,
			);
		case "clear-finished":
			return items.filter((item) => item.state !== "done" && !(item.state === "refused" && !item.retryable));
	}
}

/** The queued files to start now, oldest first, keeping at most `limit` in flight. */
export function nextToStart(items: readonly UploadItem[], limit = UPLOAD_CONCURRENCY): UploadItem[] {
	return waitingToStart(items, "queued", limit);
}

export type UploadSummary = Record<UploadState, number> & { total: number };

export function summarise(items: readonly UploadItem[]): UploadSummary {
	const summary: UploadSummary = { total: items.length, queued: 0, uploading: 0, done: 0, refused: 0 };
	for (const item of items) summary[item.state] += 1;
	return summary;
}

/** '3 of 5 uploaded · 1 refused · 1 waiting'. */
export function summaryText(summary: UploadSummary): string {
	const parts = [`${summary.done} of ${summary.total} uploaded`];
	if (summary.uploading > 0) parts.push(`${summary.uploading} uploading`);
	if (summary.queued > 0) parts.push(`${summary.queued} waiting`);
	if (summary.refused > 0) parts.push(`${summary.refused} refused`);
	return parts.join(" · ");
}

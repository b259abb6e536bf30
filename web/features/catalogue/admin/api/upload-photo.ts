import { adminApiPaths } from "@core/admin-api-paths";
import { z } from "zod";
import { ApiError, apiErrorOf, BAD_RESPONSE_CODE, NETWORK_ERROR_CODE } from "@/lib/api-client";

/** What the queue needs of the draft made from an upload (the answer carries the whole photo). */
export const UploadedPhoto = z.object({ id: z.uuid(), photoid: z.number().int(), title: z.string() });
export type UploadedPhoto = z.infer<typeof UploadedPhoto>;
const UploadAnswer = z.object({ photo: UploadedPhoto });

export function uploadUrl(family: string, filename: string): string {
	return `${adminApiPaths.adminPhotoUploads}?${new URLSearchParams({ family, filename })}`;
}

function parseJson(text: string): unknown {
	try {
		return text === "" ? undefined : JSON.parse(text);
	} catch {
		return undefined;
	}
}

/**
 * One original, sent as the raw body with its own type. XMLHttpRequest rather than fetch: only
 * it reports upload progress. Like apiFetch it sends the session cookie (same origin; the
 * browser adds the Origin header the server checks) and fails with an ApiError.
 */
export function uploadPhoto({
	file,
	family,
	onProgress,
	signal,
}: {
	file: File;
	family: string;
	/** The share of the file sent, 0 to 1. */
	onProgress: (share: number) => void;
	signal?: AbortSignal;
}): Promise<UploadedPhoto> {
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		xhr.open("POST", uploadUrl(family, file.name));
		xhr.withCredentials = true;
		xhr.setRequestHeader("accept", "application/json");
		xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
		};
		xhr.onload = () => {
			const body = parseJson(xhr.responseText);
			if (xhr.status < 200 || xhr.status >= 300)
				return reject(
					apiErrorOf(
						xhr.status,
						body,
						xhr.status === 413 ? "The file is too large for the server" : `Upload failed (${xhr.status})`,
					),
				);
			const answer = UploadAnswer.safeParse(body);
			if (!answer.success)
				return reject(
					new ApiError(xhr.status, BAD_RESPONSE_CODE, "The server sent an answer we did not expect."),
				);
			resolve(answer.data.photo);
		};
		xhr.onerror = () =>
			reject(new ApiError(0, NETWORK_ERROR_CODE, "We could not reach the server. Check your connection."));
		xhr.onabort = () => reject(new DOMException("The upload was stopped", "AbortError"));
		signal?.addEventListener("abort", () => xhr.abort(), { once: true });
		xhr.send(file);
	});
}

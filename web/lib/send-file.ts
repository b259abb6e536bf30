import { ApiError, apiErrorOf, NETWORK_ERROR_CODE } from "@/lib/api-client";

function parseJson(text: string): unknown {
	try {
		return text === "" ? undefined : JSON.parse(text);
	} catch {
		return undefined;
	}
}

/**
 * Sends one file as the raw request body and answers the JSON reply. XMLHttpRequest rather than
 * fetch: only it reports upload progress. Like apiFetch it sends the session cookie (same origin;
 * the browser adds the Origin header the server checks) and fails with an ApiError; a stop by
 * `signal` fails with an AbortError.
 */
export function sendFile({
	url,
	file,
	onProgress,
	signal,
}: {
	url: string;
	file: File;
	/** The share of the file sent, 0 to 1. */
	onProgress: (share: number) => void;
	signal?: AbortSignal;
}): Promise<unknown> {
	return new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		xhr.open("POST", url);
		xhr.withCredentials = true;
		xhr.setRequestHeader("accept", "application/json");
		// The browser's guess from the name (none for some TIFFs): the server judges the content anyway.
		xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
		};
		xhr.onload = () => {
			const body = parseJson(xhr.responseText);
			if (xhr.status >= 200 && xhr.status < 300) return resolve(body);
			reject(
				apiErrorOf(
					xhr.status,
					body,
					xhr.status === 413 ? "The file is too large for the server" : `Upload failed (${xhr.status})`,
				),
			);
		};
		xhr.onerror = () =>
			reject(new ApiError(0, NETWORK_ERROR_CODE, "We could not reach the server. Check your connection."));
		xhr.onabort = () => reject(new DOMException("The upload was stopped", "AbortError"));
		signal?.addEventListener("abort", () => xhr.abort(), { once: true });
		xhr.send(file);
	});
}

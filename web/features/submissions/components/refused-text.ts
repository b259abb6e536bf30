import type { RefusedPhoto } from "@core/contracts/submissions";
import { ApiError } from "@/lib/api-client";
import { errorText } from "@/lib/error-text";

/** The photos a refusal names (`details.refused`), each with why; none when it names none. */
function refusedPhotos(error: unknown): RefusedPhoto[] {
	if (!(error instanceof ApiError)) return [];
	const refused = error.details?.refused;
	return Array.isArray(refused) ? (refused as RefusedPhoto[]) : [];
}

/** A refusal in words: the server's message, then each photo it names and why. */
export function refusedText(error: unknown, fallback = "Please try again."): string {
	const photos = refusedPhotos(error);
	const head = errorText(error, fallback);
	if (photos.length === 0) return head;
	return `${head}: ${photos.map((photo) => `#${photo.photoid} ${photo.message.toLowerCase()}`).join("; ")}`;
}

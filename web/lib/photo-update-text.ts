/** How a photo update is worded, on the photo page's Admin tab and in the admin photo editor. */
import type { PhotoFlags } from "@core/contracts/photos";
import { ApiError } from "@/lib/api-client";

/** The Photo update toasts of spec section 8. */
export const PHOTO_UPDATE_TEXT = {
	savedTitle: "Photo updated",
	saved: "Changes saved successfully",
	failedTitle: "Update failed",
	forbidden: "Access denied - insufficient permissions",
	unauthenticated: "Authentication required",
	notFound: "Photo not found",
	fallback: "Could not save changes",
} as const;

/**
 * Spec section 8 maps the data layer's answers (row-level security, not authenticated,
 * PGRST116); our API says the same with 403, 401 and 404. Anything else shows the server's
 * message, else the fallback.
 */
export function photoUpdateFailure(error: unknown): string {
	if (error instanceof ApiError) {
		if (error.status === 403) return PHOTO_UPDATE_TEXT.forbidden;
		if (error.status === 401) return PHOTO_UPDATE_TEXT.unauthenticated;
		if (error.status === 404) return PHOTO_UPDATE_TEXT.notFound;
	}
	if (error instanceof Error && error.message.trim() !== "") return error.message;
	return PHOTO_UPDATE_TEXT.fallback;
}

export const FLAG_TEXT: Record<keyof PhotoFlags, { label: string; hint: string }> = {
	photoshop: { label: "Photoshop", hint: "The image needs retouching." },
	info_missing: { label: "Info missing", hint: "Facts about the photo are missing." },
	missing_faces: { label: "Missing faces", hint: "People in the photo are not identified." },
};

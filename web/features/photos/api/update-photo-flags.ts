import { adminApiPaths } from "@core/admin-api-paths";
import type { PhotoFlags, PhotoFlagsUpdate, PhotoInsights } from "@core/contracts/photos";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { PHOTO_UPDATE_TEXT, photoUpdateFailure } from "@/lib/photo-update-text";
import { toast } from "@/lib/toast";
import { photoInsightsQueryOptions } from "./get-photo-insights";

export type PhotoFlagName = keyof PhotoFlags;

/** Sets one or more flags; answers the photo's flags after the change. */
export function updatePhotoFlags(photoId: string, update: PhotoFlagsUpdate): Promise<PhotoFlags> {
	return apiFetch<Reply<typeof PhotoFlags>>(adminApiPaths.adminPhotoFlags(photoId), {
		method: "PATCH",
		body: update,
	});
}

/**
 * One flag's switch: it moves at once (optimistic), takes the saved value when the server
 * answers, and returns to the value it had when the save fails. The toasts are spec section 8's;
 * they are raised here so a save that ends after the tab closed still reports.
 */
export function useUpdatePhotoFlag(photoId: string, flag: PhotoFlagName) {
	const queryClient = useQueryClient();
	const { queryKey } = photoInsightsQueryOptions(photoId);

	function setFlag(value: boolean) {
		queryClient.setQueryData<PhotoInsights>(queryKey, (current) =>
			current ? { ...current, flags: { ...current.flags, [flag]: value } } : current,
		);
	}

	return useMutation({
		mutationFn: (value: boolean) => updatePhotoFlags(photoId, { [flag]: value }),
		onMutate: async (value: boolean) => {
			// A figures refetch in flight would bring back the old value over the new one.
			await queryClient.cancelQueries({ queryKey });
			const saved = queryClient.getQueryData<PhotoInsights>(queryKey)?.flags[flag];
			setFlag(value);
			return { saved };
		},
		onSuccess: (flags) => {
			// Only this switch's flag: another switch may have a save of its own under way.
			setFlag(flags[flag]);
			toast.success(PHOTO_UPDATE_TEXT.savedTitle, { description: PHOTO_UPDATE_TEXT.saved });
		},
		onError: (error, _value, context) => {
			console.warn(`Photo flag update failed (${flag})`, error);
			if (context?.saved !== undefined) setFlag(context.saved);
			toast.error(PHOTO_UPDATE_TEXT.failedTitle, { description: photoUpdateFailure(error) });
		},
	});
}

import type { PhotoLicensing } from "@core/contracts/licensing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/**
 * A photo's licensing as the viewer sees it (issue 30, GET /api/photos/{id}/licensing): prices per
 * licence and exclusive term, holds and exclusivity. One query for the buy box's licence choice
 * (features/photos) and its hold panel (features/holds): the page asks once, and placing or
 * releasing a hold refreshes both. It differs per viewer, so the user's id is part of the key.
 */
export const photoLicensingKey = (photoId: string, userId: string | null) =>
	["photo-licensing", photoId, userId ?? "guest"] as const;

export function photoLicensingOptions(photoId: string, userId: string | null) {
	return queryOptions({
		queryKey: photoLicensingKey(photoId, userId),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof PhotoLicensing>>(apiPaths.photoLicensing(photoId), { signal }),
		// The page's first answer (server/seo/first-answers.ts), read by whichever asks first.
		initialData: () => firstAnswer<PhotoLicensing>(apiPaths.photoLicensing(photoId)),
		// Holds and exclusivity change by the minute.
		staleTime: 30_000,
	});
}

export function usePhotoLicensing(photoId: string) {
	const { user, isLoading } = useSession();
	return useQuery({ ...photoLicensingOptions(photoId, user?.id ?? null), enabled: !isLoading });
}

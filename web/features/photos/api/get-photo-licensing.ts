import type { PhotoLicensing } from "@core/contracts/licensing";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { licensingApiPaths } from "@/lib/paths";

/**
 * The query key of a photo's licensing. It differs per viewer, so the user's id is part of it
 * (signing in or out asks again). The buy box's hold panel (features/holds) reads the same key,
 * so the page asks once, and placing or releasing a hold refreshes the exclusivity choice too.
 */
export const photoLicensingKey = (photoId: string, userId: string | null) =>
	["photo-licensing", photoId, userId ?? "guest"] as const;

/**
 * A photo's licensing as the viewer sees it (issue 30): the price of each licence and exclusive
 * term, and whether hero or exclusive use can be licensed now (held or exclusive elsewhere). Not
 * kept long: holds and exclusivity change by the minute.
 */
export function usePhotoLicensing(photoId: string) {
	const { user, isLoading } = useSession();
	return useQuery({
		queryKey: photoLicensingKey(photoId, user?.id ?? null),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof PhotoLicensing>>(licensingApiPaths.photoLicensing(photoId), { signal }),
		// The page's first answer (server/seo/first-answers.ts), read by whichever asks first.
		initialData: () => firstAnswer<PhotoLicensing>(licensingApiPaths.photoLicensing(photoId)),
		staleTime: 30_000,
		enabled: !isLoading,
	});
}

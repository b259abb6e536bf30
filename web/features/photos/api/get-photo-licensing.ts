import type { PhotoLicensing } from "@core/contracts/licensing";
import { useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { licensingApiPaths } from "@/lib/paths";

/** The query key of a photo's licensing: what places or releases a hold refreshes. */
export const photoLicensingKey = (photoId: string) => ["photo-licensing", photoId] as const;

/**
 * A photo's licensing as the viewer sees it (issue 30): the price of each licence and exclusive
 * term, and whether hero or exclusive use can be licensed now (held or exclusive elsewhere). Not
 * kept long: holds and exclusivity change by the minute.
 */
export function usePhotoLicensing(photoId: string) {
	return useQuery({
		queryKey: photoLicensingKey(photoId),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof PhotoLicensing>>(licensingApiPaths.photoLicensing(photoId), { signal }),
		staleTime: 15_000,
	});
}

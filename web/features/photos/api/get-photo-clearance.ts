import type { PhotoClearanceResponse } from "@core/contracts/clearance";
import { useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** A photo's Clearance section (issue 26): its rights holder and the releases of the people shown. */
export function usePhotoClearance(photoId: string) {
	return useQuery({
		queryKey: ["photo-clearance", photoId],
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof PhotoClearanceResponse>>(apiPaths.photoClearance(photoId), { signal }),
		staleTime: 60_000,
	});
}

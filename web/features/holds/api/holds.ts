import { type HoldCreate, type HoldResponse, type HoldsResponse, holdPaths } from "@core/contracts/holds";
import type { PhotoLicensing } from "@core/contracts/licensing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/**
 * A photo's holds as the viewer sees them (GET /api/photos/{id}/licensing) and a production's
 * running holds, with placing and releasing one (issue 30; docs/holds.md).
 */

/** Under the user-scoped "projects" root: a sign-out drops it. */
export const productionHoldsKey = (productionId: string) => ["projects", "holds", productionId] as const;

export function getProductionHolds(productionId: string, signal?: AbortSignal): Promise<HoldsResponse> {
	return apiFetch<Reply<typeof HoldsResponse>>(holdPaths.productionHolds(productionId), { signal });
}

export function useProductionHolds(productionId: string) {
	return useQuery({
		queryKey: productionHoldsKey(productionId),
		queryFn: ({ signal }) => getProductionHolds(productionId, signal),
		staleTime: 30_000,
	});
}

export function placeHold(productionId: string, body: HoldCreate): Promise<HoldResponse> {
	return apiFetch<Reply<typeof HoldResponse>>(holdPaths.productionHolds(productionId), {
		method: "POST",
		body,
	});
}

export function releaseHold(holdId: string): Promise<void> {
	return apiFetch<void>(holdPaths.hold(holdId), { method: "DELETE" });
}

/** After a hold changes: the photo's licensing (every viewer's copy) and the productions' lists. */
function useRefreshHolds() {
	const queryClient = useQueryClient();
	return (photoId: string) =>
		Promise.all([
			queryClient.invalidateQueries({ queryKey: ["photo-licensing", photoId] }),
			queryClient.invalidateQueries({ queryKey: ["projects", "holds"] }),
		]);
}

export function usePlaceHold() {
	const refresh = useRefreshHolds();
	return useMutation({
		mutationFn: ({ productionId, photoId }: { productionId: string; photoId: string }) =>
			placeHold(productionId, { photo_id: photoId }),
		onSettled: (_data, _error, { photoId }) => refresh(photoId),
	});
}

export function useReleaseHold() {
	const refresh = useRefreshHolds();
	return useMutation({
		mutationFn: ({ holdId }: { holdId: string; photoId: string }) => releaseHold(holdId),
		onSettled: (_data, _error, { photoId }) => refresh(photoId),
	});
}

import { adminApiPaths } from "@core/admin-api-paths";
import type {
	AdminPhotoClearance,
	AdminReleaseResponse,
	AdminRightsResponse,
	LedgerHistoryResponse,
	ReleaseCreate,
	ReleaseDecisionResponse,
	ReleaseQueueResponse,
	RightsSave,
} from "@core/contracts/clearance";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** Under the user-scoped root "admin": dropped on sign-out. */
export const clearanceKeys = {
	all: ["admin", "clearance"] as const,
	queue: (page: number) => ["admin", "clearance", "queue", page] as const,
	photo: (photoId: string) => ["admin", "clearance", "photo", photoId] as const,
	ledger: (photoId: string) => ["admin", "clearance", "ledger", photoId] as const,
};

/** The review queue changes as other admins work: read afresh when shown. */
export function releaseQueueQueryOptions(page: number) {
	return queryOptions({
		queryKey: clearanceKeys.queue(page),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof ReleaseQueueResponse>>(
				`${adminApiPaths.adminReleases}?${new URLSearchParams({ status: "pending_review", page: String(page) })}`,
				{ signal },
			),
		staleTime: 0,
		placeholderData: keepPreviousData,
	});
}

export const useReleaseQueue = (page: number) => useQuery(releaseQueueQueryOptions(page));

export function usePhotoClearance(photoId: string) {
	return useQuery({
		queryKey: clearanceKeys.photo(photoId),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof AdminPhotoClearance>>(adminApiPaths.adminPhotoClearance(photoId), { signal }),
		staleTime: 0,
	});
}

export function usePhotoLedger(photoId: string) {
	return useQuery({
		queryKey: clearanceKeys.ledger(photoId),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof LedgerHistoryResponse>>(adminApiPaths.adminPhotoLedger(photoId), { signal }),
		staleTime: 0,
	});
}

/** After any change to the ledger, everything clearance reads again (a release reaches many photos). */
function useLedgerMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: clearanceKeys.all }),
	});
}

export type ReleaseDecisionInput = { id: string; action: "verify" | "reject" | "revoke"; reason?: string };

export const useDecideRelease = () =>
	useLedgerMutation(({ id, action, reason }: ReleaseDecisionInput) =>
		apiFetch<Reply<typeof ReleaseDecisionResponse>>(adminApiPaths.adminReleaseAction(id, action), {
			method: "POST",
			...(action === "verify" ? {} : { body: { reason } }),
		}),
	);

export const useCreateRelease = () =>
	useLedgerMutation(async (input: ReleaseCreate) => {
		const { release } = await apiFetch<Reply<typeof AdminReleaseResponse>>(adminApiPaths.adminReleases, {
			method: "POST",
			body: input,
		});
		return release;
	});

export const useSaveRights = (photoId: string) =>
	useLedgerMutation((input: RightsSave) =>
		apiFetch<Reply<typeof AdminRightsResponse>>(adminApiPaths.adminPhotoRights(photoId), {
			method: "PUT",
			body: input,
		}),
	);

export const useVerifyRights = (photoId: string) =>
	useLedgerMutation(() =>
		apiFetch<Reply<typeof AdminRightsResponse>>(adminApiPaths.adminPhotoRightsVerify(photoId), {
			method: "POST",
		}),
	);

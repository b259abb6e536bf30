import type {
	FamilyStorefront,
	FamilyStorefrontResponse,
	FamilyStorefrontUpdate,
	StorefrontClosed,
} from "@core/contracts/families";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { familyKeys } from "./keys";

/** The family's own settings: 10 min fresh, like profile data (spec section 9); every change writes the answer back. */
const STOREFRONT_STALE_MS = 10 * 60 * 1000;

export async function getOwnStorefront(signal?: AbortSignal): Promise<FamilyStorefront> {
	const { storefront } = await apiFetch<Reply<typeof FamilyStorefrontResponse>>(apiPaths.familyStorefront, {
		signal,
	});
	return storefront;
}

export function useOwnStorefront() {
	return useQuery(
		queryOptions({
			queryKey: familyKeys.storefront,
			queryFn: ({ signal }) => getOwnStorefront(signal),
			staleTime: STOREFRONT_STALE_MS,
		}),
	);
}

async function patchStorefront(update: FamilyStorefrontUpdate): Promise<FamilyStorefront> {
	const { storefront } = await apiFetch<Reply<typeof FamilyStorefrontResponse>>(apiPaths.familyStorefront, {
		method: "PATCH",
		body: update,
	});
	return storefront;
}

/** Writes the answer into the cache (the public storefront page reads its own query). */
function useKeep() {
	const queryClient = useQueryClient();
	return (storefront: FamilyStorefront) => {
		queryClient.setQueryData(familyKeys.storefront, storefront);
		void queryClient.invalidateQueries({ queryKey: ["storefront", storefront.user_id] });
	};
}

export function useUpdateStorefront() {
	const keep = useKeep();
	return useMutation({ mutationFn: patchStorefront, onSuccess: keep });
}

export function useUploadStorefrontPortrait() {
	const keep = useKeep();
	return useMutation({
		mutationFn: async (file: Blob) => {
			const { storefront } = await apiFetch<Reply<typeof FamilyStorefrontResponse>>(
				apiPaths.familyStorefrontPortrait,
				{ method: "PUT", body: file },
			);
			return storefront;
		},
		onSuccess: keep,
	});
}

export function useRemoveStorefrontPortrait() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => apiFetch<void>(apiPaths.familyStorefrontPortrait, { method: "DELETE" }),
		onSuccess: () => {
			// The public storefront page shows the portrait too, like every other storefront change.
			const id = queryClient.getQueryData<FamilyStorefront>(familyKeys.storefront)?.user_id;
			if (id) void queryClient.invalidateQueries({ queryKey: ["storefront", id] });
			return queryClient.invalidateQueries({ queryKey: familyKeys.storefront });
		},
	});
}

export function useCloseStorefront() {
	const keep = useKeep();
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () =>
			apiFetch<Reply<typeof StorefrontClosed>>(apiPaths.familyStorefrontClose, { method: "POST", body: {} }),
		onSuccess: ({ storefront }) => {
			keep(storefront);
			// Every photo of the family changed status: the other tabs read theirs again.
			void queryClient.invalidateQueries({ queryKey: familyKeys.all });
		},
	});
}

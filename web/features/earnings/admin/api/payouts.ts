import type { AdminPayoutsResponse, PayoutCreate, PayoutCreated } from "@core/contracts/earnings";
import { earningsApiPaths } from "@core/earnings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** Under the user-scoped root "admin": dropped on sign-out. */
export const payoutsKey = ["admin", "payouts"] as const;

export function payoutsQueryOptions() {
	return queryOptions({
		queryKey: payoutsKey,
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof AdminPayoutsResponse>>(earningsApiPaths.adminPayouts, { signal }),
		// Balances move with every sale and every other admin's payout: read afresh when shown.
		staleTime: 0,
	});
}

export const usePayouts = () => useQuery(payoutsQueryOptions());

export function useRecordPayout() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (input: PayoutCreate) =>
			apiFetch<Reply<typeof PayoutCreated>>(earningsApiPaths.adminPayouts, { method: "POST", body: input }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutsKey }),
	});
}

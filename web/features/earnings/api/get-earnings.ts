import type { EarningsResponse } from "@core/contracts/earnings";
import { earningsApiPaths } from "@core/earnings";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";

export function getEarnings(year: number | null, signal?: AbortSignal): Promise<EarningsResponse> {
	return apiFetch<Reply<typeof EarningsResponse>>(earningsApiPaths.earnings, {
		signal,
		query: { year: year ?? undefined },
	});
}

/** Under the root "family" and the user's id: another account signing in never sees these. */
export const earningsKey = (userId: string, year: number | null) =>
	["family", "earnings", userId, year] as const;

export function earningsQueryOptions(userId: string, year: number | null) {
	return queryOptions({
		queryKey: earningsKey(userId, year),
		queryFn: ({ signal }) => getEarnings(year, signal),
		// A sale or a payout can land at any time: read again when the tab is shown.
		staleTime: 0,
		placeholderData: keepPreviousData,
	});
}

/** The signed-in family's earnings; `year` null is the current one. */
export function useEarnings(year: number | null) {
	const { user } = useSession();
	return useQuery({ ...earningsQueryOptions(user?.id ?? "", year), enabled: user !== null });
}

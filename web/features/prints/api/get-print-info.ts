import { PRINT_API, type PrintInfo } from "@core/contracts/prints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { ApiError, apiFetch } from "@/lib/api-client";

export function getPrintInfo(itemId: string, signal?: AbortSignal): Promise<PrintInfo> {
	return apiFetch<PrintInfo>(PRINT_API.info(itemId), { signal });
}

/** A licence that is not the caller's, of an unpaid order, or unknown: the API's one 404. */
export function isLicenceNotFound(error: unknown): boolean {
	return error instanceof ApiError && error.status === 404;
}

export const printKeys = {
	info: (userId: string, itemId: string) => ["prints", userId, itemId] as const,
};

export function printInfoQueryOptions(userId: string, itemId: string) {
	return queryOptions({
		queryKey: printKeys.info(userId, itemId),
		queryFn: ({ signal }) => getPrintInfo(itemId, signal),
		// A licence's sizes change only if its original is replaced.
		staleTime: 5 * 60_000,
		retry: (failureCount, error) => !isLicenceNotFound(error) && failureCount < 1,
	});
}

/** The print sizes of one of the signed-in user's licences. */
export function usePrintInfo(itemId: string) {
	const { user } = useSession();
	return useQuery({
		...printInfoQueryOptions(user?.id ?? "", itemId),
		enabled: user !== null && itemId !== "",
	});
}

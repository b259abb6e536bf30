import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminMailListResponse, AdminMailRetryResponse } from "@core/contracts/mail";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminMailKeys = {
	all: ["admin", "mail"] as const,
	list: () => ["admin", "mail", "list"] as const,
};

/** The queue changes by itself (the worker retries on its schedule): read afresh, and every half minute while shown. */
export const ADMIN_MAIL_REFRESH_MS = 30_000;

export function getUndeliveredMail(signal?: AbortSignal): Promise<AdminMailListResponse> {
	return apiFetch<Reply<typeof AdminMailListResponse>>(adminApiPaths.adminMail, { signal });
}

export function undeliveredMailQueryOptions() {
	return queryOptions({
		queryKey: adminMailKeys.list(),
		queryFn: ({ signal }) => getUndeliveredMail(signal),
		staleTime: 0,
		refetchOnMount: true,
		refetchInterval: ADMIN_MAIL_REFRESH_MS,
	});
}

export function useUndeliveredMail() {
	return useQuery(undeliveredMailQueryOptions());
}

/** One attempt at once: the answer says whether the mail went out. */
export function retryMail(id: string): Promise<AdminMailRetryResponse> {
	return apiFetch<Reply<typeof AdminMailRetryResponse>>(adminApiPaths.adminMailRetry(id), { method: "POST" });
}

/** Whatever the outcome (sent, failed again, or refused because another worker was quicker), the list reads again. */
export function useRetryMail() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: retryMail,
		onSettled: () => queryClient.invalidateQueries({ queryKey: adminMailKeys.list() }),
	});
}

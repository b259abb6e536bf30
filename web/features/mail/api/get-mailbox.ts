import type { MailboxResponse } from "@core/contracts/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export function getMailbox(signal?: AbortSignal): Promise<MailboxResponse> {
	return apiFetch<Reply<typeof MailboxResponse>>(apiPaths.devMailbox, { signal });
}

/** A developer waits here for the next message: always fresh, and refetched on return to the tab. */
export function mailboxQueryOptions() {
	return queryOptions({
		queryKey: ["dev", "mailbox"],
		queryFn: ({ signal }) => getMailbox(signal),
		staleTime: 0,
		refetchOnMount: "always",
		refetchOnWindowFocus: true,
		retry: false,
	});
}

export function useMailbox() {
	return useQuery(mailboxQueryOptions());
}

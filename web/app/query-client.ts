import type { MeResponse } from "@core/contracts/auth";
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { sessionQueryKey } from "@/api/auth/session";
import { ApiError } from "@/lib/api-client";

const MINUTE = 60 * 1000;

/**
 * The app's query client with the spec's defaults (section 9, Caching): 5 min fresh, 10 min
 * kept, one retry, no refetch on focus, mount or reconnect.
 */
export function createQueryClient(): QueryClient {
	const queryClient: QueryClient = new QueryClient({
		queryCache: new QueryCache({
			onError: (error, query) => {
				// A 401 anywhere means the session is gone: the header and the guards follow.
				if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== sessionQueryKey[0]) {
					queryClient.setQueryData<MeResponse>(sessionQueryKey, { user: null });
				}
			},
		}),
		defaultOptions: {
			queries: {
				staleTime: 5 * MINUTE,
				gcTime: 10 * MINUTE,
				retry: 1,
				refetchOnWindowFocus: false,
				refetchOnMount: false,
				refetchOnReconnect: false,
			},
		},
	});
	return queryClient;
}

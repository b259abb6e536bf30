import type { VerifyResponse } from "@core/contracts/verification";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export const verificationKeys = {
	all: ["verification"] as const,
	code: (code: string) => ["verification", code] as const,
};

export function getVerification(code: string, signal?: AbortSignal): Promise<VerifyResponse> {
	return apiFetch<Reply<typeof VerifyResponse>>(apiPaths.verify(code), { signal });
}

/** The server knows no licence by this code (404), or it is not shaped like one (400). */
export function isUnknownCode(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function verificationQueryOptions(code: string) {
	return queryOptions({
		queryKey: verificationKeys.code(code),
		queryFn: ({ signal }) => getVerification(code, signal),
		retry: (count, error) => !isUnknownCode(error) && count < 1,
		// A refund changes the answer: every visit asks again.
		staleTime: 0,
		refetchOnMount: true,
	});
}

/** A licence's or certificate's verification: public, signed in or not. */
export function useVerification(code: string) {
	return useQuery(verificationQueryOptions(code));
}

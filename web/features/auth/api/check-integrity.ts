import type { IntegrityReport } from "@core/contracts/wishlists";
import { useMutation } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * The data-integrity check of the caller's companies, projects and wishlists (spec section 8),
 * offered on /account: this is the app's only caller.
 */
export function checkIntegrity(): Promise<IntegrityReport> {
	return apiFetch<Reply<typeof IntegrityReport>>(apiPaths.accountIntegrity, {});
}

/** An action the user starts, so a mutation: it runs when asked, never from the cache. */
export function useCheckIntegrity() {
	return useMutation({ mutationFn: checkIntegrity });
}

import { IntegrityReport } from "@core/contracts/wishlists";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * The data-integrity check of the caller's companies, projects and wishlists (spec section 8).
 * The wishlists feature has the same call; features may not import each other, and this page
 * is the one that offers the check.
 */
export function checkIntegrity(): Promise<IntegrityReport> {
	return apiFetch(apiPaths.accountIntegrity, { schema: IntegrityReport });
}

/** An action the user starts, so a mutation: it runs when asked, never from the cache. */
export function useCheckIntegrity() {
	return useMutation({ mutationFn: checkIntegrity });
}

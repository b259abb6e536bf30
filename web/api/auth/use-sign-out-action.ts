import { UNEXPECTED_ERROR_SHORT } from "@core/unexpected-error";
import { useNavigate } from "react-router";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useSignOut } from "./session";

export const SIGN_OUT_FAILED_TITLE = "Log out failed";

/** The text of a failed sign-out: the server's message, else the spec's fallback (section 8, Auth). */
export function signOutFailureMessage(error: unknown): string {
	return error instanceof ApiError && error.message ? error.message : UNEXPECTED_ERROR_SHORT;
}

/**
 * Signing out from a button: the user first leaves for the home page, so a members-only
 * page's guard does not ask them to sign in again, then the session ends. A failure toasts.
 */
export function useSignOutAction() {
	const navigate = useNavigate();
	const signOut = useSignOut();

	async function signOutAndLeave(): Promise<void> {
		await navigate(paths.home);
		try {
			// The promise, not mutate's callbacks: those are skipped when the caller has unmounted.
			await signOut.mutateAsync();
		} catch (error) {
			console.warn("Sign-out failed", error);
			toast.error(SIGN_OUT_FAILED_TITLE, {
				id: "sign-out-failed",
				description: signOutFailureMessage(error),
			});
		}
	}

	return { signOut: signOutAndLeave, isPending: signOut.isPending };
}

import { NAVIGATION_MESSAGES } from "@core/navigation-text";
import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { type AuthRedirectState, useSession } from "@/api/auth/session";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";

type Requirement = "signed-in" | "admin";
type Verdict = "checking" | "allowed" | "needs-sign-in" | "denied";

function verdictFor(requirement: Requirement, session: ReturnType<typeof useSession>): Verdict {
	if (session.isLoading) return "checking";
	if (!session.user) return "needs-sign-in";
	if (requirement === "admin") {
		if (session.isAdminLoading) return "checking";
		if (!session.isAdmin) return "denied";
	}
	return "allowed";
}

/**
 * The navigation guard of spec section 4: a signed-out visitor is sent to /auth with the page
 * to come back to, and a signed-in non-admin on an admin page is sent home. A signed-out
 * visitor on an admin page is asked to sign in first, since they may be an admin.
 */
function Guard({ requirement }: { requirement: Requirement }) {
	const session = useSession();
	const location = useLocation();
	const navigate = useNavigate();
	const verdict = verdictFor(requirement, session);
	const returnUrl = `${location.pathname}${location.search}${location.hash}`;

	useEffect(() => {
		// Toast ids keep one toast when effects run twice (Strict Mode) or guards chain.
		if (verdict === "needs-sign-in") {
			const { title, description } = NAVIGATION_MESSAGES.authenticationRequired;
			toast.error(title, { id: "auth-required", description });
			const state: AuthRedirectState = { returnUrl };
			navigate(paths.auth, { replace: true, state });
		} else if (verdict === "denied") {
			const { title, description } = NAVIGATION_MESSAGES.accessDenied;
			// A user-action failure (spec section 6): the server refuses the admin APIs anyway.
			console.warn(`User action failed: ${title} (${description}) at ${returnUrl}`);
			toast.error(title, { id: "access-denied", description });
			navigate(paths.home, { replace: true });
		}
	}, [verdict, returnUrl, navigate]);

	if (verdict === "allowed") return <Outlet />;
	return <Spinner label={verdict === "checking" ? "Checking your session…" : "Redirecting…"} />;
}

export function RequireSignIn() {
	return <Guard requirement="signed-in" />;
}

export function RequireAdmin() {
	return <Guard requirement="admin" />;
}

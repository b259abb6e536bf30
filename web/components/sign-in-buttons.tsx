import { Link, useLocation } from "react-router";
import type { AuthRedirectState } from "@/api/auth/session";
import { buttonClasses } from "@/components/ui/button";
import { paths, safeReturnUrl } from "@/lib/paths";

/** /auth and its pages (reset password, link errors): never a page to come back to after signing in. */
const isAuthPage = (pathname: string) => pathname === paths.auth || pathname.startsWith(`${paths.auth}/`);

/**
 * The navigation state for a link to /auth that brings the visitor back to this page once signed
 * in or signed up (issue 28: sign-up started from a photo returns to that photo). On /auth itself
 * it keeps the way back the page already has, so switching between sign in and sign up loses
 * nothing.
 */
export function useReturnHere(): AuthRedirectState {
	const location = useLocation();
	if (isAuthPage(location.pathname))
		return { returnUrl: safeReturnUrl((location.state as Partial<AuthRedirectState> | null)?.returnUrl) };
	return { returnUrl: `${location.pathname}${location.search}` };
}

/**
 * The guest's 'Sign In' and 'Create Account' pair (spec section 2, Guest banner). Either one
 * brings the visitor back to this page once signed in.
 */
export function SignInButtons() {
	const state = useReturnHere();
	return (
		<div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
			<Link to={paths.authLogin} state={state} className={buttonClasses({ className: "w-full sm:w-auto" })}>
				Sign In
			</Link>
			<Link
				to={paths.authSignup}
				state={state}
				className={buttonClasses({ variant: "secondary", className: "w-full sm:w-auto" })}
			>
				Create Account
			</Link>
		</div>
	);
}

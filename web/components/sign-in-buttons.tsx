import { Link, useLocation } from "react-router";
import type { AuthRedirectState } from "@/api/auth/session";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/**
 * The guest's 'Sign In' and 'Create Account' pair (spec section 2, Guest banner). Either one
 * brings the visitor back to this page once signed in.
 */
export function SignInButtons() {
	const location = useLocation();
	const state: AuthRedirectState = { returnUrl: `${location.pathname}${location.search}` };
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

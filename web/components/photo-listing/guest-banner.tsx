import { GUEST_BANNER_INVITATION, guestViewingText } from "@core/listing-text";
import { LockKeyhole } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import type { AuthRedirectState } from "@/lib/session";

/** Shown when the server cut a guest's results at the guest limit (spec sections 2 and 6). */
export function GuestBanner({ loaded, total }: { loaded: number; total: string }) {
	const location = useLocation();
	// After signing in, the visitor comes back to this listing.
	const state: AuthRedirectState = { returnUrl: `${location.pathname}${location.search}` };
	return (
		<section
			aria-label="Sign in to see more"
			className="mt-8 flex flex-col items-center gap-4 rounded-xl border border-accent-700/20 bg-accent-50 px-5 py-8 text-center sm:px-8"
		>
			<span className="inline-flex size-11 items-center justify-center rounded-full bg-cream-50 text-accent-600">
				<LockKeyhole aria-hidden="true" className="size-5" />
			</span>
			<div>
				<p className="font-display text-xl font-semibold text-ink-900">{guestViewingText(loaded, total)}</p>
				<p className="mt-1 text-ink-700">{GUEST_BANNER_INVITATION}</p>
			</div>
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
		</section>
	);
}

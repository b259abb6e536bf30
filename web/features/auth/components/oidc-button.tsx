import { AUTH_MESSAGES } from "@core/auth-text";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useStartOidcSignIn } from "../api/sign-in-oidc";
import { toastAuthFailure } from "../lib/auth-errors";

/**
 * 'Continue with <provider>': the server answers with the provider's sign-in page, and the
 * browser leaves for it. It comes back signed in (to `returnUrl`) or to /auth with an error.
 */
export function OidcButton({ name, returnUrl }: { name: string; returnUrl: string }) {
	const start = useStartOidcSignIn();
	const leaving = start.isPending || start.isSuccess;

	function handleClick() {
		start.mutate(returnUrl, {
			onSuccess: ({ url }) => {
				window.location.href = url;
			},
			onError: (error) => toastAuthFailure(error, AUTH_MESSAGES.authenticationFailed),
		});
	}

	return (
		<>
			<Button variant="secondary" size="lg" className="w-full" onClick={handleClick} disabled={leaving}>
				<KeyRound aria-hidden="true" className="size-4" />
				{leaving ? `Opening ${name}…` : `Continue with ${name}`}
			</Button>
			<div className="my-5 flex items-center gap-3 text-xs font-medium tracking-[0.14em] text-ink-500 uppercase">
				<span aria-hidden="true" className="h-px flex-1 bg-ink-900/10" />
				or
				<span aria-hidden="true" className="h-px flex-1 bg-ink-900/10" />
			</div>
		</>
	);
}

import { AUTH_MESSAGES, AUTH_TEXT, type AuthMode, authModeFromQuery } from "@core/auth-text";
import { NAVIGATION_MESSAGES } from "@core/navigation-text";
import { RefreshCw } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { useAuthOptions } from "@/api/auth/auth-options";
import { type AuthRedirectState, useSession } from "@/api/auth/session";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { type TabItem, TabList, TabPanel } from "@/components/ui/tabs";
import { safeReturnUrl } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { EXPIRED_LINK_MESSAGE, INVALID_TOKEN_ERROR } from "../lib/auth-errors";
import { ForgotPasswordForm } from "./forgot-password-form";
import { MagicLinkForm } from "./magic-link-form";
import { OidcButton } from "./oidc-button";
import { PasswordForm } from "./password-form";
import { SignUpForm } from "./sign-up-form";

const TAB_LABELS: Record<AuthMode, string> = {
	"magic-link": "Magic link",
	password: "Password",
	signup: "Sign up",
	"forgot-password": "Reset password",
};

const HEADINGS: Record<AuthMode, string> = {
	"magic-link": "Sign in",
	password: "Sign in",
	signup: "Create account",
	"forgot-password": "Reset password",
};

const DESCRIPTIONS: Record<AuthMode, string> = {
	"magic-link": AUTH_TEXT.signInDescription,
	password: AUTH_TEXT.signInDescription,
	signup: AUTH_TEXT.signUpDescription,
	"forgot-password": AUTH_TEXT.resetDescription,
};

const TABS_ID = "auth";

/** Where to go after signing in, and whether the page that sent us here named an invalid path. */
function returnUrlFrom(state: unknown): { returnUrl: string; invalid: boolean } {
	const asked = (state as Partial<AuthRedirectState> | null)?.returnUrl;
	const returnUrl = safeReturnUrl(asked);
	return { returnUrl, invalid: asked !== undefined && returnUrl !== asked };
}

/** The address without the error a redirect brought, so a reload does not repeat its toast. */
function withoutError(current: URLSearchParams): URLSearchParams {
	const next = new URLSearchParams(current);
	next.delete("error");
	next.delete("error_description");
	return next;
}

function FooterLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
	return (
		<button
			type="button"
			onClick={onClick}
			className="rounded-sm font-medium text-accent-700 underline-offset-4 hover:text-accent-800 hover:underline"
		>
			{children}
		</button>
	);
}

/**
 * /auth (spec section 2, Auth): magic link (default), password, sign up, and reset password
 * once asked for. The tab lives in `?mode=`; a signed-in visitor goes on to `returnUrl`.
 */
export function AuthPage() {
	const { user, isLoading } = useSession();
	const options = useAuthOptions();
	const location = useLocation();
	const [searchParams, setSearchParams] = useSearchParams();
	const mode = authModeFromQuery(searchParams.get("mode"));
	const { returnUrl, invalid: invalidReturnUrl } = returnUrlFrom(location.state);
	const [resetAsked, setResetAsked] = useState(mode === "forgot-password");
	const [email, setEmail] = useState("");
	const showReset = resetAsked || mode === "forgot-password";
	useDocumentTitle(HEADINGS[mode]);

	// Spec section 8: a navigation to a path that is not one of ours says so, then goes to the default.
	useEffect(() => {
		if (!invalidReturnUrl) return;
		const { title, description } = NAVIGATION_MESSAGES.invalidRoute;
		toast.error(title, { id: "invalid-route", description });
	}, [invalidReturnUrl]);

	// Coming back with `?error=...` (a used sign-in link, a refused identity-provider sign-in).
	const redirectError = searchParams.get("error");
	const redirectErrorDescription = searchParams.get("error_description");
	useEffect(() => {
		if (!redirectError) return;
		if (redirectError === INVALID_TOKEN_ERROR) {
			toast.error(EXPIRED_LINK_MESSAGE, { id: "auth-redirect-error" });
		} else {
			toast.error(AUTH_MESSAGES.authenticationFailed, {
				id: "auth-redirect-error",
				description: redirectErrorDescription ?? undefined,
			});
		}
		setSearchParams(withoutError, { replace: true, state: location.state });
	}, [redirectError, redirectErrorDescription, setSearchParams, location.state]);

	function selectMode(next: AuthMode) {
		if (next === "forgot-password") setResetAsked(true);
		setSearchParams(
			(current) => {
				const params = withoutError(current);
				params.set("mode", next);
				return params;
			},
			// The way back (returnUrl) stays with the page whichever tab is open.
			{ replace: true, state: location.state },
		);
	}

	if (user) return <Navigate to={returnUrl} replace />;
	if (isLoading) return <Spinner label="Checking your session…" />;

	const tabs: Array<TabItem<AuthMode>> = (["magic-link", "password", "signup"] as const).map((value) => ({
		value,
		label: TAB_LABELS[value],
	}));
	if (showReset) tabs.push({ value: "forgot-password", label: TAB_LABELS["forgot-password"] });

	const captchaMode = options.data?.captcha;
	const oidc = options.data?.oidc ?? null;
	const signingIn = mode === "magic-link" || mode === "password";
	const formProps = { email, onEmailChange: setEmail, captchaMode };

	return (
		<section className="relative px-4 py-10 sm:py-16">
			<div
				aria-hidden="true"
				className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-cream-200)_0%,transparent_100%)]"
			/>
			<div className="paper-grain mx-auto w-full max-w-md rounded-2xl border border-ink-900/10 bg-cream-50 p-5 shadow-card sm:p-8">
				<header className="text-center">
					<h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">{HEADINGS[mode]}</h1>
					<p className="mt-2 text-ink-600">{DESCRIPTIONS[mode]}</p>
				</header>

				<TabList
					className="mt-6"
					label="Ways to sign in"
					idPrefix={TABS_ID}
					items={tabs}
					value={mode}
					onChange={selectMode}
				/>

				<TabPanel idPrefix={TABS_ID} value={mode} className="mt-6">
					{options.isError && (
						<Notice tone="error" role="alert" className="mb-5">
							<p>We could not load the sign-in options, so the verification cannot start.</p>
							<Button
								variant="secondary"
								size="sm"
								className="mt-2"
								onClick={() => options.refetch()}
								disabled={options.isFetching}
							>
								<RefreshCw
									aria-hidden="true"
									className={options.isFetching ? "size-4 animate-spin" : "size-4"}
								/>
								Try again
							</Button>
						</Notice>
					)}
					{signingIn && oidc && <OidcButton name={oidc.name} returnUrl={returnUrl} />}
					{mode === "magic-link" && <MagicLinkForm key={mode} {...formProps} returnUrl={returnUrl} />}
					{mode === "password" && (
						<PasswordForm
							key={mode}
							{...formProps}
							onForgotPassword={() => selectMode("forgot-password")}
							onUseEmailLink={() => selectMode("magic-link")}
						/>
					)}
					{mode === "signup" && <SignUpForm key={mode} {...formProps} returnUrl={returnUrl} />}
					{mode === "forgot-password" && <ForgotPasswordForm key={mode} {...formProps} />}
				</TabPanel>

				<footer className="mt-8 flex flex-col items-center gap-2 border-t border-ink-900/10 pt-5 text-sm text-ink-600">
					{signingIn && (
						<p>
							{AUTH_TEXT.noAccount} <FooterLink onClick={() => selectMode("signup")}>Sign up</FooterLink>
						</p>
					)}
					{mode === "password" && (
						<FooterLink onClick={() => selectMode("forgot-password")}>{AUTH_TEXT.forgotPassword}</FooterLink>
					)}
					{mode === "signup" && (
						<p>
							{AUTH_TEXT.haveAccount}{" "}
							<FooterLink onClick={() => selectMode("magic-link")}>Sign in</FooterLink>
						</p>
					)}
					{mode === "forgot-password" && (
						<FooterLink onClick={() => selectMode("password")}>{AUTH_TEXT.backToLogin}</FooterLink>
					)}
				</footer>
			</div>
		</section>
	);
}

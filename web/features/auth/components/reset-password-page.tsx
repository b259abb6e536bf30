import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@core/auth-text";
import { KeyRound, LinkIcon } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { NewPasswordFields, useNewPassword } from "@/components/new-password-fields";
import { buttonClasses, SubmitButton } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useForm } from "@/lib/use-form";
import { useResetPassword } from "../api/reset-password";
import { toastUnexpected } from "../lib/auth-errors";
import { ResultPanel } from "./result-panel";

const FIELD_IDS = { password: "new-password", confirm: "confirm-password" } as const;

/** Without a usable token there is nothing to submit: say why, and where to get a new link. */
function NoUsableLink({ expired }: { expired: boolean }) {
	return (
		<ResultPanel
			icon={<LinkIcon aria-hidden="true" className="size-7" />}
			title={expired ? "This reset link no longer works" : "Open the link from your email"}
			actions={
				<Link to={paths.authForgotPassword} className={buttonClasses({ size: "lg" })}>
					Request a new link
				</Link>
			}
		>
			<p>
				{expired
					? "Reset links work once and expire after a while. Ask for a new one and use the newest email."
					: "This page sets a new password with the link we email you. Ask for one, then open it from your inbox."}
			</p>
		</ResultPanel>
	);
}

/**
 * /auth/reset-password: where the emailed reset link lands (`?token=`). The new password is
 * checked here with the same rules as the server's; on success the server has signed the user
 * in, so they go straight to their profile.
 */
export function ResetPasswordPage() {
	useDocumentTitle("Reset password");
	const [searchParams] = useSearchParams();
	const token = searchParams.get("token");
	const linkError = searchParams.get("error");
	const navigate = useNavigate();
	const reset = useResetPassword();
	const newPassword = useNewPassword();
	// The values live in `useNewPassword` (shared with the account page); the API calls the new
	// password `newPassword`.
	const form = useForm({ initial: {}, ids: FIELD_IDS, serverNames: { password: "newPassword" } });
	const problems = {
		password: form.problemOf("password") ?? undefined,
		confirm: form.problemOf("confirm") ?? undefined,
	};

	const handleSubmit = form.handleSubmit(
		async () => {
			if (!token) return;
			await reset.mutateAsync({ token, newPassword: newPassword.password });
			toast.success(AUTH_MESSAGES.passwordUpdated, { id: "password-updated" });
			await navigate(paths.profile, { replace: true });
		},
		{
			extra: () => (token ? newPassword.problems() : {}),
			onFailure: (error) => {
				if (!(error instanceof ApiError)) {
					toastUnexpected(error);
					return;
				}
				toast.error(AUTH_MESSAGES.resetFailed, { description: error.message });
			},
		},
	);

	const usable = Boolean(token) && !linkError;

	return (
		<section className="px-4 py-10 sm:py-16">
			<div className="paper-grain mx-auto w-full max-w-md rounded-2xl border border-ink-900/10 bg-cream-50 p-5 shadow-card sm:p-8">
				{usable ? (
					<>
						<header className="text-center">
							<span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
								<KeyRound aria-hidden="true" className="size-6" />
							</span>
							<h1 className="text-3xl font-semibold text-ink-900">Choose a new password</h1>
							<p className="mt-2 text-ink-600">
								At least {PASSWORD_MIN_LENGTH} characters. You are signed in as soon as it is saved.
							</p>
						</header>
						<form
							noValidate
							onSubmit={handleSubmit}
							className="mt-6 space-y-5"
							aria-label="Choose a new password"
						>
							<NewPasswordFields ids={FIELD_IDS} value={newPassword} problems={problems} />
							<SubmitButton size="lg" className="w-full" pending={reset.isPending} pendingLabel="Saving…">
								Set new password
							</SubmitButton>
						</form>
					</>
				) : (
					<>
						<h1 className="sr-only">Reset password</h1>
						<NoUsableLink expired={Boolean(linkError)} />
					</>
				)}
			</div>
		</section>
	);
}

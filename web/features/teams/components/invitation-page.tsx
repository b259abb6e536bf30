import type { InvitationPreview } from "@core/contracts/teams";
import { TEAM_TEXT } from "@core/teams";
import { MailX } from "lucide-react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { type AuthRedirectState, useSession } from "@/api/auth/session";
import { useSignOutAction } from "@/api/auth/use-sign-out-action";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { companyUrl, myCompaniesUrl, paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isUnknownLink, useAcceptInvitation, useInvitationPreview } from "../api/invitation-link";
import { roleWithArticle, TEAM_PAGE_TEXT } from "../lib/team-text";

/** Signed out: sign in or sign up with the invited address, then come back to this page. */
function SignInChoices({ email }: { email: string }) {
	const location = useLocation();
	const state: AuthRedirectState = { returnUrl: `${location.pathname}${location.search}` };
	return (
		<div className="space-y-3">
			<p className="font-medium text-ink-900">{TEAM_PAGE_TEXT.invitationFor(email)}</p>
			<p className="text-sm text-ink-600">You come back to this page to join.</p>
			<div className="flex flex-col gap-2 sm:flex-row">
				<Link to={paths.authLogin} state={state} className={buttonClasses({})}>
					Sign in
				</Link>
				<Link to={paths.authSignup} state={state} className={buttonClasses({ variant: "secondary" })}>
					Create an account
				</Link>
			</div>
		</div>
	);
}

/** Signed in with another address than the invitation's: the server would refuse (403). */
function OtherAccount({ email, message }: { email: string; message: string }) {
	const { signOut, isPending } = useSignOutAction();
	return (
		<Notice tone="warning" role="alert" title="Wrong account">
			<p>{message}</p>
			<p className="mt-1">Sign out, then sign in or create an account with {email}.</p>
			<Button
				variant="secondary"
				size="sm"
				className="mt-2"
				disabled={isPending}
				onClick={() => void signOut()}
			>
				Sign out
			</Button>
		</Notice>
	);
}

function Join({ token, invitation }: { token: string; invitation: InvitationPreview }) {
	const accept = useAcceptInvitation(token);
	const navigate = useNavigate();
	const { error } = accept;
	// Signed in with another address than the invitation's: the server says whose it is (403).
	if (error instanceof ApiError && error.status === 403)
		return <OtherAccount email={invitation.email} message={error.message} />;
	return (
		<div className="space-y-3">
			{accept.error ? (
				<Notice tone="error" role="alert" title="You could not join">
					{errorText(accept.error, "Try again in a moment.")}
				</Notice>
			) : null}
			<Button
				size="lg"
				className="max-sm:w-full"
				disabled={accept.isPending}
				onClick={() =>
					accept.mutate(undefined, {
						onSuccess: ({ company }) => {
							toast.success(TEAM_TEXT.joined(company.name));
							navigate(companyUrl(company.id));
						},
					})
				}
			>
				{accept.isPending ? "Joining…" : `Join ${invitation.company}`}
			</Button>
		</div>
	);
}

const CLOSED: Record<
	Exclude<InvitationPreview["state"], "pending">,
	{ title: string; tone: "info" | "warning" }
> = {
	accepted: { title: TEAM_TEXT.invitationUsed, tone: "info" },
	expired: { title: TEAM_TEXT.invitationExpired, tone: "warning" },
	revoked: { title: TEAM_TEXT.invitationRevoked, tone: "warning" },
};

function Invitation({ token }: { token: string }) {
	const { user, isLoading } = useSession();
	const preview = useInvitationPreview(token);
	if (preview.isPending || isLoading)
		return (
			<LoadingStatus label="Loading the invitation…" className="space-y-3">
				<Skeleton className="h-10 w-80 max-w-full" />
				<Skeleton className="h-24 w-full" />
			</LoadingStatus>
		);
	if (preview.isError && isUnknownLink(preview.error))
		return (
			<EmptyPanel icon={MailX} title={TEAM_PAGE_TEXT.invitationNotFound} as="h1">
				Check that the whole link from the email was opened, or ask the company for a new invitation.
			</EmptyPanel>
		);
	if (preview.isError)
		return (
			<LoadErrorNotice
				title="We could not load the invitation."
				onRetry={() => void preview.refetch()}
				retrying={preview.isFetching}
			/>
		);
	const invitation = preview.data;
	const inviter = invitation.invited_by ?? "A member";
	return (
		<>
			<PageHeading
				eyebrow="Invitation"
				title={`Join ${invitation.company}`}
				description={`${inviter} invites you to join ${invitation.company} as ${roleWithArticle(invitation.role)}.`}
			/>
			<div className="space-y-6">
				<p className="text-sm text-ink-600">
					For <span className="font-medium break-all text-ink-900">{invitation.email}</span>
				</p>
				{invitation.state === "pending" ? (
					<>
						{user ? (
							<Join token={token} invitation={invitation} />
						) : (
							<SignInChoices email={invitation.email} />
						)}
						<p className="text-sm text-ink-500">The link works until {formatDate(invitation.expires_at)}.</p>
					</>
				) : (
					<Notice tone={CLOSED[invitation.state].tone} title={CLOSED[invitation.state].title}>
						{invitation.state === "accepted" && user ? (
							<Link to={myCompaniesUrl} className="font-medium underline">
								Your companies
							</Link>
						) : (
							`Ask whoever invited you to ${invitation.company} for a new link.`
						)}
					</Notice>
				)}
			</div>
		</>
	);
}

/**
 * /invitations/:token (issue 29, open to everyone): who invites whom to which company and role;
 * signed out it leads to sign-in or sign-up and back; signed in with the invited address it joins
 * and opens the company's page.
 */
export function InvitationPage() {
	const { token = "" } = useParams();
	useDocumentTitle("Company invitation");
	return (
		<section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
			<Invitation token={token} />
		</section>
	);
}

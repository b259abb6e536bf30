import { FAMILY_EARNINGS_TEXT, NO_TRAINING_TEXT } from "@core/family-terms";
import { MailX } from "lucide-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { type AuthRedirectState, useSession } from "@/api/auth/session";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isUnknownInvitation, useAcceptInvitation, useInvitation } from "../api/invitation";
import { FamilyTermsList } from "./family-terms-list";

export const INVITATION_NOT_FOUND = "This invitation link is not valid";
export const INVITATION_ACCEPTED = "Welcome: your storefront is open";

function SignInChoices() {
	const location = useLocation();
	const state: AuthRedirectState = { returnUrl: `${location.pathname}${location.search}` };
	return (
		<div className="space-y-3">
			<p className="text-ink-700">
				Sign in, or create your account with the address the invitation was sent to; you come back here to
				accept it.
			</p>
			<div className="flex flex-col gap-2 sm:flex-row">
				<Link to={`${paths.auth}?mode=signup`} state={state} className={buttonClasses({})}>
					Create your account
				</Link>
				<Link to={paths.auth} state={state} className={buttonClasses({ variant: "secondary" })}>
					Sign in
				</Link>
			</div>
		</div>
	);
}

function Accept({ token }: { token: string }) {
	const accept = useAcceptInvitation(token);
	const navigate = useNavigate();
	return (
		<div className="space-y-3">
			{accept.error ? (
				<Notice tone="error" role="alert" title="The invitation could not be accepted">
					{errorText(accept.error, "Try again in a moment.")}
				</Notice>
			) : null}
			<Button
				disabled={accept.isPending}
				onClick={() =>
					accept.mutate(undefined, {
						onSuccess: ({ storefront_name }) => {
							toast.success(INVITATION_ACCEPTED, { description: `${storefront_name} is yours to fill.` });
							navigate(paths.family);
						},
					})
				}
			>
				{accept.isPending ? "Accepting…" : "Accept and open my storefront"}
			</Button>
		</div>
	);
}

function Invitation({ token }: { token: string }) {
	const { user, isLoading } = useSession();
	const invitation = useInvitation(token);
	if (invitation.isPending || isLoading)
		return (
			<LoadingStatus label="Loading the invitation…" className="space-y-3">
				<Skeleton className="h-10 w-80 max-w-full" />
				<Skeleton className="h-24 w-full" />
			</LoadingStatus>
		);
	if (invitation.isError && isUnknownInvitation(invitation.error))
		return (
			<EmptyPanel icon={MailX} title={INVITATION_NOT_FOUND}>
				Check that the whole link from the email was opened, or ask us for a new invitation.
			</EmptyPanel>
		);
	if (invitation.isError)
		return (
			<LoadErrorNotice
				title="We could not load the invitation."
				onRetry={() => void invitation.refetch()}
				retrying={invitation.isFetching}
			/>
		);
	const { storefront_name, email_masked, invited_by, state, expires_at } = invitation.data;
	return (
		<>
			<PageHeading
				eyebrow="Invitation"
				title={`Open ${storefront_name}`}
				description={`${invited_by} invites ${email_masked} to offer the family's snapshots to film and television productions.`}
			/>
			<div className="space-y-6">
				{state === "used" && (
					<Notice tone="info" title="This invitation has already been used">
						{user?.is_family ? (
							<Link to={paths.family} className="font-medium underline">
								Open your dashboard
							</Link>
						) : (
							"Ask us for a new one if you still need it."
						)}
					</Notice>
				)}
				{state === "expired" && (
					<Notice tone="warning" title="This invitation has expired">
						It was good until {formatDate(expires_at)}. Ask us for a new one.
					</Notice>
				)}
				{state === "valid" && (
					<>
						<section
							aria-labelledby="invitation-terms"
							className="rounded-lg border border-ink-900/10 bg-cream-50 p-4"
						>
							<h2 id="invitation-terms" className="mb-2 font-semibold text-ink-900">
								What a family accepts and earns
							</h2>
							<FamilyTermsList />
							<p className="mt-3 text-sm text-ink-800">{FAMILY_EARNINGS_TEXT}</p>
							<p className="mt-1 text-sm font-medium text-ink-800">{NO_TRAINING_TEXT}</p>
						</section>
						{user ? <Accept token={token} /> : <SignInChoices />}
						<p className="text-sm text-ink-500">The link is good until {formatDate(expires_at)}.</p>
					</>
				)}
			</div>
		</>
	);
}

/**
 * /family/invitation?token= (issue 27, public): who invited whom for which storefront; signed out
 * it offers to sign in or create the account and come back; signed in it accepts.
 */
export function FamilyInvitationPage() {
	const [params] = useSearchParams();
	const token = params.get("token") ?? "";
	useDocumentTitle("Family invitation");
	return (
		<section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
			{token ? (
				<Invitation token={token} />
			) : (
				<EmptyPanel icon={MailX} title={INVITATION_NOT_FOUND} as="h1">
					The link has no invitation in it. Open the whole link from the email.
				</EmptyPanel>
			)}
		</section>
	);
}

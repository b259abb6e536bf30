import { FAMILY_EARNINGS_TEXT, FAMILY_STEPS, NO_TRAINING_TEXT } from "@core/family-terms";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { type AuthRedirectState, reloadUserData, useSession } from "@/api/auth/session";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/date-format";
import { paths } from "@/lib/paths";
import { useMyApplication } from "../api/application";
import { ApplicationForm } from "./application-form";

export const APPLICATION_PENDING = "Your application is waiting for review";
export const APPLICATION_DECLINED = "Your last application was declined";

function Intro() {
	return (
		<div className="mb-8 space-y-3 text-ink-700">
			<p>
				Families offer their own snapshots to film and television productions. Tell us about yours; once an
				admin approves, your dashboard opens here.
			</p>
			<ol className="list-decimal space-y-1 pl-5 text-sm">
				{FAMILY_STEPS.map((step) => (
					<li key={step}>{step}</li>
				))}
			</ol>
			<p className="text-sm">{FAMILY_EARNINGS_TEXT}</p>
			<p className="text-sm font-medium">{NO_TRAINING_TEXT}</p>
		</div>
	);
}

function SignedOut() {
	const location = useLocation();
	const state: AuthRedirectState = { returnUrl: `${location.pathname}${location.search}` };
	return (
		<Notice tone="info" title="Sign in to apply">
			<p>Applying takes a few minutes with your account.</p>
			<Link to={paths.auth} state={state} className={buttonClasses({ className: "mt-3" })}>
				Sign in or create an account
			</Link>
		</Notice>
	);
}

function Approved() {
	const queryClient = useQueryClient();
	return (
		<Notice tone="success" title="Your application was approved">
			<p>Your account is a family now.</p>
			<Button className="mt-3" onClick={() => void reloadUserData(queryClient)}>
				Open your dashboard
			</Button>
		</Notice>
	);
}

function ApplicationState() {
	const query = useMyApplication();
	if (query.isPending)
		return (
			<LoadingStatus label="Loading your application…" className="space-y-3">
				<Skeleton className="h-10 w-full" />
				<Skeleton className="h-40 w-full" />
			</LoadingStatus>
		);
	if (query.isError)
		return (
			<LoadErrorNotice
				title="We could not load your application."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	const application = query.data.application;
	if (application?.status === "pending")
		return (
			<Notice tone="info" title={APPLICATION_PENDING}>
				<p>
					You applied as “{application.storefront_name}” on {formatDate(application.created_at)}. We email you
					once an admin has read it.
				</p>
				<p className="mt-2 whitespace-pre-line text-ink-700">{application.story}</p>
			</Notice>
		);
	if (application?.status === "approved") return <Approved />;
	return (
		<div className="space-y-6">
			{application?.status === "declined" && (
				<Notice tone="warning" title={APPLICATION_DECLINED}>
					<p>Declined: {application.reason}</p>
					<p className="mt-1">You may apply again below.</p>
				</Notice>
			)}
			<ApplicationForm
				initial={
					application ? { storefront_name: application.storefront_name, story: application.story } : undefined
				}
			/>
		</div>
	);
}

/**
 * /family for a member who is not a family (issue 27): what families do and earn, and the
 * application (or where it stands: pending, declined with the reason, approved).
 */
export function FamilyApplication() {
	const { user, isAdmin } = useSession();
	return (
		<>
			<PageHeading eyebrow="Families" title="Become a family" />
			<Intro />
			{!user ? (
				<SignedOut />
			) : isAdmin ? (
				<Notice tone="info" title="Admins cannot become a family">
					Invite families or decide their applications on the families page.
				</Notice>
			) : (
				<ApplicationState />
			)}
		</>
	);
}

import type { AccountResponse } from "@core/contracts/auth";
import { Database, KeyRound, LogOut, Mail, MonitorSmartphone, ShieldCheck, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAuthOptions } from "@/api/auth/auth-options";
import { useSignOutAction } from "@/api/auth/use-sign-out-action";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAccount } from "../api/get-account";
import { useSignOutOthers } from "../api/sign-out-others";
import { PasswordForm } from "./change-password-form";
import { IntegrityCheck } from "./integrity-check";

export function sessionsEndedText(count: number): string {
	if (count === 0) return "There were no other sessions to sign out of.";
	return count === 1 ? "Signed out of 1 other session." : `Signed out of ${count} other sessions.`;
}

function otherSessionsText(count: number): string {
	if (count === 0) return "You are not signed in anywhere else.";
	return count === 1
		? "You are also signed in on 1 other device or browser."
		: `You are also signed in on ${count} other devices or browsers.`;
}

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
	return (
		<section
			aria-label={title}
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-5 shadow-card sm:p-7"
		>
			<h2 className="flex items-center gap-2.5 text-xl font-semibold text-ink-900">
				<span className="text-accent-600">{icon}</span>
				{title}
			</h2>
			<div className="mt-4">{children}</div>
		</section>
	);
}

function SignInMethods({ account }: { account: AccountResponse }) {
	const { data: options } = useAuthOptions();
	const methods = [
		{ name: "One-time email link", detail: "Always available", on: true },
		{
			name: "Password",
			detail: account.has_password ? "Set" : "Not set yet",
			on: account.has_password,
		},
		...(account.providers.includes("oidc")
			? [{ name: options?.oidc?.name ?? "Identity provider", detail: "Connected", on: true }]
			: []),
	];
	return (
		<ul className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-white">
			{methods.map((method) => (
				<li key={method.name} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
					<span className="font-medium text-ink-800">{method.name}</span>
					<span className={method.on ? "text-emerald-700" : "text-ink-500"}>{method.detail}</span>
				</li>
			))}
		</ul>
	);
}

function SessionsCard({ account }: { account: AccountResponse }) {
	const signOut = useSignOutAction();
	const others = useSignOutOthers();

	function endOtherSessions() {
		others.mutate(undefined, {
			onError: (error) => {
				console.warn("Signing out other sessions failed", error);
				toast.error("Could not sign out other sessions", {
					description: error instanceof ApiError ? error.message : undefined,
				});
			},
		});
	}

	return (
		<Card title="Sessions" icon={<MonitorSmartphone aria-hidden="true" className="size-5" />}>
			<p className="text-ink-700">{otherSessionsText(account.other_sessions)}</p>
			{others.data && (
				<Notice tone="success" role="status" className="mt-4">
					{sessionsEndedText(others.data.revoked)}
				</Notice>
			)}
			<div className="mt-5 flex flex-col gap-2 sm:flex-row">
				<Button variant="secondary" onClick={endOtherSessions} disabled={others.isPending}>
					<ShieldCheck aria-hidden="true" className="size-4" />
					{others.isPending ? "Signing out…" : "Sign out of all other sessions"}
				</Button>
				<Button variant="ghost" onClick={() => void signOut.signOut()} disabled={signOut.isPending}>
					<LogOut aria-hidden="true" className="size-4" />
					Sign out
				</Button>
			</div>
		</Card>
	);
}

function AccountSkeleton() {
	return (
		<LoadingStatus label="Loading your account…" className="space-y-6">
			<Skeleton className="h-40 rounded-xl" />
			<Skeleton className="h-64 rounded-xl" />
			<Skeleton className="h-36 rounded-xl" />
		</LoadingStatus>
	);
}

function AccountContent() {
	const { data: account, isPending, isError, refetch, isRefetching } = useAccount();
	if (isPending) return <AccountSkeleton />;
	if (isError) {
		return (
			<LoadErrorNotice
				title="We could not load your account."
				onRetry={() => refetch()}
				retrying={isRefetching}
			/>
		);
	}

	const memberSince = new Date(account.created_at);
	return (
		<div className="space-y-6">
			<Card title="Email and sign-in" icon={<Mail aria-hidden="true" className="size-5" />}>
				<dl className="mb-5 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
					<dt className="text-ink-500">Email</dt>
					<dd className="font-medium break-all text-ink-900">{account.email}</dd>
					{!Number.isNaN(memberSince.getTime()) && (
						<>
							<dt className="mt-2 text-ink-500 sm:mt-0">Member since</dt>
							<dd className="text-ink-800">
								{memberSince.toLocaleDateString(undefined, {
									year: "numeric",
									month: "long",
									day: "numeric",
								})}
							</dd>
						</>
					)}
				</dl>
				<h3 className="mb-2 text-sm font-semibold text-ink-800">Sign-in methods</h3>
				<SignInMethods account={account} />
			</Card>

			<Card
				title={account.has_password ? "Change password" : "Set a password"}
				icon={<KeyRound aria-hidden="true" className="size-5" />}
			>
				{!account.has_password && (
					<p className="mb-5 text-sm text-ink-600">
						Your account has no password yet. Set one to sign in with your email and password as well as with
						email links.
					</p>
				)}
				<PasswordForm hasPassword={account.has_password} />
			</Card>

			<SessionsCard account={account} />

			<Card title="Your data" icon={<Database aria-hidden="true" className="size-5" />}>
				<IntegrityCheck />
			</Card>
		</div>
	);
}

/** /account: email, sign-in methods, password, and the session controls. */
export function AccountPage() {
	useDocumentTitle("Account");
	return (
		<section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
			<PageHeading
				eyebrow="Your account"
				title="Account"
				actions={
					<Link to={paths.profile} className={buttonClasses({ variant: "ghost" })}>
						<UserRound aria-hidden="true" className="size-4" />
						Profile
					</Link>
				}
			/>
			<AccountContent />
		</section>
	);
}

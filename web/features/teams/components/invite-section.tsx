import { type CompanyInvitation, type CompanyWorkspace, InvitationCreate } from "@core/contracts/teams";
import {
	COMPANY_ROLE_HINTS,
	COMPANY_ROLE_LABELS,
	COMPANY_ROLES,
	type CompanyRole,
	INVITATION_DAYS,
	TEAM_TEXT,
} from "@core/teams";
import { Send } from "lucide-react";
import { Button, SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/select-field";
import { type PillTone, StatusPill } from "@/components/ui/status-pill";
import { formatDate } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useInvite, useWithdrawInvitation } from "../api/company-mutations";
import { TEAM_PAGE_TEXT } from "../lib/team-text";

const IDS = { email: "invite-email", role: "invite-role" } as const;
const ROLE_OPTIONS = COMPANY_ROLES.map((role) => [role, COMPANY_ROLE_LABELS[role]] as const);

const STATE_PILLS: Record<CompanyInvitation["state"], { tone: PillTone; label: string }> = {
	pending: { tone: "waiting", label: "Pending" },
	accepted: { tone: "good", label: "Accepted" },
	expired: { tone: "faded", label: "Expired" },
	revoked: { tone: "neutral", label: "Withdrawn" },
};

function InviteForm({ companyId }: { companyId: string }) {
	const invite = useInvite(companyId);
	const form = useForm<{ email: string; role: CompanyRole | "" }>({
		initial: { email: "", role: "member" },
		ids: IDS,
		check: InvitationCreate,
		conflictField: "email",
		failedText: "The invitation could not be sent.",
	});
	const onSubmit = form.handleSubmit(async (data) => {
		const { invitation } = await invite.mutateAsync(data as InvitationCreate);
		toast.success(TEAM_TEXT.invited(invitation.email));
		form.setValues({ email: "", role: data.role as CompanyRole });
		form.clear();
	});
	const role = form.values.role;
	return (
		<form noValidate onSubmit={onSubmit} aria-label="Invite someone" className="space-y-4">
			<div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
				<TextField {...form.field("email")} label="Email address" type="email" autoComplete="off" />
				<SelectField
					id={IDS.role}
					label="Role"
					value={role}
					options={ROLE_OPTIONS}
					error={form.problemOf("role")}
					hint={role ? COMPANY_ROLE_HINTS[role] : undefined}
					onChange={(value) => form.set("role", value)}
				/>
			</div>
			{form.other && (
				<Notice tone="error" role="alert">
					{form.other}
				</Notice>
			)}
			<div className="flex flex-wrap items-center justify-between gap-3">
				<p className="text-sm text-ink-600">The link in the email works once, for {INVITATION_DAYS} days.</p>
				<SubmitButton pending={form.submitting} pendingLabel="Sending…" className="max-sm:w-full">
					<Send aria-hidden="true" className="size-4" />
					Send invitation
				</SubmitButton>
			</div>
		</form>
	);
}

function InvitationList({ companyId, invitations }: { companyId: string; invitations: CompanyInvitation[] }) {
	const withdraw = useWithdrawInvitation(companyId);
	if (invitations.length === 0)
		return <p className="text-sm text-ink-600">No invitations yet. The ones you send are listed here.</p>;
	return (
		<ul
			aria-label="Invitations"
			className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-white"
		>
			{invitations.map((invitation) => {
				const pill = STATE_PILLS[invitation.state];
				return (
					<li key={invitation.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
						<div className="min-w-0 flex-1">
							<p className="font-medium break-all text-ink-900">{invitation.email}</p>
							<p className="text-sm text-ink-600">
								{COMPANY_ROLE_LABELS[invitation.role]}
								{invitation.invited_by && ` · invited by ${invitation.invited_by}`}
								{` · sent ${formatDate(invitation.created_at)}`}
								{invitation.state === "pending" && ` · works until ${formatDate(invitation.expires_at)}`}
							</p>
						</div>
						<div className="flex items-center gap-3">
							<StatusPill tone={pill.tone}>{pill.label}</StatusPill>
							{invitation.state === "pending" && (
								<Button
									variant="ghost"
									size="sm"
									disabled={withdraw.isPending && withdraw.variables === invitation.id}
									aria-label={`Withdraw the invitation to ${invitation.email}`}
									onClick={() =>
										withdraw.mutate(invitation.id, {
											onSuccess: () => toast.success(TEAM_PAGE_TEXT.withdrawn(invitation.email)),
											onError: (error) =>
												toast.error("The invitation was not withdrawn", {
													description: errorText(error, "Try again in a moment."),
												}),
										})
									}
								>
									Withdraw
								</Button>
							)}
						</div>
					</li>
				);
			})}
		</ul>
	);
}

/** Owners invite by email with a role, and see the invitations sent with their state. */
export function InviteSection({ workspace }: { workspace: CompanyWorkspace }) {
	return (
		<div className="space-y-8">
			<section aria-labelledby="invite-heading" className="space-y-4">
				<div>
					<h2 id="invite-heading" className="text-2xl font-semibold text-ink-900">
						Invite someone
					</h2>
					<p className="mt-1 text-sm text-ink-600">
						They get an email with a link that signs them up or in and joins them to {workspace.company.name}.
					</p>
				</div>
				<InviteForm companyId={workspace.company.id} />
			</section>
			<section aria-labelledby="invitations-heading" className="space-y-3">
				<h2 id="invitations-heading" className="text-xl font-semibold text-ink-900">
					Invitations
				</h2>
				<InvitationList companyId={workspace.company.id} invitations={workspace.invitations} />
			</section>
		</div>
	);
}

import type { CompanyMember, CompanyWorkspace } from "@core/contracts/teams";
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyRole, roleMay, TEAM_TEXT } from "@core/teams";
import { LogOut, UserMinus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { inputClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { myCompaniesUrl } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useChangeRole, useRemoveMember } from "../api/company-mutations";
import { TEAM_PAGE_TEXT } from "../lib/team-text";

/**
 * A member's role: chosen in the select, then saved with its button, so moving through the options
 * with the arrow keys (which changes a closed select in some browsers) sends nothing.
 */
function RoleSelect({ companyId, member }: { companyId: string; member: CompanyMember }) {
	const change = useChangeRole(companyId);
	const [draft, setDraft] = useState<CompanyRole>(member.role);
	const id = `member-role-${member.user_id}`;
	const changed = draft !== member.role;
	function save() {
		const role = draft;
		change.mutate(
			{ userId: member.user_id, role },
			{
				onSuccess: () => toast.success(TEAM_TEXT.roleChanged(member.name, role)),
				onError: (error) => {
					setDraft(member.role);
					toast.error("The role was not changed", {
						description: errorText(error, "Try again in a moment."),
					});
				},
			},
		);
	}
	return (
		<div className="flex w-full gap-2 sm:w-auto">
			<label htmlFor={id} className="sr-only">
				Role of {member.name}
			</label>
			<Select
				id={id}
				value={draft}
				disabled={change.isPending}
				className={cn(inputClasses, "flex-1 sm:w-40")}
				onChange={(event) => setDraft(event.target.value as CompanyRole)}
			>
				{COMPANY_ROLES.map((role) => (
					<option key={role} value={role}>
						{COMPANY_ROLE_LABELS[role]}
					</option>
				))}
			</Select>
			{changed && (
				<Button
					onClick={save}
					disabled={change.isPending}
					aria-busy={change.isPending || undefined}
					aria-label={`Save the role of ${member.name}`}
					className="h-11"
				>
					Save
				</Button>
			)}
		</div>
	);
}

/**
 * The company's members: every member sees who is in it; owners change roles and remove people
 * (a confirm dialog first); anyone may leave. The server refuses what would leave no owner (409),
 * which a toast says.
 */
export function MembersSection({ workspace, meId }: { workspace: CompanyWorkspace; meId: string | null }) {
	const { company, members } = workspace;
	const manages = roleMay(company.role, "manage");
	const remove = useRemoveMember(company.id);
	const navigate = useNavigate();
	const [removing, setRemoving] = useState<CompanyMember | null>(null);
	const [leaving, setLeaving] = useState(false);

	function confirmRemove() {
		if (!removing) return;
		const member = removing;
		remove.mutate(
			{ userId: member.user_id, self: false },
			{
				onSuccess: () => toast.success(TEAM_TEXT.removed(member.name)),
				onError: (error) =>
					toast.error(`${member.name} was not removed`, {
						description: errorText(error, "Try again in a moment."),
					}),
				onSettled: () => setRemoving(null),
			},
		);
	}

	function confirmLeave() {
		if (!meId) return;
		remove.mutate(
			{ userId: meId, self: true },
			{
				onSuccess: () => {
					toast.success(TEAM_PAGE_TEXT.left(company.name));
					navigate(myCompaniesUrl);
				},
				onError: (error) =>
					toast.error("You did not leave the company", {
						description: errorText(error, "Try again in a moment."),
					}),
				onSettled: () => setLeaving(false),
			},
		);
	}

	return (
		<section aria-labelledby="members-heading" className="space-y-4">
			<div className="flex flex-wrap items-end justify-between gap-3">
				<div>
					<h2 id="members-heading" className="text-2xl font-semibold text-ink-900">
						Members
					</h2>
					<p className="mt-1 text-sm text-ink-600">
						{members.length === 1 ? "1 person" : `${members.length} people`} work in this company.
					</p>
				</div>
				{meId && (
					<Button variant="secondary" onClick={() => setLeaving(true)} className="max-sm:w-full">
						<LogOut aria-hidden="true" className="size-4" />
						Leave company
					</Button>
				)}
			</div>
			<ul
				aria-label="Members"
				className="divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-white"
			>
				{members.map((member) => {
					const me = member.user_id === meId;
					return (
						<li key={member.user_id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
							<div className="min-w-0 flex-1">
								<p className="font-medium break-words text-ink-900">
									{member.name}
									{me && <span className="font-normal text-ink-500"> (you)</span>}
								</p>
								<p className="text-sm break-all text-ink-600">{member.email}</p>
								<p className="text-xs text-ink-500">Since {formatDate(member.added_at)}</p>
							</div>
							{manages ? (
								<div className="flex flex-col gap-2 sm:flex-row sm:items-center">
									{/* Keyed by the role: a change from the server starts the choice again. */}
									<RoleSelect key={member.role} companyId={company.id} member={member} />
									{!me && (
										<Button
											variant="ghost"
											onClick={() => setRemoving(member)}
											aria-label={`Remove ${member.name}`}
											className="max-sm:w-full"
										>
											<UserMinus aria-hidden="true" className="size-4" />
											Remove
										</Button>
									)}
								</div>
							) : (
								<p className="text-sm font-medium text-ink-800">{COMPANY_ROLE_LABELS[member.role]}</p>
							)}
						</li>
					);
				})}
			</ul>
			<ConfirmDialog
				open={removing !== null}
				title={removing ? `Remove ${removing.name}?` : ""}
				description="They lose access to the company's productions, shortlists and licences at once. What they made stays with the company."
				confirmLabel="Remove"
				pending={remove.isPending}
				onConfirm={confirmRemove}
				onClose={() => setRemoving(null)}
			/>
			<ConfirmDialog
				open={leaving}
				title={`Leave ${company.name}?`}
				description="You lose access to its productions, shortlists and licences. What you made stays with the company."
				confirmLabel="Leave company"
				pending={remove.isPending}
				onConfirm={confirmLeave}
				onClose={() => setLeaving(false)}
			/>
		</section>
	);
}

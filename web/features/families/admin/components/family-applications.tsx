import type { AdminFamilyApplication } from "@core/contracts/families";
import type { FamilyApplicationStatus } from "@core/family";
import { Check, MailPlus, X } from "lucide-react";
import { useState } from "react";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { type PillTone, StatusPill } from "@/components/ui/status-pill";
import { formatDate } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useApproveApplication, useFamilyApplications } from "../api/applications";
import { DeclineApplicationDialog } from "./decline-application-dialog";
import { FamilyPortrait } from "./family-portrait";
import { InviteFamilyDialog } from "./invite-family-dialog";

export const NO_PENDING_APPLICATIONS = "No applications are waiting.";
export const APPLICATION_APPROVED = "Application approved";

const STATUS: Record<FamilyApplicationStatus, { label: string; tone: PillTone }> = {
	pending: { label: "Pending", tone: "waiting" },
	approved: { label: "Approved", tone: "good" },
	declined: { label: "Declined", tone: "faded" },
};

function ApplicationCard({
	application,
	onDecline,
}: {
	application: AdminFamilyApplication;
	onDecline: (application: AdminFamilyApplication) => void;
}) {
	const approve = useApproveApplication();
	const status = STATUS[application.status];
	const headingId = `application-${application.id}`;
	return (
		<article
			aria-labelledby={headingId}
			className="flex flex-col gap-4 rounded-lg border border-ink-900/10 bg-white p-4 sm:flex-row"
		>
			<FamilyPortrait src={application.portrait_url} name={application.storefront_name} className="size-20" />
			<div className="min-w-0 flex-1">
				<div className="flex flex-wrap items-center gap-2">
					<h3 id={headingId} className="text-lg font-semibold text-ink-900">
						{application.storefront_name}
					</h3>
					<StatusPill tone={status.tone}>{status.label}</StatusPill>
				</div>
				<p className="mt-0.5 text-sm break-words text-ink-600">
					{application.name ? `${application.name} · ` : ""}
					{application.email} · applied {formatDate(application.created_at)}
				</p>
				<p className="mt-3 whitespace-pre-line text-ink-800">{application.story}</p>
				{application.status === "declined" && application.reason && (
					<p className="mt-2 text-sm text-ink-600">Reason given: {application.reason}</p>
				)}
				{application.status === "pending" && (
					<div className="mt-4 flex flex-col gap-2 sm:flex-row">
						<Button
							disabled={approve.isPending}
							onClick={() =>
								// By the promise, not mutate()'s callbacks: the list read again moves this card
								// under "Decided" (a new component) before those callbacks would run, and they
								// never run for an unmounted card.
								approve.mutateAsync(application.id).then(
									() =>
										toast.success(APPLICATION_APPROVED, {
											description: `${application.storefront_name} is now a family; ${application.email} is told by email.`,
										}),
									(error: unknown) =>
										toast.error("The application could not be approved", {
											description: errorText(error, "Try again in a moment."),
										}),
								)
							}
						>
							<Check aria-hidden="true" className="size-4" />
							{approve.isPending ? "Approving…" : "Approve"}
						</Button>
						<Button variant="secondary" onClick={() => onDecline(application)}>
							<X aria-hidden="true" className="size-4" />
							Decline
						</Button>
					</div>
				)}
			</div>
		</article>
	);
}

function ApplicationsList({ onDecline }: { onDecline: (application: AdminFamilyApplication) => void }) {
	const query = useFamilyApplications();
	if (query.isPending)
		return (
			<LoadingStatus label="Loading the applications…" className="space-y-3">
				<Skeleton className="h-28 w-full" />
				<Skeleton className="h-28 w-full" />
			</LoadingStatus>
		);
	if (query.isError)
		return (
			<LoadErrorNotice
				title="We could not load the applications."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	const pending = query.data.applications.filter((a) => a.status === "pending");
	const decided = query.data.applications.filter((a) => a.status !== "pending");
	return (
		<div className="space-y-3">
			{pending.length === 0 ? (
				<p className="rounded-lg border border-dashed border-ink-900/15 px-4 py-6 text-center text-ink-600">
					{NO_PENDING_APPLICATIONS}
				</p>
			) : (
				pending.map((application) => (
					<ApplicationCard key={application.id} application={application} onDecline={onDecline} />
				))
			)}
			{decided.length > 0 && (
				<details className="rounded-lg border border-ink-900/10 px-4 py-2">
					<summary className="cursor-pointer py-1 text-sm font-medium text-ink-800">
						Decided applications ({decided.length})
					</summary>
					<div className="mt-2 space-y-3 pb-2">
						{decided.map((application) => (
							<ApplicationCard key={application.id} application={application} onDecline={onDecline} />
						))}
					</div>
				</details>
			)}
		</div>
	);
}

/**
 * /admin/families' applications (issue 27): pending first, each with its story and portrait, to
 * approve or decline with a reason; and the way to invite a family by email.
 */
export function FamilyApplications() {
	const [declining, setDeclining] = useState<AdminFamilyApplication | null>(null);
	const [inviting, setInviting] = useState(false);
	return (
		<section aria-labelledby="family-applications" className="mb-10">
			<div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
				<h2 id="family-applications" className="text-xl font-semibold text-ink-900">
					Applications
				</h2>
				<Button variant="secondary" onClick={() => setInviting(true)}>
					<MailPlus aria-hidden="true" className="size-4" />
					Invite a family
				</Button>
			</div>
			<ApplicationsList onDecline={setDeclining} />
			<DeclineApplicationDialog application={declining} onClose={() => setDeclining(null)} />
			<InviteFamilyDialog open={inviting} onClose={() => setInviting(false)} />
		</section>
	);
}

import { adminApiPaths } from "@core/admin-api-paths";
import { type AdminOrder, RiderDecline } from "@core/contracts/orders";
import { RIDER_STATUS_LABELS, RIDER_TEXT } from "@core/paperwork";
import { FileText } from "lucide-react";
import { useState } from "react";
import { Button, buttonClasses, SubmitButton } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { formatDateTime } from "@/lib/date-format";
import { useForm } from "@/lib/use-form";
import { useRiderDecision } from "../api/rider-review";

/**
 * The studio rider the buyer attached (issue 26): the admin reads it, then accepts it (it is
 * named on the certificate and the clearance log) or declines it, saying why.
 */
export function RiderReview({ order }: { order: AdminOrder }) {
	const decide = useRiderDecision(order.id);
	const [declining, setDeclining] = useState(false);
	const form = useForm({
		initial: { reason: "" },
		ids: { reason: `rider-decline-${order.id}` },
		check: RiderDecline,
	});
	const rider = order.rider;
	if (!rider) return null;
	const pending = rider.status === "pending_review";
	const decline = form.handleSubmit(async (body) => {
		await decide.mutateAsync({ decision: "decline", body });
		setDeclining(false);
	});

	return (
		<section aria-label="Studio rider" className="rounded-lg border border-ink-900/10 bg-white p-4">
			<h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-600 uppercase">Studio rider</h3>
			<p className="text-sm text-ink-900">
				{RIDER_STATUS_LABELS[rider.status]} · sent {formatDateTime(rider.uploaded_at)}
				{rider.reviewed_at && ` · reviewed ${formatDateTime(rider.reviewed_at)}`}
			</p>
			{rider.status === "accepted" && rider.reviewed_at && (
				<p className="text-sm text-ink-700">{RIDER_TEXT.accepted(rider.reviewed_at.slice(0, 10))}</p>
			)}
			{rider.status === "declined" && rider.reason && (
				<p className="mt-1 break-words text-sm text-ink-700">Declined: “{rider.reason}”</p>
			)}
			<div className="mt-3 flex flex-wrap gap-2">
				<a
					href={adminApiPaths.adminOrderRiderPdf(order.id)}
					target="_blank"
					rel="noopener"
					className={buttonClasses({ variant: "secondary", size: "sm" })}
				>
					<FileText aria-hidden="true" className="size-4" />
					Open the rider (PDF)
					<span className="sr-only"> (opens in a new tab)</span>
				</a>
				{pending && !declining && (
					<>
						<Button
							size="sm"
							disabled={decide.isPending}
							onClick={() => decide.mutate({ decision: "accept" })}
						>
							Accept rider
						</Button>
						<Button variant="secondary" size="sm" onClick={() => setDeclining(true)}>
							Decline rider…
						</Button>
					</>
				)}
			</div>
			{pending && declining && (
				<form onSubmit={decline} noValidate className="mt-3 grid gap-2">
					<TextAreaField {...form.field("reason")} label="Why is it declined?" required autoFocus />
					<div className="flex gap-2">
						<SubmitButton size="sm" pending={decide.isPending} pendingLabel="Declining…">
							Decline rider
						</SubmitButton>
						<Button variant="ghost" size="sm" onClick={() => setDeclining(false)}>
							Cancel
						</Button>
					</div>
				</form>
			)}
			{(form.other || (decide.error && !declining)) && (
				<p role="alert" className="mt-2 text-sm text-accent-700">
					{form.other ?? decide.error?.message}
				</p>
			)}
		</section>
	);
}

import type { Order } from "@core/contracts/orders";
import { looksLikePdf, RIDER_MAX_BYTES, RIDER_STATUS_LABELS, RIDER_TEXT } from "@core/paperwork";
import { Upload } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Panel } from "@/components/panel";
import { buttonClasses } from "@/components/ui/button";
import { FieldError, fieldIds } from "@/components/ui/field";
import { formatDate } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { useAttachRider } from "../api/order-paperwork";

/** What the browser can tell of a file before sending it: the server checks the same again. */
async function fileProblem(file: File): Promise<string | null> {
	if (file.size === 0) return RIDER_TEXT.empty;
	if (file.size > RIDER_MAX_BYTES) return RIDER_TEXT.tooLarge;
	const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
	return looksLikePdf(head) ? null : RIDER_TEXT.notPdf;
}

/**
 * The studio's rider (issue 26): the production's own terms for the licence, a PDF the buyer
 * attaches for an admin to accept or decline. An accepted rider is named on the certificate and
 * the clearance log, and stays; one waiting or declined may be replaced.
 */
export function RiderPanel({ order }: { order: Order }) {
	const inputId = useId();
	const attach = useAttachRider(order.id);
	const [problem, setProblem] = useState<string | null>(null);
	const { rider } = order;
	const closed = order.status === "cancelled" || order.status === "refunded";
	const canAttach = !closed && rider?.status !== "accepted";
	const errorId = fieldIds(inputId).error;

	async function chosen(event: ChangeEvent<HTMLInputElement>) {
		const file = event.target.files?.[0];
		event.target.value = "";
		if (!file) return;
		const found = await fileProblem(file);
		setProblem(found);
		if (found) return;
		try {
			await attach.mutateAsync(file);
		} catch (failure) {
			setProblem(errorText(failure, "The rider could not be sent. Please try again."));
		}
	}

	if (closed && !rider) return null;
	return (
		<Panel title="Studio rider">
			{rider ? (
				<dl className="mt-3 grid gap-1 text-sm">
					<div className="flex gap-2">
						<dt className="text-ink-500">Status</dt>
						<dd className="font-medium text-ink-900">{RIDER_STATUS_LABELS[rider.status]}</dd>
					</div>
					<div className="flex gap-2">
						<dt className="text-ink-500">Sent</dt>
						<dd className="text-ink-800">{formatDate(rider.uploaded_at)}</dd>
					</div>
					{rider.status === "declined" && rider.reason && (
						<div className="flex gap-2">
							<dt className="text-ink-500">Why</dt>
							<dd className="break-words text-ink-800">{rider.reason}</dd>
						</div>
					)}
					{rider.status === "accepted" && rider.reviewed_at && (
						<p className="mt-1 text-ink-700">
							{RIDER_TEXT.accepted(rider.reviewed_at.slice(0, 10))}: it is named on the certificate.
						</p>
					)}
				</dl>
			) : (
				<p className="mt-3 text-sm text-ink-600">
					Does your studio have its own terms for licences? Attach its rider (a PDF up to{" "}
					{RIDER_MAX_BYTES / 1024 / 1024} MB) and we will review it.
				</p>
			)}
			{canAttach && (
				<div className="mt-3">
					<label
						htmlFor={inputId}
						className={buttonClasses({
							variant: "secondary",
							size: "sm",
							className: "h-11 cursor-pointer md:h-9",
						})}
					>
						<Upload aria-hidden="true" className="size-4" />
						{attach.isPending ? "Sending…" : rider ? "Replace the rider (PDF)" : "Attach a rider (PDF)"}
					</label>
					<input
						id={inputId}
						type="file"
						accept="application/pdf,.pdf"
						className="sr-only"
						disabled={attach.isPending}
						aria-invalid={problem ? true : undefined}
						aria-describedby={problem ? errorId : undefined}
						onChange={(event) => void chosen(event)}
					/>
					{problem && <FieldError id={errorId}>{problem}</FieldError>}
				</div>
			)}
		</Panel>
	);
}

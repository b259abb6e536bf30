import { CONTACT_TOPIC_LABELS } from "@core/contracts/contact";
import type { AdminMailContact, AdminMailItem } from "@core/contracts/mail";
import { MAIL_KIND_LABELS } from "@core/mail-queue";
import { RotateCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { StatusPill } from "@/components/ui/status-pill";
import { formatDateTime } from "@/lib/date-format";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useRetryMail } from "../api/mail-queue";

export const MAIL_ITEM_TEXT = {
	retry: "Retry now",
	retrying: "Retrying…",
	sent: (to: string) => `Sent to ${to}`,
	stillFailing: "The mail could not be delivered this time either",
	retryFailed: "The mail could not be retried.",
	givenUp: "None: given up",
	readAll: "Read the whole message",
	readLess: "Show less",
} as const;

/** Longer messages show their start, and the rest on request. */
const PREVIEW_CHARS = 240;

function ContactMessage({ contact }: { contact: AdminMailContact }) {
	const long = contact.message.length > PREVIEW_CHARS;
	const [open, setOpen] = useState(false);
	return (
		<section
			aria-label={`Contact message from ${contact.name}`}
			className="mt-3 rounded-lg border border-ink-900/10 bg-cream-50 p-3 text-sm"
		>
			<p className="break-words text-ink-900">
				From <span className="font-medium">{contact.name}</span>{" "}
				<a
					href={`mailto:${contact.email}`}
					className="break-all text-accent-700 underline underline-offset-4"
				>
					{contact.email}
				</a>
				{contact.company ? ` · ${contact.company}` : ""}
			</p>
			<p className="mt-0.5 text-ink-600">
				{CONTACT_TOPIC_LABELS[contact.topic]} · received {formatDateTime(contact.received_at)}
			</p>
			<p id={`message-${contact.id}`} className="mt-2 whitespace-pre-wrap break-words text-ink-800">
				{long && !open ? `${contact.message.slice(0, PREVIEW_CHARS).trimEnd()}…` : contact.message}
			</p>
			{long && (
				<button
					type="button"
					aria-expanded={open}
					aria-controls={`message-${contact.id}`}
					onClick={() => setOpen(!open)}
					className="mt-1 rounded-sm text-accent-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-accent-600"
				>
					{open ? MAIL_ITEM_TEXT.readLess : MAIL_ITEM_TEXT.readAll}
				</button>
			)}
		</section>
	);
}

function attemptsText({ attempts, max_attempts }: AdminMailItem): string {
	// Past the automatic attempts only by an admin's retries.
	return attempts > max_attempts ? String(attempts) : `${attempts} of ${max_attempts}`;
}

/** One mail that has not gone out: what and to whom, how often it was tried and why it failed, and "Retry now". */
export function MailItem({ item, onGone }: { item: AdminMailItem; onGone: () => void }) {
	const retry = useRetryMail();
	function retryNow() {
		retry.mutate(item.id, {
			onSuccess: (answer) => {
				if (answer.outcome === "sent") {
					toast.success(MAIL_ITEM_TEXT.sent(item.recipient));
					onGone();
				} else {
					toast.error(MAIL_ITEM_TEXT.stillFailing, { description: answer.item?.last_error ?? undefined });
				}
			},
			onError: (error) =>
				toast.error(MAIL_ITEM_TEXT.retryFailed, { description: errorText(error, "Please try again.") }),
		});
	}
	return (
		<li
			aria-label={`${MAIL_KIND_LABELS[item.kind]} to ${item.recipient}`}
			className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-card"
		>
			<div className="flex flex-wrap items-center gap-2">
				{item.status === "failed" ? (
					<StatusPill tone="accent">Given up</StatusPill>
				) : (
					<StatusPill tone="waiting">Retrying</StatusPill>
				)}
				<span className="text-sm text-ink-600">{MAIL_KIND_LABELS[item.kind]}</span>
				<span className="ml-auto text-xs text-ink-600">Queued {formatDateTime(item.created_at)}</span>
			</div>
			<p className="mt-2 font-semibold break-words text-ink-900">{item.subject}</p>
			<p className="text-sm break-all text-ink-700">To {item.recipient}</p>
			<dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
				<dt className="text-ink-600">Attempts</dt>
				<dd className="text-ink-900 tabular-nums">{attemptsText(item)}</dd>
				<dt className="text-ink-600">Next attempt</dt>
				<dd className="text-ink-900">
					{item.next_attempt_at ? formatDateTime(item.next_attempt_at) : MAIL_ITEM_TEXT.givenUp}
				</dd>
				{item.last_error && (
					<>
						<dt className="text-ink-600">Last error</dt>
						<dd className="font-mono text-xs break-all text-accent-800">{item.last_error}</dd>
					</>
				)}
			</dl>
			{item.contact && <ContactMessage contact={item.contact} />}
			<div className="mt-4">
				<Button variant="secondary" size="sm" onClick={retryNow} disabled={retry.isPending}>
					<RotateCw aria-hidden="true" className={retry.isPending ? "size-4 animate-spin" : "size-4"} />
					{retry.isPending ? MAIL_ITEM_TEXT.retrying : MAIL_ITEM_TEXT.retry}
				</Button>
			</div>
		</li>
	);
}

import type { MailboxMessage } from "@core/contracts/mail";
import { ExternalLink, Inbox, RefreshCw, Send } from "lucide-react";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useMailbox } from "../api/get-mailbox";

export const MAILBOX_UNAVAILABLE = "The mailbox is only available in development.";
export const MAILBOX_SMTP =
	"Mail goes out by SMTP, so nothing is kept here. Look in the receiving inbox instead.";
export const MAILBOX_EMPTY = "No mail yet. Request a sign-in link or a password reset and it appears here.";

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

/** Only web addresses become links; anything else in a message stays text. */
function isWebLink(link: string): boolean {
	try {
		const { protocol } = new URL(link);
		return protocol === "http:" || protocol === "https:";
	} catch {
		return false;
	}
}

function newestFirst(messages: MailboxMessage[]): MailboxMessage[] {
	return [...messages].sort((a, b) => Date.parse(b.sent_at) - Date.parse(a.sent_at));
}

function MessageCard({ message }: { message: MailboxMessage }) {
	const sent = new Date(message.sent_at);
	const links = message.links.filter(isWebLink);
	return (
		<article
			aria-label={message.subject}
			className="rounded-xl border border-ink-900/10 bg-cream-50 p-5 shadow-card sm:p-6"
		>
			<header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
				<h2 className="text-lg font-semibold text-ink-900">{message.subject}</h2>
				<time dateTime={message.sent_at} className="text-sm text-ink-500">
					{Number.isNaN(sent.getTime()) ? message.sent_at : timeFormat.format(sent)}
				</time>
			</header>
			<p className="mt-1 text-sm break-all text-ink-600">To: {message.to}</p>
			{links.length > 0 && (
				<ul className="mt-4 space-y-2">
					{links.map((link) => (
						<li key={link}>
							<a
								href={link}
								className="inline-flex max-w-full items-start gap-2 rounded-md bg-accent-50 px-3 py-2 font-mono text-xs break-all text-accent-800 hover:bg-accent-100"
							>
								<ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
								{link}
							</a>
						</li>
					))}
				</ul>
			)}
			<pre className="mt-4 max-h-72 overflow-auto rounded-md border border-ink-900/10 bg-white p-3 font-sans text-sm break-words whitespace-pre-wrap text-ink-800">
				{message.text}
			</pre>
		</article>
	);
}

function MailboxBody() {
	const { data, isPending, isError, error, refetch, isRefetching } = useMailbox();
	if (isPending) {
		return (
			<LoadingStatus label="Loading the mailbox…" className="space-y-4">
				<Skeleton className="h-36 rounded-xl" />
				<Skeleton className="h-36 rounded-xl" />
			</LoadingStatus>
		);
	}
	if (isError) {
		if (error instanceof ApiError && error.status === 404) {
			return <Notice tone="info" title={MAILBOX_UNAVAILABLE} />;
		}
		return (
			<LoadErrorNotice
				title="We could not load the mailbox."
				onRetry={() => refetch()}
				retrying={isRefetching}
			/>
		);
	}
	if (data.transport === "smtp") {
		return (
			<Notice tone="info" title="Mail is sent by SMTP">
				<span className="inline-flex items-center gap-1.5">
					<Send aria-hidden="true" className="size-4" />
					{MAILBOX_SMTP}
				</span>
			</Notice>
		);
	}
	if (data.messages.length === 0) {
		return (
			<div className="flex flex-col items-center rounded-xl border border-dashed border-ink-900/15 px-4 py-14 text-center">
				<Inbox aria-hidden="true" className="mb-3 size-8 text-ink-400" />
				<p className="text-ink-700">{MAILBOX_EMPTY}</p>
			</div>
		);
	}
	return (
		<div className="space-y-4">
			{newestFirst(data.messages).map((message) => (
				<MessageCard key={message.id} message={message} />
			))}
		</div>
	);
}

/** /dev/mailbox: in development without SMTP, the mail the server would have sent, with its links. */
export function MailboxPage() {
	useDocumentTitle("Mailbox");
	const { refetch, isFetching, isError } = useMailbox();
	return (
		<section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
			<PageHeading
				eyebrow="Development"
				title="Mailbox"
				description="Sign-in links, reset links and welcome mail, newest first."
				actions={
					!isError && (
						<Button variant="secondary" onClick={() => refetch()} disabled={isFetching}>
							<RefreshCw aria-hidden="true" className={isFetching ? "size-4 animate-spin" : "size-4"} />
							Refresh
						</Button>
					)
				}
			/>
			<MailboxBody />
		</section>
	);
}

import { MailCheck, RefreshCw } from "lucide-react";
import { useRef } from "react";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useUndeliveredMail } from "../api/mail-queue";
import { MailItem } from "./mail-item";

export const MAIL_PAGE_TEXT = {
	title: "Undelivered mail",
	description:
		"Mail the mail server has not taken yet. Each is tried again by itself, after 1 minute, 5 minutes, 30 minutes, then hours apart, for about two days; then it is given up. Retry now tries at once, for example once the mail server is fixed. Contact-form messages wait here with their text, so none is lost.",
	empty: "All mail has gone out",
	loadFailed: "We could not load the undelivered mail.",
	count: (n: number) => (n === 1 ? "1 mail has not gone out." : `${n} mails have not gone out.`),
	newest: (shown: number) => ` Showing the ${shown} newest.`,
} as const;

function MailList() {
	const query = useUndeliveredMail();
	const heading = useRef<HTMLHeadingElement>(null);
	if (query.isPending) {
		return (
			<LoadingStatus label="Loading the undelivered mail…" className="space-y-3">
				{[0, 1, 2].map((i) => (
					<Skeleton key={i} className="h-40 w-full rounded-xl" />
				))}
			</LoadingStatus>
		);
	}
	if (query.isError) {
		return (
			<LoadErrorNotice
				title={MAIL_PAGE_TEXT.loadFailed}
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	const { items, total } = query.data;
	if (items.length === 0) {
		return (
			<EmptyPanel icon={MailCheck} title={MAIL_PAGE_TEXT.empty}>
				Nothing is waiting for the mail server. Mail that fails shows here until it is delivered.
			</EmptyPanel>
		);
	}
	return (
		<section aria-labelledby="undelivered-heading">
			<h2 id="undelivered-heading" ref={heading} tabIndex={-1} className="sr-only">
				Mail not gone out
			</h2>
			<p role="status" className="mb-3 text-sm text-ink-600">
				{MAIL_PAGE_TEXT.count(total)}
				{total > items.length ? MAIL_PAGE_TEXT.newest(items.length) : ""}
			</p>
			<ul aria-label="Undelivered mail" className="space-y-3">
				{items.map((item) => (
					// A delivered mail leaves the list: focus goes to the list rather than to nowhere.
					<MailItem key={item.id} item={item} onGone={() => heading.current?.focus()} />
				))}
			</ul>
		</section>
	);
}

/** /admin/mail: the mail queue's rows that have not gone out (issue 24), with "Retry now". */
export function AdminMailPage() {
	useDocumentTitle(MAIL_PAGE_TEXT.title);
	const query = useUndeliveredMail();
	return (
		<section className="mx-auto w-full max-w-4xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title={MAIL_PAGE_TEXT.title}
				description={MAIL_PAGE_TEXT.description}
				actions={
					<Button
						variant="secondary"
						size="sm"
						onClick={() => void query.refetch()}
						disabled={query.isFetching}
					>
						<RefreshCw aria-hidden="true" className={query.isFetching ? "size-4 animate-spin" : "size-4"} />
						Refresh
					</Button>
				}
			/>
			<MailList />
		</section>
	);
}

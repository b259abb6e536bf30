import { type AdminRelease, CLEARANCE_ADMIN_TEXT, RELEASES_PAGE_SIZE } from "@core/contracts/clearance";
import { FileCheck, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { PageHeading } from "@/components/page-heading";
import { PageNav } from "@/components/page-nav";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useReleaseQueue } from "../api/ledger";
import { ReasonDialog } from "./reason-dialog";
import { ReleaseCard } from "./release-card";

export const RELEASES_PAGE_TEXT = {
	title: "Releases to review",
	description:
		"Signed releases waiting for an admin, oldest first. Compare each document with the person's faces and check who signed: verify it, and every photo of the person is judged again; or reject it with a reason.",
	empty: CLEARANCE_ADMIN_TEXT.emptyQueue,
	loadFailed: "We could not load the releases.",
	count: (n: number) => (n === 1 ? "1 release is waiting." : `${n} releases are waiting.`),
} as const;

const pageOf = (value: string | null) => {
	const n = Number(value ?? 1);
	return Number.isInteger(n) && n >= 1 ? n : 1;
};

function Queue({ page }: { page: number }) {
	const query = useReleaseQueue(page);
	const [rejecting, setRejecting] = useState<AdminRelease | null>(null);
	if (query.isPending)
		return (
			<LoadingStatus label="Loading the releases…" className="space-y-3">
				{[0, 1].map((i) => (
					<Skeleton key={i} className="h-72 w-full rounded-xl" />
				))}
			</LoadingStatus>
		);
	if (query.isError)
		return (
			<LoadErrorNotice
				title={RELEASES_PAGE_TEXT.loadFailed}
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	const { releases, total, page_size } = query.data;
	if (releases.length === 0)
		return (
			<EmptyPanel icon={FileCheck} title={RELEASES_PAGE_TEXT.empty}>
				New releases show here when they are added to a person, on a photo's admin page.
			</EmptyPanel>
		);
	return (
		<>
			<p role="status" className="mb-3 text-sm text-ink-600">
				{RELEASES_PAGE_TEXT.count(total)}
			</p>
			<ul aria-label="Releases waiting for review" className="space-y-4">
				{releases.map((release) => (
					<ReleaseCard key={release.id} release={release} onReject={setRejecting} />
				))}
			</ul>
			<PageNav
				label="Pages of releases"
				page={page}
				total={total}
				pageSize={page_size ?? RELEASES_PAGE_SIZE}
				searchOf={(to) => `?${new URLSearchParams({ page: String(to) })}`}
			/>
			<ReasonDialog
				releaseId={rejecting?.id ?? null}
				reference={rejecting?.reference ?? ""}
				action="reject"
				onClose={() => setRejecting(null)}
			/>
		</>
	);
}

/** /admin/releases: the clearance ledger's review queue (issue 26). */
export function ReleasesPage() {
	useDocumentTitle(RELEASES_PAGE_TEXT.title);
	const [searchParams] = useSearchParams();
	const page = pageOf(searchParams.get("page"));
	const query = useReleaseQueue(page);
	return (
		<section className="mx-auto w-full max-w-6xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title={RELEASES_PAGE_TEXT.title}
				description={RELEASES_PAGE_TEXT.description}
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
			<Queue page={page} />
		</section>
	);
}

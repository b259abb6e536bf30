import type { ClearanceLogResponse } from "@core/contracts/clearance-log";
import { Download, FileText } from "lucide-react";
import { useParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { buttonClasses } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/date-format";
import { apiPaths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isProductionNotFound, useClearanceLog } from "../api/get-clearance-log";
import { ClearanceLogTable } from "./clearance-log-table";

export const LOG_TEXT = {
	eyebrow: "Clearance log",
	empty: "No licences for this production yet",
	emptyHint: "Once an order for this production is paid, each photo it licenses is listed here.",
	loadFailed: "We could not load the clearance log.",
	notFound: "Production not found",
	notFoundHint: "This production does not exist, or it is not one of yours.",
	pdf: "Download PDF",
	csv: "Download CSV",
} as const;

const download = buttonClasses({ variant: "secondary", size: "sm", className: "h-11 md:h-9" });

function Downloads({ projectId }: { projectId: string }) {
	return (
		<div className="flex flex-wrap gap-2">
			<a href={apiPaths.projectClearancePdf(projectId)} target="_blank" rel="noopener" className={download}>
				<FileText aria-hidden="true" className="size-4" />
				{LOG_TEXT.pdf}
				<span className="sr-only"> (opens in a new tab)</span>
			</a>
			<a href={apiPaths.projectClearanceCsv(projectId)} download className={download}>
				<Download aria-hidden="true" className="size-4" />
				{LOG_TEXT.csv}
			</a>
		</div>
	);
}

function LogView({ log }: { log: ClearanceLogResponse }) {
	const { project, rows } = log;
	const fallen = rows.filter((row) => row.status !== "cleared").length;
	return (
		<>
			<PageHeading
				eyebrow={LOG_TEXT.eyebrow}
				title={project.name}
				description={`${project.company ? `${project.company} · ` : ""}${rows.length} ${rows.length === 1 ? "licence" : "licences"}, with the clearance ledger as it stood on ${formatDate(log.generated_at)}. People are named by role only.`}
				actions={<Downloads projectId={project.id} />}
			/>
			{fallen > 0 && (
				<Notice
					tone="warning"
					className="mb-6"
					title={`${fallen} ${fallen === 1 ? "licence is" : "licences are"} no longer cleared for the use licensed`}
				>
					Their status says why. Contact us before using these photos on screen.
				</Notice>
			)}
			{rows.length === 0 ? (
				<Notice title={LOG_TEXT.empty}>{LOG_TEXT.emptyHint}</Notice>
			) : (
				<ClearanceLogTable rows={rows} />
			)}
		</>
	);
}

/**
 * /projects/{id}/clearance (issue 26): a production's clearance log, every licence of its paid
 * orders with the rights holder, the people shown and their releases, and whether each photo is
 * still cleared; downloadable as PDF and CSV for the production's clearance department.
 */
export function ClearanceLogPage() {
	const { id = "" } = useParams();
	const query = useClearanceLog(id);
	const log = query.data;
	useDocumentTitle(log ? `Clearance log: ${log.project.name}` : "Clearance log");

	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			{log ? (
				<LogView log={log} />
			) : query.isError && isProductionNotFound(query.error) ? (
				<>
					<PageHeading eyebrow={LOG_TEXT.eyebrow} title={LOG_TEXT.notFound} />
					<Notice title={LOG_TEXT.notFound}>{LOG_TEXT.notFoundHint}</Notice>
				</>
			) : query.isError ? (
				<>
					<PageHeading eyebrow={LOG_TEXT.eyebrow} title="Clearance log" />
					<LoadErrorNotice
						title={LOG_TEXT.loadFailed}
						onRetry={() => void query.refetch()}
						retrying={query.isFetching}
					/>
				</>
			) : (
				<LoadingStatus label="Loading the clearance log…">
					<Skeleton className="mb-8 h-16 w-80 rounded-md" />
					<Skeleton className="h-96 rounded-xl" />
				</LoadingStatus>
			)}
		</section>
	);
}

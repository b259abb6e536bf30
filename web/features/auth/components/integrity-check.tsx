import { INTEGRITY_TEXT, type IntegrityIssue } from "@core/contracts/wishlists";
import { CircleAlert, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useCheckIntegrity } from "../api/check-integrity";

export const CHECK_BUTTON = "Check my data";
/** Ours: the spec names only the two results. */
export const CHECK_FAILED = "Could not check your data";

const ENTITY_LABEL: Record<IntegrityIssue["entity"], string> = {
	company: "Company",
	project: "Project",
	wishlist: "Wishlist",
};

function IssueList({ issues }: { issues: IntegrityIssue[] }) {
	return (
		<ul
			aria-label="Data issues"
			className="mt-3 divide-y divide-ink-900/10 rounded-lg border border-ink-900/10 bg-white"
		>
			{issues.map((issue) => (
				<li key={`${issue.kind}-${issue.entity}-${issue.id}`} className="flex gap-3 px-4 py-3 text-sm">
					<CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
					<div className="min-w-0">
						<p className="font-medium break-words text-ink-900">
							{ENTITY_LABEL[issue.entity]}: {issue.name.trim() === "" ? "(no name)" : issue.name}
						</p>
						<p className="text-ink-700">{issue.message}</p>
					</div>
				</li>
			))}
		</ul>
	);
}

/**
 * The data-integrity check (spec section 8) on /account: duplicate or empty names, and projects
 * that name a company the user no longer has. The result stays under the button.
 */
export function IntegrityCheck() {
	const check = useCheckIntegrity();

	function run() {
		check.mutate(undefined, {
			onSuccess: (report) => {
				if (report.ok) toast.success(INTEGRITY_TEXT.passed);
				else toast.warning(INTEGRITY_TEXT.failed);
			},
			onError: (error) => {
				console.warn("The data-integrity check failed", error);
				toast.error(CHECK_FAILED, {
					description: error instanceof ApiError ? error.message : "Please try again.",
				});
			},
		});
	}

	const report = check.data;
	return (
		<div>
			<p className="text-ink-700">
				Look for problems in your companies, projects and wishlists: duplicate or empty names, and projects
				whose company is missing.
			</p>
			<Button
				variant="secondary"
				className="mt-4 max-sm:w-full"
				onClick={run}
				disabled={check.isPending}
				aria-busy={check.isPending}
			>
				<ListChecks aria-hidden="true" className="size-4" />
				{check.isPending ? "Checking…" : CHECK_BUTTON}
			</Button>
			<div aria-live="polite">
				{report && !check.isPending && (
					<div className="mt-4">
						{report.ok ? (
							<Notice tone="success">{INTEGRITY_TEXT.passed}</Notice>
						) : (
							<>
								<Notice tone="warning" title={INTEGRITY_TEXT.failed}>
									{report.issues.length === 1 ? "1 issue" : `${report.issues.length} issues`} to look at.
									Rename or delete what they name on your{" "}
									<Link
										to={paths.wishlists}
										className="font-medium text-accent-700 underline underline-offset-2"
									>
										wishlists page
									</Link>
									.
								</Notice>
								<IssueList issues={report.issues} />
							</>
						)}
					</div>
				)}
			</div>
		</div>
	);
}

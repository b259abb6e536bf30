import { adminApiPaths } from "@core/admin-api-paths";
import { CsvImportProblems, type CsvImportResponse, type CsvProblem } from "@core/contracts/catalogue";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { adminPhotoKeys } from "./keys";

/**
 * The file goes as it is, typed text/csv whatever the system called it (Windows names CSV files
 * application/vnd.ms-excel). A dry run checks every row and saves nothing.
 */
export function importMetadata(file: Blob, dryRun: boolean): Promise<CsvImportResponse> {
	return apiFetch<Reply<typeof CsvImportResponse>>(adminApiPaths.adminMetadataImport, {
		method: "POST",
		body: new Blob([file], { type: "text/csv" }),
		query: { dry_run: dryRun ? "true" : undefined },
	});
}

/** The rows and columns a refused import (422) names, or null for any other failure. */
export function csvProblemsOf(error: unknown): CsvProblem[] | null {
	if (!(error instanceof ApiError) || error.status !== 422) return null;
	const parsed = CsvImportProblems.safeParse(error.details);
	return parsed.success ? parsed.data.problems : null;
}

export function useImportMetadata() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ file, dryRun }: { file: Blob; dryRun: boolean }) => importMetadata(file, dryRun),
		onSuccess: (answer) =>
			answer.dry_run ? undefined : queryClient.invalidateQueries({ queryKey: adminPhotoKeys.all }),
	});
}

import {
	CSV_FIELD_COLUMNS,
	CSV_KEY_COLUMNS,
	CSV_LIST_SEPARATOR,
	type CsvImportResponse,
} from "@core/contracts/catalogue";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { errorText } from "@/lib/error-text";
import { csvProblemsOf, useImportMetadata } from "../api/metadata-import";
import { photosText } from "../lib/photo-text";

/** The header row every metadata file starts with. */
export const CSV_TEMPLATE = `${[...CSV_KEY_COLUMNS, ...CSV_FIELD_COLUMNS].join(",")}\n`;

function downloadTemplate() {
	const url = URL.createObjectURL(new Blob([CSV_TEMPLATE], { type: "text/csv" }));
	const link = document.createElement("a");
	link.href = url;
	link.download = "photo-metadata-template.csv";
	document.body.append(link);
	link.click();
	link.remove();
	URL.revokeObjectURL(url);
}

function outcomeText(answer: CsvImportResponse): string {
	return answer.dry_run
		? `The file is ready: ${answer.rows} ${answer.rows === 1 ? "row" : "rows"}, ${photosText(answer.updated)} to update. Nothing was saved yet.`
		: `Updated ${photosText(answer.updated)}.`;
}

function CsvHelp() {
	return (
		<details className="rounded-lg border border-ink-900/10 bg-cream-50 px-4 py-3 text-sm text-ink-700">
			<summary className="cursor-pointer font-medium text-ink-900">How to write the file</summary>
			<ul className="mt-2 list-disc space-y-1 pl-5">
				<li>
					The first row names the columns. Each other row is one photo, found by <code>filename</code> (the
					uploaded file's name) or <code>photoid</code>.
				</li>
				<li>
					Other columns, all optional: <code>{CSV_FIELD_COLUMNS.join(", ")}</code>. A blank cell leaves the
					field as it is.
				</li>
				<li>
					Lists (tags, ethnicities, age groups, emotions, events) are separated by semicolons:{" "}
					<code>beach{CSV_LIST_SEPARATOR}summer</code>.
				</li>
				<li>
					<code>price</code> is in US dollars (<code>25.00</code>); <code>family</code> is the family's email;{" "}
					<code>events</code> are event names, made when new; yes/no columns take <code>true</code> or{" "}
					<code>false</code>.
				</li>
				<li>All rows or none: a file with any problem saves nothing and lists every problem.</li>
			</ul>
			<Button variant="secondary" size="sm" className="mt-3" onClick={downloadTemplate}>
				<Download aria-hidden="true" className="size-4" />
				Download the template
			</Button>
		</details>
	);
}

/** Metadata for many photos at once from a CSV file: check it first, then import it. */
export function CsvImportPanel() {
	const [file, setFile] = useState<File | null>(null);
	const importing = useImportMetadata();
	const problems = importing.isError ? csvProblemsOf(importing.error) : null;
	const run = (dryRun: boolean) => file && importing.mutate({ file, dryRun });

	return (
		<section aria-labelledby="csv-heading" className="space-y-4">
			<h2 id="csv-heading" className="text-xl font-semibold text-ink-900">
				Metadata from a CSV file
			</h2>
			<CsvHelp />
			<div className="flex flex-wrap items-end gap-3">
				<div>
					<label htmlFor="csv-file" className="mb-1.5 block text-sm font-medium text-ink-800">
						CSV file
					</label>
					<input
						id="csv-file"
						type="file"
						accept=".csv,text/csv"
						onChange={(event) => {
							setFile(event.target.files?.[0] ?? null);
							importing.reset();
						}}
						className="max-w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-ink-900/15 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink-900"
					/>
				</div>
				<Button variant="secondary" disabled={!file || importing.isPending} onClick={() => run(true)}>
					Check
				</Button>
				<Button disabled={!file || importing.isPending} onClick={() => run(false)}>
					Import
				</Button>
			</div>
			{importing.isPending && (
				<p role="status" className="text-sm text-ink-600">
					{importing.variables?.dryRun ? "Checking the file…" : "Importing…"}
				</p>
			)}
			{importing.isSuccess && <Notice role="status" tone="success" title={outcomeText(importing.data)} />}
			{problems && (
				<Notice
					role="alert"
					tone="error"
					title={`The file has ${problems.length} ${problems.length === 1 ? "problem" : "problems"}; nothing was saved.`}
				>
					<div className="mt-2 max-h-80 overflow-auto rounded-md border border-accent-700/15 bg-white">
						<table
							aria-label="Problems in the file"
							className="w-full min-w-[28rem] text-left text-sm text-ink-900"
						>
							<thead className="bg-cream-50 text-xs text-ink-600 uppercase">
								<tr>
									<th scope="col" className="px-3 py-2">
										Row
									</th>
									<th scope="col" className="px-3 py-2">
										Column
									</th>
									<th scope="col" className="px-3 py-2">
										Problem
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-ink-900/10">
								{problems.map((problem, index) => (
									// biome-ignore lint/suspicious/noArrayIndexKey: one row may have several problems in one column
									<tr key={index}>
										<td className="px-3 py-2 tabular-nums">{problem.row}</td>
										<td className="px-3 py-2">{problem.column ?? "—"}</td>
										<td className="px-3 py-2">{problem.message}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				</Notice>
			)}
			{importing.isError && !problems && (
				<Notice role="alert" tone="error" title="The file could not be imported.">
					{errorText(importing.error, "Please try again.")}
				</Notice>
			)}
		</section>
	);
}

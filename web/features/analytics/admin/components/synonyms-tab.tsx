import type { Synonym } from "@core/contracts/analytics";
import { Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, LoadingStatus, UpdatingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { UrlSearchField } from "@/components/url-search-field";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/date-format";
import { toast } from "@/lib/toast";
import { useCreateSynonym, useSynonyms } from "../api/synonyms";
import { PARAMS } from "../lib/search-config-params";
import { cell, ScrollTable, SectionCard, Th } from "./analytics-parts";
import { DeleteSynonymDialog, EditSynonymDialog, pairText } from "./synonym-dialogs";
import { SynonymForm } from "./synonym-form";

export const NO_SYNONYMS = "No synonyms yet";
export const SYNONYMS_EXPLAINED =
	"A synonym makes a search find both words: with kid as a synonym of child, a search for 'kid' also finds photos of a child, and a search for 'child' finds photos of a kid.";
export const noSynonymMatches = (filter: string) => `No synonyms match "${filter}"`;

/** The filter box's text in the URL ("" for none). */
function withFilterText(current: URLSearchParams, text: string): URLSearchParams {
	const params = new URLSearchParams(current);
	if (text) params.set(PARAMS.q, text);
	else params.delete(PARAMS.q);
	return params;
}

const synonymsText = (n: number) => `${n} ${n === 1 ? "synonym" : "synonyms"}`;

/** The add form; `addTerm` (from a search that found nothing) fills the term and waits for its synonym. */
function AddSynonym({ addTerm }: { addTerm: string | null }) {
	const mutation = useCreateSynonym();
	const [, setSearchParams] = useSearchParams();
	const [added, setAdded] = useState(0);

	return (
		<SectionCard
			title="Add a synonym"
			description="Searches use it at once, both ways round. Words are saved in lower case."
		>
			<SynonymForm
				// A new term to add, or a pair just saved: the form starts afresh.
				key={`${addTerm ?? ""}:${added}`}
				idPrefix="add-synonym"
				initial={{ term: addTerm ?? "", synonym_of: "" }}
				focusField={addTerm ? "synonym_of" : added > 0 ? "term" : undefined}
				layout="row"
				submitLabel="Add synonym"
				pendingLabel="Adding…"
				pending={mutation.isPending}
				error={mutation.error}
				onSubmit={(values) =>
					mutation.mutate(values, {
						onSuccess: (synonym) => {
							toast.success("Synonym added", { description: `${pairText(synonym)} now find each other.` });
							setAdded((n) => n + 1);
							if (addTerm !== null) {
								setSearchParams(
									(current) => {
										const params = new URLSearchParams(current);
										params.delete(PARAMS.add);
										return params;
									},
									{ replace: true },
								);
							}
						},
					})
				}
			/>
		</SectionCard>
	);
}

const iconButton = "size-9 px-0";

function SynonymTable({
	synonyms,
	onEdit,
	onDelete,
}: {
	synonyms: Synonym[];
	onEdit: (synonym: Synonym) => void;
	onDelete: (synonym: Synonym) => void;
}) {
	return (
		<ScrollTable
			label="Synonyms"
			minWidth="min-w-[20rem]"
			head={
				<>
					<Th>Term</Th>
					<Th>Synonym of</Th>
					<th scope="col" className={cn(cell, "hidden font-semibold sm:table-cell")}>
						Added
					</th>
					<Th end>
						<span className="sr-only">Actions</span>
					</Th>
				</>
			}
		>
			{synonyms.map((synonym) => (
				<tr key={synonym.id} className="hover:bg-cream-50">
					<th scope="row" className={cn(cell, "font-medium break-words text-ink-900")}>
						{synonym.term}
					</th>
					<td className={cn(cell, "break-words")}>{synonym.synonym_of}</td>
					<td className={cn(cell, "hidden whitespace-nowrap text-ink-600 sm:table-cell")}>
						{formatDate(synonym.created_at)}
					</td>
					<td className={cn(cell, "text-right whitespace-nowrap")}>
						<Button
							variant="ghost"
							size="sm"
							className={iconButton}
							aria-label={`Edit ${pairText(synonym)}`}
							onClick={() => onEdit(synonym)}
						>
							<Pencil aria-hidden="true" className="size-4" />
						</Button>
						<Button
							variant="ghost"
							size="sm"
							className={cn(iconButton, "text-accent-700 hover:text-accent-800")}
							aria-label={`Delete ${pairText(synonym)}`}
							onClick={() => onDelete(synonym)}
						>
							<Trash2 aria-hidden="true" className="size-4" />
						</Button>
					</td>
				</tr>
			))}
		</ScrollTable>
	);
}

function SynonymList({ filter }: { filter: string }) {
	const query = useSynonyms(filter);
	const [editing, setEditing] = useState<Synonym | null>(null);
	const [deleting, setDeleting] = useState<Synonym | null>(null);

	let content: ReactNode;
	if (query.isPending) {
		content = (
			<LoadingStatus label="Loading synonyms…" className="space-y-2">
				{[0, 1, 2, 3].map((i) => (
					<Skeleton key={i} className="h-11 w-full" />
				))}
			</LoadingStatus>
		);
	} else if (query.isError) {
		content = (
			<LoadErrorNotice
				title="We could not load the synonyms."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	} else {
		const { synonyms } = query.data;
		content = (
			<>
				<UpdatingStatus updating={query.isPlaceholderData} className="mb-3">
					{filter ? `${synonymsText(synonyms.length)} matching "${filter}"` : synonymsText(synonyms.length)}
				</UpdatingStatus>
				{synonyms.length === 0 ? (
					<EmptyState
						title={filter ? noSynonymMatches(filter) : NO_SYNONYMS}
						hint={filter ? undefined : SYNONYMS_EXPLAINED}
					/>
				) : (
					<SynonymTable synonyms={synonyms} onEdit={setEditing} onDelete={setDeleting} />
				)}
			</>
		);
	}

	return (
		<SectionCard
			title="Synonyms"
			description="Each pair works both ways: either word finds photos of the other."
		>
			<div className="mb-4">
				<UrlSearchField
					value={filter}
					write={withFilterText}
					id="synonym-filter"
					label="Filter synonyms"
					maxLength={60}
					placeholder="A term or the word it means"
					className="w-full sm:max-w-sm"
				/>
			</div>
			{content}
			<EditSynonymDialog synonym={editing} onClose={() => setEditing(null)} />
			<DeleteSynonymDialog synonym={deleting} onClose={() => setDeleting(null)} />
		</SectionCard>
	);
}

/** The synonyms tab: add a pair, and the list of pairs to filter, edit and delete. */
export function SynonymsTab({ addTerm }: { addTerm: string | null }) {
	const [searchParams] = useSearchParams();
	const filter = (searchParams.get(PARAMS.q) ?? "").trim().slice(0, 60);
	return (
		<div className="space-y-6">
			<AddSynonym addTerm={addTerm?.trim().slice(0, 60) || null} />
			<SynonymList filter={filter} />
		</div>
	);
}

import type { AdminPerson } from "@core/contracts/people";
import { Link2, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { UrlSearchField } from "@/components/url-search-field";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useMergePersons } from "../api/people-mutations";
import { parsePersonList, withSearch } from "../lib/person-list-params";
import { AliasGroups, UNNAMED } from "./alias-groups";
import { PersonList } from "./person-list";
import { PersonNameDialog } from "./person-name-dialog";

export const MERGED = "Linked as one person";

/** The records ticked for a merge (kept while searching for the others), and the merge itself. */
function MergeBar({
	picked,
	onUnpick,
	onMerged,
}: {
	picked: readonly AdminPerson[];
	onUnpick: (id: string) => void;
	onMerged: () => void;
}) {
	const merge = useMergePersons();
	if (picked.length === 0) {
		return (
			<p className="mb-4 text-sm text-ink-600">
				Tick two or more records of one person (search for each) to mark them as the same person.
			</p>
		);
	}
	const names = picked.map((p) => p.name ?? UNNAMED);
	return (
		<section
			aria-label="Chosen people"
			className="sticky top-2 z-10 mb-4 rounded-lg border border-accent-700/25 bg-accent-50 p-3 shadow-sm"
		>
			<ul className="mb-3 flex flex-wrap gap-2">
				{picked.map((person, index) => (
					<li
						key={person.id}
						className="inline-flex items-center gap-1 rounded-full bg-white py-1 pr-1 pl-3 text-sm ring-1 ring-ink-900/15"
					>
						{names[index]}
						<button
							type="button"
							onClick={() => onUnpick(person.id)}
							aria-label={`Remove ${names[index]} from the choice`}
							className="rounded-full p-1 text-ink-600 hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-accent-600"
						>
							<X aria-hidden="true" className="size-3.5" />
						</button>
					</li>
				))}
			</ul>
			<Button
				disabled={picked.length < 2 || merge.isPending}
				onClick={() =>
					merge.mutate(
						picked.map((p) => p.id),
						{
							onSuccess: () => {
								toast.success(MERGED, { description: names.join(" = ") });
								onMerged();
							},
							onError: (error) =>
								toast.error("The people could not all be linked", {
									description: errorText(error, "Please try again."),
								}),
						},
					)
				}
			>
				<Link2 aria-hidden="true" className="size-4" />
				{merge.isPending
					? "Linking…"
					: picked.length < 2
						? "Choose one more"
						: `Mark ${picked.length} as the same person`}
			</Button>
		</section>
	);
}

/**
 * /admin/people-aliases: people by name with their faces and photos; two or more records of one
 * person are linked so similar-people search finds them all, and links can be undone.
 */
export function PeopleAliasesPage() {
	useDocumentTitle("People aliases");
	const [searchParams] = useSearchParams();
	const state = parsePersonList(searchParams);
	const [picked, setPicked] = useState<AdminPerson[]>([]);
	const [naming, setNaming] = useState<{ person: AdminPerson | null } | null>(null);

	function toggle(person: AdminPerson) {
		setPicked((current) =>
			current.some((p) => p.id === person.id)
				? current.filter((p) => p.id !== person.id)
				: [...current, person],
		);
	}

	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="People aliases"
				description="One person tagged under several records: link them, so a photo's similar people finds them all."
				actions={
					<Button onClick={() => setNaming({ person: null })}>
						<UserPlus aria-hidden="true" className="size-4" />
						New person
					</Button>
				}
			/>
			<div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
				<div className="min-w-0">
					<h2 className="mb-3 text-xl font-semibold text-ink-900">People</h2>
					<UrlSearchField
						value={state.q}
						write={withSearch}
						id="person-search"
						label="Search people"
						maxLength={200}
						placeholder="Name, or a person's id"
						className="mb-3 w-full sm:max-w-md"
					/>
					<MergeBar
						picked={picked}
						onUnpick={(id) => setPicked((current) => current.filter((p) => p.id !== id))}
						onMerged={() => setPicked([])}
					/>
					<PersonList
						state={state}
						selected={new Set(picked.map((p) => p.id))}
						onToggle={toggle}
						onRename={(person) => setNaming({ person })}
						onNew={() => setNaming({ person: null })}
					/>
				</div>
				<div className="min-w-0">
					<h2 className="mb-3 text-xl font-semibold text-ink-900">Known as the same person</h2>
					<AliasGroups />
				</div>
			</div>
			<PersonNameDialog
				open={naming !== null}
				person={naming?.person ?? null}
				onClose={() => setNaming(null)}
			/>
		</section>
	);
}

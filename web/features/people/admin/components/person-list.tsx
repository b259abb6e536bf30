import type { AdminPerson } from "@core/contracts/people";
import { Pencil, UserRound } from "lucide-react";
import { useSearchParams } from "react-router";
import { AdminListSkeleton } from "@/components/admin/admin-list-page";
import { PageNav } from "@/components/page-nav";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, UpdatingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { usePersons } from "../api/get-persons";
import {
	type PersonListState,
	personListQueryOf,
	searchOf,
	withPage,
	withSearch,
} from "../lib/person-list-params";
import { UNNAMED } from "./alias-groups";

export const NO_PEOPLE = "No people yet";
export const noPeopleMatch = (q: string) => `No people match "${q}"`;

/** '3 faces on 2 photos'. */
export function countsText(person: Pick<AdminPerson, "face_count" | "photo_count">): string {
	const faces = `${person.face_count} ${person.face_count === 1 ? "face" : "faces"}`;
	return `${faces} on ${person.photo_count} ${person.photo_count === 1 ? "photo" : "photos"}`;
}

function PersonRow({
	person,
	selected,
	onToggle,
	onRename,
}: {
	person: AdminPerson;
	selected: boolean;
	onToggle: () => void;
	onRename: () => void;
}) {
	const name = person.name ?? UNNAMED;
	const checkId = `person-${person.id}`;
	return (
		<li
			className={cn(
				"flex items-center gap-3 rounded-lg border bg-white p-3 shadow-sm",
				selected ? "border-accent-600 ring-1 ring-accent-600" : "border-ink-900/10",
			)}
		>
			<input
				id={checkId}
				type="checkbox"
				checked={selected}
				onChange={onToggle}
				className="size-5 shrink-0 accent-accent-600"
			/>
			<span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-cream-200">
				{person.thumbnail_url ? (
					<img src={person.thumbnail_url} alt="" loading="lazy" className="h-full w-full object-cover" />
				) : (
					<UserRound aria-hidden="true" className="size-5 text-ink-400" />
				)}
			</span>
			<label htmlFor={checkId} className="min-w-0 flex-1 cursor-pointer">
				<span
					className={cn("block truncate font-medium", person.name ? "text-ink-900" : "text-ink-500 italic")}
				>
					{name}
				</span>
				<span className="block text-sm text-ink-600">{countsText(person)}</span>
				{person.aliases.length > 0 && (
					<span className="block truncate text-sm text-ink-600">
						Also known as {person.aliases.map((a) => a.name ?? UNNAMED).join(", ")}
					</span>
				)}
			</label>
			<Button variant="ghost" size="sm" onClick={onRename} aria-label={`Rename ${name}`}>
				<Pencil aria-hidden="true" className="size-4" />
				<span className="hidden sm:inline">Rename</span>
			</Button>
		</li>
	);
}

/** One page of people; each can be ticked for a merge or renamed. */
export function PersonList({
	state,
	selected,
	onToggle,
	onRename,
	onNew,
}: {
	state: PersonListState;
	selected: ReadonlySet<string>;
	onToggle: (person: AdminPerson) => void;
	onRename: (person: AdminPerson) => void;
	onNew: () => void;
}) {
	const [searchParams, setSearchParams] = useSearchParams();
	const query = usePersons(personListQueryOf(state));

	if (query.isPending)
		return <AdminListSkeleton label="Loading people…" rows={4} rowClassName="h-18 w-full" />;
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the people."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	const data = query.data;
	if (data.persons.length === 0) {
		return (
			<EmptyState
				title={data.total > 0 ? "This page is empty" : state.q ? noPeopleMatch(state.q) : NO_PEOPLE}
				hint={
					data.total > 0 ? (
						<Button variant="secondary" size="sm" onClick={() => setSearchParams(withPage(searchParams, 1))}>
							Go to the first page
						</Button>
					) : state.q ? (
						<Button
							variant="secondary"
							size="sm"
							onClick={() => setSearchParams(withSearch(searchParams, ""))}
						>
							Clear the search
						</Button>
					) : (
						<Button variant="secondary" size="sm" onClick={onNew}>
							Add the first person
						</Button>
					)
				}
			/>
		);
	}
	return (
		<>
			<UpdatingStatus updating={query.isPlaceholderData} className="mb-2">
				{data.total === 1 ? "1 person" : `${data.total} people`}
			</UpdatingStatus>
			<ul aria-label="People" className="space-y-2">
				{data.persons.map((person) => (
					<PersonRow
						key={person.id}
						person={person}
						selected={selected.has(person.id)}
						onToggle={() => onToggle(person)}
						onRename={() => onRename(person)}
					/>
				))}
			</ul>
			<PageNav
				label="Pages of people"
				page={data.page}
				total={data.total}
				pageSize={data.page_size}
				searchOf={(page) => searchOf(withPage(searchParams, page))}
			/>
		</>
	);
}

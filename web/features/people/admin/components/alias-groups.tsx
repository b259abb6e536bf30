import type { AliasGroup } from "@core/contracts/people";
import { Link2Off, Users } from "lucide-react";
import { EmptyPanel } from "@/components/empty-panel";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useAliasGroups } from "../api/get-alias-groups";
import { useUnlinkPersons } from "../api/people-mutations";

export const NO_GROUPS = "No one is known under several records yet";
export const UNNAMED = "Unnamed person";

function GroupCard({ group, index }: { group: AliasGroup; index: number }) {
	const unlink = useUnlinkPersons();
	const nameOf = (id: string) => group.persons.find((p) => p.id === id)?.name ?? UNNAMED;
	const faces = group.persons.reduce((sum, p) => sum + p.face_count, 0);
	return (
		<li className="rounded-lg border border-ink-900/10 bg-white p-4 shadow-sm">
			<h3 className="font-semibold text-ink-900">
				<span className="sr-only">Group {index + 1}: </span>
				{group.persons.map((p) => p.name ?? UNNAMED).join(" = ")}
			</h3>
			<p className="mb-3 text-sm text-ink-600">
				{group.persons.length} records, {faces} {faces === 1 ? "face" : "faces"}
			</p>
			<ul aria-label="Links" className="space-y-2">
				{group.links.map((link) => {
					const label = `${nameOf(link.person_id)} and ${nameOf(link.alias_person_id)}`;
					const busy =
						unlink.isPending &&
						unlink.variables?.personId === link.person_id &&
						unlink.variables.aliasId === link.alias_person_id;
					return (
						<li
							key={`${link.person_id}-${link.alias_person_id}`}
							className="flex flex-wrap items-center justify-between gap-2 text-sm"
						>
							<span className="text-ink-800">{label}</span>
							<Button
								variant="secondary"
								size="sm"
								aria-label={`Unlink ${label}`}
								disabled={busy}
								onClick={() =>
									unlink.mutate(
										{ personId: link.person_id, aliasId: link.alias_person_id },
										{
											onSuccess: () => toast.success("Unlinked", { description: label }),
											onError: (error) =>
												toast.error("Could not unlink", {
													description: errorText(error, "Please try again."),
												}),
										},
									)
								}
							>
								<Link2Off aria-hidden="true" className="size-4" />
								{busy ? "Unlinking…" : "Unlink"}
							</Button>
						</li>
					);
				})}
			</ul>
		</li>
	);
}

/** The people known under several records, each link between two records undoable. */
export function AliasGroups() {
	const query = useAliasGroups();
	if (query.isPending) {
		return (
			<LoadingStatus label="Loading linked people…" className="space-y-2">
				<Skeleton className="h-24 w-full" />
				<Skeleton className="h-24 w-full" />
			</LoadingStatus>
		);
	}
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the linked people."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	if (query.data.groups.length === 0) {
		return (
			<EmptyPanel
				icon={Users}
				title={NO_GROUPS}
				action={{ to: paths.adminPhotosFaces, label: "Tag faces", variant: "secondary" }}
			>
				Tick two or more records of one person in the list and mark them as the same person.
			</EmptyPanel>
		);
	}
	return (
		<ul className="space-y-3">
			{query.data.groups.map((group, index) => (
				<GroupCard
					key={group.links.map((l) => `${l.person_id}${l.alias_person_id}`).join()}
					group={group}
					index={index}
				/>
			))}
		</ul>
	);
}

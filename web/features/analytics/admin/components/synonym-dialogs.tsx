import type { Synonym } from "@core/contracts/analytics";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useDeleteSynonym, useUpdateSynonym } from "../api/synonyms";
import { SynonymForm } from "./synonym-form";

export const pairText = (synonym: Pick<Synonym, "term" | "synonym_of">) =>
	`"${synonym.term}" and "${synonym.synonym_of}"`;

function EditForm({ synonym, onClose }: { synonym: Synonym; onClose: () => void }) {
	const mutation = useUpdateSynonym();
	return (
		<SynonymForm
			idPrefix="edit-synonym"
			initial={{ term: synonym.term, synonym_of: synonym.synonym_of }}
			focusField="term"
			submitLabel="Save"
			pendingLabel="Saving…"
			pending={mutation.isPending}
			error={mutation.error}
			onSubmit={(values) =>
				mutation.mutate(
					{ id: synonym.id, ...values },
					{
						onSuccess: (saved) => {
							toast.success("Synonym saved", { description: `${pairText(saved)} now find each other.` });
							onClose();
						},
					},
				)
			}
			actions={
				<Button variant="secondary" onClick={onClose}>
					Cancel
				</Button>
			}
		/>
	);
}

/** Changes a synonym's term and synonym_of; the server's field messages show under the fields. */
export function EditSynonymDialog({ synonym, onClose }: { synonym: Synonym | null; onClose: () => void }) {
	return (
		<Dialog
			open={synonym !== null}
			onClose={onClose}
			title="Edit synonym"
			description={synonym ? `Now: ${pairText(synonym)}` : undefined}
		>
			{synonym && <EditForm key={synonym.id} synonym={synonym} onClose={onClose} />}
		</Dialog>
	);
}

/** Asks before a synonym goes: searches stop finding one word by the other at once. */
export function DeleteSynonymDialog({ synonym, onClose }: { synonym: Synonym | null; onClose: () => void }) {
	const mutation = useDeleteSynonym();
	return (
		<ConfirmDialog
			open={synonym !== null}
			title="Delete this synonym?"
			description={
				synonym
					? `Searches for "${synonym.term}" will no longer find "${synonym.synonym_of}", and the other way round.`
					: undefined
			}
			confirmLabel="Delete"
			pending={mutation.isPending}
			onClose={onClose}
			onConfirm={() => {
				if (!synonym) return;
				mutation.mutate(synonym.id, {
					onSuccess: () => {
						toast.success("Synonym deleted", {
							description: `${pairText(synonym)} no longer find each other.`,
						});
						onClose();
					},
					onError: (error) => {
						toast.error("The synonym could not be deleted.", {
							description: errorText(error, "Please try again in a moment."),
						});
						onClose();
					},
				});
			}}
		/>
	);
}

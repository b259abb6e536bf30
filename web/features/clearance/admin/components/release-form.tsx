import { RELEASE_RELATIONSHIP_LABELS } from "@core/clearance";
import { type LedgerPerson, ReleaseCreate } from "@core/contracts/clearance";
import { useState } from "react";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { DocumentField, requiredDocumentProblem } from "@/components/clearance/document-field";
import { numberOrNull, ReleaseFields, releaseInitial } from "@/components/clearance/release-fields";
import { Dialog } from "@/components/ui/dialog";
import { fileBase64 } from "@/lib/file-base64";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreateRelease } from "../api/ledger";
import { SCOPE_LABELS } from "./release-facts";

const IDS = {
	signer_name: "release-signer",
	relationship: "release-relationship",
	signed_on: "release-signed-on",
	scope: "release-scope",
	term_years: "release-term",
	witness_name: "release-witness",
	document: "release-document",
	person_id: null,
};

/** The fields' check without the file, which is read only once the rest holds. */
const Fields = ReleaseCreate.omit({ document: true });

function ReleaseForm({ person, onClose }: { person: LedgerPerson; onClose: () => void }) {
	const mutation = useCreateRelease();
	const [file, setFile] = useState<File | null>(null);
	const form = useForm({
		initial: releaseInitial("background"),
		ids: IDS,
		check: Fields,
		error: mutation.error,
		onEdit: () => mutation.reset(),
	});
	const submit = form.handleSubmit(
		async (data) => {
			if (!file) return;
			const document = await fileBase64(file);
			await mutation.mutateAsync({ ...data, document });
			toast.success("Release added", { description: "It waits in the review queue." });
			onClose();
		},
		{
			prepare: () => ({
				...form.values,
				person_id: person.id,
				term_years: numberOrNull(form.values.term_years),
			}),
			extra: () => ({ document: requiredDocumentProblem(file) }),
		},
	);
	return (
		<form onSubmit={submit} noValidate aria-label="New release" className="space-y-4">
			<ReleaseFields
				form={form}
				ids={IDS}
				relationshipLabel="Relationship"
				relationshipLabels={RELEASE_RELATIONSHIP_LABELS}
				scopeLabels={SCOPE_LABELS}
				termHint="Empty: perpetual."
			/>
			<DocumentField
				id={IDS.document}
				label="Signed document"
				hint="A PDF, JPEG or PNG of at most 10 MB; kept private, shown to admins only."
				error={form.problemOf("document")}
				onPick={(picked) => {
					setFile(picked);
					form.touch("document");
				}}
			/>
			<FormDialogFooter
				failure={{ title: "Not saved.", text: form.other }}
				onCancel={onClose}
				pending={mutation.isPending || form.submitting}
				pendingLabel="Uploading…"
			>
				Add release
			</FormDialogFooter>
		</form>
	);
}

/** Adds a signed release for a person: it waits for review before it clears anything. */
export function ReleaseDialog({ person, onClose }: { person: LedgerPerson | null; onClose: () => void }) {
	return (
		<Dialog
			open={person !== null}
			onClose={onClose}
			title={`New release for ${person?.name ?? "an unnamed person"}`}
		>
			{person && <ReleaseForm person={person} onClose={onClose} />}
		</Dialog>
	);
}

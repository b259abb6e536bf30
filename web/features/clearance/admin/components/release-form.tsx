import { RELEASE_RELATIONSHIP_LABELS, RELEASE_RELATIONSHIPS, RELEASE_SCOPES } from "@core/clearance";
import { CLEARANCE_ADMIN_TEXT, type LedgerPerson, ReleaseCreate } from "@core/contracts/clearance";
import { useState } from "react";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useCreateRelease } from "../api/ledger";
import { fileBase64 } from "../lib/file-base64";
import { DOCUMENT_TOO_LARGE, DocumentField, documentTooLarge, SelectField } from "./ledger-fields";
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
		initial: {
			signer_name: "",
			relationship: "self" as (typeof RELEASE_RELATIONSHIPS)[number],
			signed_on: "",
			scope: "background" as (typeof RELEASE_SCOPES)[number],
			term_years: "",
			witness_name: "",
		},
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
				term_years: form.values.term_years.trim() === "" ? null : Number(form.values.term_years),
			}),
			extra: () => ({
				document: !file
					? CLEARANCE_ADMIN_TEXT.documentMissing
					: documentTooLarge(file)
						? DOCUMENT_TOO_LARGE
						: null,
			}),
		},
	);
	return (
		<form onSubmit={submit} noValidate aria-label="New release" className="space-y-4">
			<TextField label="Signed by" autoComplete="off" data-autofocus {...form.field("signer_name")} />
			<div className="grid gap-3 sm:grid-cols-2">
				<SelectField
					id={IDS.relationship}
					label="Relationship"
					value={form.values.relationship}
					options={RELEASE_RELATIONSHIPS.map((r) => [r, RELEASE_RELATIONSHIP_LABELS[r]] as const)}
					error={form.problemOf("relationship")}
					onChange={(value) => value && form.set("relationship", value)}
				/>
				<TextField label="Signed on" type="date" {...form.field("signed_on")} />
				<SelectField
					id={IDS.scope}
					label="Scope"
					value={form.values.scope}
					options={RELEASE_SCOPES.map((s) => [s, SCOPE_LABELS[s]] as const)}
					error={form.problemOf("scope")}
					onChange={(value) => value && form.set("scope", value)}
				/>
				<TextField
					label="Term in years"
					inputMode="numeric"
					optional
					hint="Empty: perpetual."
					{...form.field("term_years")}
				/>
			</div>
			<TextField label="Witness" optional autoComplete="off" {...form.field("witness_name")} />
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

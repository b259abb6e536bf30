import { type AdminRights, RightsSave } from "@core/contracts/clearance";
import { useState } from "react";
import { DOCUMENT_TOO_LARGE, DocumentField, documentTooLarge } from "@/components/clearance/document-field";
import { RightsFields, rightsInitial, rightsPayload } from "@/components/clearance/rights-fields";
import { SubmitButton } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { fileBase64 } from "@/lib/file-base64";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useSaveRights } from "../api/ledger";

const IDS = {
	photographer_name: "rights-photographer",
	photographer_status: "rights-photographer-status",
	year_taken: "rights-year",
	rights_holder_name: "rights-holder",
	basis: "rights-basis",
	inheritance_route: "rights-route",
	chain_of_title: "rights-chain",
	document: "rights-document",
};

const TEXT = {
	photographer: "Photographer",
	status: "Photographer is",
	holder: "Rights holder",
	basis: "How they hold the copyright",
	route: "Inherited",
	routes: { will: "By will", intestacy: "By intestacy" },
	chain: "Chain of title",
};
const Fields = RightsSave.omit({ document: true });

/**
 * A photo's rights record: who took it, who holds the copyright and how, the chain of title, and
 * (for a written assignment) its document. Saving sends it back to review.
 */
export function RightsForm({ photoId, rights }: { photoId: string; rights: AdminRights | null }) {
	const mutation = useSaveRights(photoId);
	const [file, setFile] = useState<File | null>(null);
	const form = useForm({
		initial: rightsInitial(rights, "photographer"),
		ids: IDS,
		check: Fields,
		error: mutation.error,
		onEdit: () => mutation.reset(),
	});
	const submit = form.handleSubmit(
		async (data) => {
			const document = file ? await fileBase64(file) : undefined;
			await mutation.mutateAsync({ ...data, ...(document ? { document } : {}) });
			setFile(null);
			toast.success("Rights saved", { description: "They wait for review: verify them to clear the photo." });
		},
		{
			prepare: () => rightsPayload(form.values),
			extra: () => ({ document: documentTooLarge(file) ? DOCUMENT_TOO_LARGE : null }),
		},
	);
	return (
		<form onSubmit={submit} noValidate aria-label="Rights" className="space-y-4">
			<RightsFields form={form} ids={IDS} text={TEXT} />
			<DocumentField
				id={IDS.document}
				label="Assignment document"
				hint={
					rights?.document_url ? (
						<>
							A document is kept (
							<a href={rights.document_url} target="_blank" rel="noreferrer" className="underline">
								open it
							</a>
							); pick a file only to replace it.
						</>
					) : (
						"A written assignment needs one: a PDF, JPEG or PNG of at most 10 MB."
					)
				}
				error={form.problemOf("document")}
				onPick={(picked) => {
					setFile(picked);
					form.touch("document");
				}}
			/>
			{form.other && (
				<Notice tone="error" role="alert" title="Not saved.">
					{form.other}
				</Notice>
			)}
			<SubmitButton pending={mutation.isPending || form.submitting} pendingLabel="Saving…">
				Save rights
			</SubmitButton>
		</form>
	);
}

import { INHERITANCE_ROUTES, RIGHTS_BASES, RIGHTS_BASIS_LABELS } from "@core/clearance";
import { type AdminRights, RightsSave } from "@core/contracts/clearance";
import { useState } from "react";
import { SubmitButton } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useSaveRights } from "../api/ledger";
import { fileBase64 } from "../lib/file-base64";
import { DOCUMENT_TOO_LARGE, DocumentField, documentTooLarge, SelectField } from "./ledger-fields";
import { LIFE_STATUS_LABELS } from "./release-facts";

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

const ROUTE_LABELS = { will: "By will", intestacy: "By intestacy" } as const;
const Fields = RightsSave.omit({ document: true });
type Basis = (typeof RIGHTS_BASES)[number];
type Route = (typeof INHERITANCE_ROUTES)[number];
type LifeStatus = keyof typeof LIFE_STATUS_LABELS;

/**
 * A photo's rights record: who took it, who holds the copyright and how, the chain of title, and
 * (for a written assignment) its document. Saving sends it back to review.
 */
export function RightsForm({ photoId, rights }: { photoId: string; rights: AdminRights | null }) {
	const mutation = useSaveRights(photoId);
	const [file, setFile] = useState<File | null>(null);
	const form = useForm({
		initial: {
			photographer_name: rights?.photographer_name ?? "",
			photographer_status: (rights?.photographer_status ?? "unknown") as LifeStatus,
			year_taken: rights?.year_taken === null || !rights ? "" : String(rights.year_taken),
			rights_holder_name: rights?.rights_holder_name ?? "",
			basis: (rights?.basis ?? "photographer") as Basis,
			inheritance_route: (rights?.inheritance_route ?? "") as Route | "",
			chain_of_title: rights?.chain_of_title ?? "",
		},
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
			prepare: () => ({
				...form.values,
				year_taken: form.values.year_taken.trim() === "" ? null : Number(form.values.year_taken),
				inheritance_route: form.values.inheritance_route || null,
			}),
			extra: () => ({ document: documentTooLarge(file) ? DOCUMENT_TOO_LARGE : null }),
		},
	);
	return (
		<form onSubmit={submit} noValidate aria-label="Rights" className="space-y-4">
			<div className="grid gap-3 sm:grid-cols-2">
				<TextField label="Photographer" optional autoComplete="off" {...form.field("photographer_name")} />
				<SelectField
					id={IDS.photographer_status}
					label="Photographer is"
					value={form.values.photographer_status}
					options={Object.entries(LIFE_STATUS_LABELS) as Array<[LifeStatus, string]>}
					error={form.problemOf("photographer_status")}
					onChange={(value) => value && form.set("photographer_status", value)}
				/>
				<TextField label="Year taken" inputMode="numeric" optional {...form.field("year_taken")} />
				<TextField label="Rights holder" autoComplete="off" {...form.field("rights_holder_name")} />
				<SelectField
					id={IDS.basis}
					label="How they hold the copyright"
					value={form.values.basis}
					options={RIGHTS_BASES.map((b) => [b, RIGHTS_BASIS_LABELS[b]] as const)}
					error={form.problemOf("basis")}
					onChange={(value) => value && form.set("basis", value)}
				/>
				<SelectField
					id={IDS.inheritance_route}
					label="Inherited"
					value={form.values.inheritance_route}
					options={[["", "Not inherited"], ...INHERITANCE_ROUTES.map((r) => [r, ROUTE_LABELS[r]] as const)]}
					error={form.problemOf("inheritance_route")}
					onChange={(value) => form.set("inheritance_route", value)}
				/>
			</div>
			<TextAreaField label="Chain of title" optional {...form.field("chain_of_title")} />
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

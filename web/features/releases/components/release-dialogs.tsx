import {
	RELEASE_RELATIONSHIP_LABELS,
	RELEASE_RELATIONSHIPS,
	type ReleaseRelationship,
	type ReleaseScope,
} from "@core/clearance";
import { type FamilyPerson, PaperReleaseUpload, ReleaseRequestCreate } from "@core/contracts/releases";
import { onlineReleaseText, RELEASE_REQUEST_DAYS, SIGNER_LABELS } from "@core/releases";
import { useState } from "react";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { DocumentField, requiredDocumentProblem } from "@/components/clearance/document-field";
import { numberOrNull, ReleaseFields, releaseInitial } from "@/components/clearance/release-fields";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { fileBase64 } from "@/lib/file-base64";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useRequestRelease, useSignOnline, useUploadPaperRelease } from "../api/releases";
import { ReleaseText } from "./release-text";
import { SignatureForm } from "./signature-form";

export type ReleaseWay = "self" | "link" | "paper";

const SCOPE_LABELS: Record<ReleaseScope, string> = {
	background: "Background use only",
	hero: "Hero use (covers background)",
};

function SelfSign({
	person,
	storefront,
	onClose,
}: {
	person: FamilyPerson;
	storefront: string;
	onClose: () => void;
}) {
	const sign = useSignOnline(person.id);
	const text = onlineReleaseText({
		person_name: person.name ?? "the person shown",
		relationship: "self",
		storefront_name: storefront,
	});
	return (
		<div className="space-y-4">
			<ReleaseText paragraphs={text} headingId="self-sign-text" />
			<SignatureForm
				idPrefix="self-sign"
				error={sign.error}
				pending={sign.isPending}
				onEdit={() => sign.reset()}
				onSign={async (input) => {
					const { release } = await sign.mutateAsync(input);
					toast.success(`Release ${release.reference} signed`, {
						description: "It is verified: the photos showing you are judged again.",
					});
					onClose();
				}}
			/>
		</div>
	);
}

const REQUEST_IDS = { email: "request-email", relationship: "request-relationship" };

function RequestForm({ person, onClose }: { person: FamilyPerson; onClose: () => void }) {
	const request = useRequestRelease(person.id);
	const form = useForm({
		initial: { email: "", relationship: "self" as ReleaseRelationship },
		ids: REQUEST_IDS,
		check: ReleaseRequestCreate,
		error: request.error,
		onEdit: () => request.reset(),
	});
	const submit = form.handleSubmit(async (data) => {
		await request.mutateAsync(data);
		toast.success("Signing link sent", { description: `It works for ${RELEASE_REQUEST_DAYS} days, once.` });
		onClose();
	});
	return (
		<form onSubmit={submit} noValidate aria-label="Send a signing link" className="space-y-4">
			<p className="text-sm text-ink-700">
				We email a link to the release. The signer needs no account: they read it, type their name and agree.
				The email names your storefront and {person.name ?? "this person"}, no one else.
			</p>
			<SelectField
				id={REQUEST_IDS.relationship}
				label="Who signs"
				value={form.values.relationship}
				options={RELEASE_RELATIONSHIPS.map((r) => [r, SIGNER_LABELS[r]] as const)}
				error={form.problemOf("relationship")}
				hint="A parent or guardian signs for a minor; the estate or an heir for someone who has died."
				onChange={(value) => value && form.set("relationship", value)}
			/>
			<TextField
				label="Their email address"
				type="email"
				autoComplete="off"
				data-autofocus
				{...form.field("email")}
			/>
			<FormDialogFooter
				failure={{ title: "Not sent.", text: form.other }}
				onCancel={onClose}
				pending={request.isPending || form.submitting}
				pendingLabel="Sending…"
			>
				Send the link
			</FormDialogFooter>
		</form>
	);
}

const PAPER_IDS = {
	signer_name: "paper-signer",
	relationship: "paper-relationship",
	signed_on: "paper-signed-on",
	scope: "paper-scope",
	term_years: "paper-term",
	witness_name: "paper-witness",
	document: "paper-document",
};
const PaperFields = PaperReleaseUpload.omit({ document: true });

function PaperForm({ person, onClose }: { person: FamilyPerson; onClose: () => void }) {
	const upload = useUploadPaperRelease(person.id);
	const [file, setFile] = useState<File | null>(null);
	const form = useForm({
		initial: releaseInitial("hero"),
		ids: PAPER_IDS,
		check: PaperFields,
		error: upload.error,
		onEdit: () => upload.reset(),
	});
	const submit = form.handleSubmit(
		async (data) => {
			if (!file) return;
			await upload.mutateAsync({ ...data, document: await fileBase64(file) });
			toast.success("Paper release uploaded", { description: "Our reviewers check it before it counts." });
			onClose();
		},
		{
			prepare: () => ({
				...form.values,
				term_years: numberOrNull(form.values.term_years),
			}),
			extra: () => ({ document: requiredDocumentProblem(file) }),
		},
	);
	return (
		<form onSubmit={submit} noValidate aria-label="Upload a paper release" className="space-y-4">
			<ReleaseFields
				form={form}
				ids={PAPER_IDS}
				relationshipLabel="Signed as"
				relationshipLabels={RELEASE_RELATIONSHIP_LABELS}
				scopeLabels={SCOPE_LABELS}
				termHint="Empty: for ever."
			/>
			<DocumentField
				id={PAPER_IDS.document}
				label="Signed document"
				hint="A PDF, JPEG or PNG scan of the signed page, at most 10 MB. Kept private; only reviewers read it."
				error={form.problemOf("document")}
				onPick={(picked) => {
					setFile(picked);
					form.touch("document");
				}}
			/>
			<FormDialogFooter
				failure={{ title: "Not uploaded.", text: form.other }}
				onCancel={onClose}
				pending={upload.isPending || form.submitting}
				pendingLabel="Uploading…"
			>
				Upload the release
			</FormDialogFooter>
		</form>
	);
}

const TITLES: Record<ReleaseWay, (name: string) => string> = {
	self: () => "Sign your own release",
	link: (name) => `Send a signing link for ${name}`,
	paper: (name) => `Upload a paper release for ${name}`,
};

/** One of the three ways to get a person's release, in a dialog. */
export function ReleaseDialog({
	way,
	person,
	storefront,
	onClose,
}: {
	way: ReleaseWay | null;
	person: FamilyPerson | null;
	storefront: string;
	onClose: () => void;
}) {
	const open = way !== null && person !== null;
	return (
		<Dialog
			open={open}
			onClose={onClose}
			title={way && person ? TITLES[way](person.name ?? "this person") : ""}
			className="sm:max-w-2xl"
		>
			{open && way === "self" && <SelfSign person={person} storefront={storefront} onClose={onClose} />}
			{open && way === "link" && <RequestForm person={person} onClose={onClose} />}
			{open && way === "paper" && <PaperForm person={person} onClose={onClose} />}
		</Dialog>
	);
}

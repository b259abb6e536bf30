import {
	RELEASE_RELATIONSHIP_LABELS,
	RELEASE_RELATIONSHIPS,
	RELEASE_SCOPES,
	type ReleaseRelationship,
	type ReleaseScope,
} from "@core/clearance";
import { CLEARANCE_ADMIN_TEXT, LEDGER_DOCUMENT_MAX_BYTES } from "@core/contracts/clearance";
import { type FamilyPerson, PaperReleaseUpload, ReleaseRequestCreate } from "@core/contracts/releases";
import { onlineReleaseText, RELEASE_REQUEST_DAYS, SIGNER_LABELS } from "@core/releases";
import { useState } from "react";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { Dialog } from "@/components/ui/dialog";
import { describedBy, FieldError, fieldIds, TextField } from "@/components/ui/field";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { useRequestRelease, useSignOnline, useUploadPaperRelease } from "../api/releases";
import { fileBase64 } from "../lib/file-base64";
import { ReleaseText } from "./release-text";
import { SelectField } from "./select-field";
import { SignatureForm } from "./signature-form";

export type ReleaseWay = "self" | "link" | "paper";

const SCOPE_LABELS: Record<ReleaseScope, string> = {
	background: "Background use only",
	hero: "Hero use (covers background)",
};
const DOCUMENT_TOO_LARGE = CLEARANCE_ADMIN_TEXT.documentTooLarge;

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
		initial: {
			signer_name: "",
			relationship: "self" as ReleaseRelationship,
			signed_on: "",
			scope: "hero" as ReleaseScope,
			term_years: "",
			witness_name: "",
		},
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
				term_years: form.values.term_years.trim() === "" ? null : Number(form.values.term_years),
			}),
			extra: () => ({
				document: !file
					? CLEARANCE_ADMIN_TEXT.documentMissing
					: file.size > LEDGER_DOCUMENT_MAX_BYTES
						? DOCUMENT_TOO_LARGE
						: null,
			}),
		},
	);
	const documentError = form.problemOf("document");
	const hint =
		"A PDF, JPEG or PNG scan of the signed page, at most 10 MB. Kept private; only reviewers read it.";
	return (
		<form onSubmit={submit} noValidate aria-label="Upload a paper release" className="space-y-4">
			<TextField label="Signed by" autoComplete="off" data-autofocus {...form.field("signer_name")} />
			<div className="grid gap-3 sm:grid-cols-2">
				<SelectField
					id={PAPER_IDS.relationship}
					label="Signed as"
					value={form.values.relationship}
					options={RELEASE_RELATIONSHIPS.map((r) => [r, RELEASE_RELATIONSHIP_LABELS[r]] as const)}
					error={form.problemOf("relationship")}
					onChange={(value) => value && form.set("relationship", value)}
				/>
				<TextField label="Signed on" type="date" {...form.field("signed_on")} />
				<SelectField
					id={PAPER_IDS.scope}
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
					hint="Empty: for ever."
					{...form.field("term_years")}
				/>
			</div>
			<TextField label="Witness" optional autoComplete="off" {...form.field("witness_name")} />
			<div>
				<label htmlFor={PAPER_IDS.document} className="mb-1.5 block text-sm font-medium text-ink-800">
					Signed document
				</label>
				<input
					id={PAPER_IDS.document}
					type="file"
					accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
					aria-invalid={documentError ? true : undefined}
					aria-describedby={describedBy(PAPER_IDS.document, { hint, error: documentError })}
					onChange={(event) => {
						setFile(event.target.files?.[0] ?? null);
						form.touch("document");
					}}
					className="block w-full text-sm text-ink-800 file:mr-3 file:rounded-md file:border-0 file:bg-ink-900/5 file:px-3 file:py-2 file:font-medium"
				/>
				<p id={fieldIds(PAPER_IDS.document).hint} className="mt-1.5 text-sm text-ink-500">
					{hint}
				</p>
				{documentError && <FieldError id={fieldIds(PAPER_IDS.document).error}>{documentError}</FieldError>}
			</div>
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

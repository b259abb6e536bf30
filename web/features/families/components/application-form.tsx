import { FAMILY_TEXT, FamilyApplicationCreate, STORY_MAX } from "@core/contracts/families";
import { ROYALTY_TEXT } from "@core/family-terms";
import { z } from "zod";
import { SubmitButton } from "@/components/ui/button";
import { describedBy, FieldError, fieldIds, TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { fileBase64 } from "@/lib/file-base64";
import { toast } from "@/lib/toast";
import { useForm } from "@/lib/use-form";
import { PORTRAIT_ACCEPT, portraitProblem } from "../admin/lib/portrait-file";
import { useApply } from "../api/application";
import { FamilyTermsList } from "./family-terms-list";

export const APPLICATION_SENT = "Application sent";
const FAILED = "Your application could not be sent.";

type Values = { storefront_name: string; story: string; portrait: File | null; accept_terms: boolean };

const IDS = {
	storefront_name: "apply-storefront-name",
	story: "apply-story",
	portrait: "apply-portrait",
	accept_terms: "apply-accept-terms",
} as const;

/** The form's check: the contract's rules, the portrait's type and size before it is read. */
const ApplicationValues = FamilyApplicationCreate.omit({ portrait: true, accept_terms: true })
	.extend({
		portrait: z.custom<File | null>(),
		accept_terms: z.boolean(),
	})
	.superRefine((values, ctx) => {
		const problem = values.portrait ? portraitProblem(values.portrait) : null;
		if (problem) ctx.addIssue({ code: "custom", path: ["portrait"], message: problem });
		if (!values.accept_terms)
			ctx.addIssue({ code: "custom", path: ["accept_terms"], message: FAMILY_TEXT.acceptTerms });
	});

/** Storefront name, story, optional portrait and the terms: one request, a message per field. */
export function ApplicationForm({ initial }: { initial?: { storefront_name: string; story: string } }) {
	const apply = useApply();
	const form = useForm<Values>({
		initial: {
			storefront_name: initial?.storefront_name ?? "",
			story: initial?.story ?? "",
			portrait: null,
			accept_terms: false,
		},
		ids: IDS,
		check: ApplicationValues,
		error: apply.error,
		failedText: FAILED,
	});
	const submit = form.handleSubmit(async (values) => {
		const portrait = values.portrait ? await fileBase64(values.portrait) : null;
		await apply.mutateAsync(
			{ storefront_name: values.storefront_name, story: values.story, portrait, accept_terms: true },
			{
				onSuccess: () =>
					toast.success(APPLICATION_SENT, { description: "We will email you once it is read." }),
			},
		);
	});
	const portraitError = form.problemOf("portrait");
	const termsError = form.problemOf("accept_terms");
	const portraitIds = fieldIds(IDS.portrait);
	const termsIds = fieldIds(IDS.accept_terms);

	return (
		<form onSubmit={submit} noValidate aria-label="Apply to become a family" className="space-y-5">
			<TextField
				{...form.field("storefront_name")}
				label="Storefront name"
				maxLength={100}
				autoComplete="off"
				hint="The name buyers see on your photos and your storefront, such as “The Okafor Family”."
			/>
			<TextAreaField
				{...form.field("story")}
				label="Your family's story"
				rows={5}
				maxLength={STORY_MAX}
				hint="A few lines: where the photos come from, which years and places they show. It becomes your storefront's introduction."
			/>
			<div>
				<label htmlFor={IDS.portrait} className="mb-1.5 block text-sm font-medium text-ink-800">
					Portrait <span className="font-normal text-ink-500">(optional)</span>
				</label>
				<input
					id={IDS.portrait}
					type="file"
					accept={PORTRAIT_ACCEPT}
					aria-invalid={portraitError ? true : undefined}
					aria-describedby={describedBy(IDS.portrait, { hint: true, error: portraitError })}
					onChange={(event) => form.set("portrait", event.target.files?.[0] ?? null)}
					className="block w-full text-sm text-ink-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-ink-900/15 file:bg-cream-50 file:px-4 file:text-sm file:font-medium file:text-ink-900 hover:file:bg-white"
				/>
				<p id={portraitIds.hint} className="mt-1.5 text-sm text-ink-500">
					A photo of you or your family for your storefront: JPEG, PNG or WebP, up to 10 MB.
				</p>
				{portraitError && <FieldError id={portraitIds.error}>{portraitError}</FieldError>}
			</div>

			<section
				aria-labelledby="family-terms-heading"
				className="rounded-lg border border-ink-900/10 bg-cream-50 p-4"
			>
				<h3 id="family-terms-heading" className="mb-2 font-semibold text-ink-900">
					The terms you accept
				</h3>
				<FamilyTermsList id="family-terms" />
				<p className="mt-3 text-sm font-medium text-ink-800">What you earn: {ROYALTY_TEXT}.</p>
				<div className="mt-4 flex items-start gap-2">
					<input
						id={IDS.accept_terms}
						type="checkbox"
						checked={form.values.accept_terms}
						onChange={(event) => form.set("accept_terms", event.target.checked)}
						aria-invalid={termsError ? true : undefined}
						aria-describedby={describedBy(IDS.accept_terms, { error: termsError })}
						className="mt-1 size-4 accent-accent-600"
					/>
					<label htmlFor={IDS.accept_terms} className="text-sm text-ink-800">
						I accept these terms
					</label>
				</div>
				{termsError && <FieldError id={termsIds.error}>{termsError}</FieldError>}
			</section>

			{form.other && (
				<Notice tone="error" role="alert" title={FAILED}>
					{form.other}
				</Notice>
			)}
			<SubmitButton pending={form.submitting} pendingLabel="Sending…">
				Send my application
			</SubmitButton>
		</form>
	);
}

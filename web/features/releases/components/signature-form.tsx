import { OnlineReleaseSign } from "@core/contracts/releases";
import { SubmitButton } from "@/components/ui/button";
import { FieldError, fieldIds, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { useForm } from "@/lib/use-form";

/**
 * Signing a release online: the signer types their full name and ticks "I agree". The name is
 * checked here with the contract the server uses, and the server's refusal shows under its field.
 */
export function SignatureForm({
	idPrefix,
	onSign,
	error,
	pending,
	onEdit,
	submitLabel = "Sign the release",
}: {
	idPrefix: string;
	onSign: (input: { signer_name: string; agree: true }) => Promise<unknown>;
	error: unknown;
	pending: boolean;
	onEdit: () => void;
	submitLabel?: string;
}) {
	const ids = { signer_name: `${idPrefix}-name`, agree: `${idPrefix}-agree` };
	const form = useForm({
		initial: { signer_name: "", agree: false as boolean },
		ids,
		check: OnlineReleaseSign,
		error,
		onEdit,
		failedText: "The release could not be signed.",
	});
	const submit = form.handleSubmit(async (data) => {
		await onSign(data);
	});
	const agreeProblem = form.problemOf("agree");
	return (
		<form onSubmit={submit} noValidate aria-label="Sign the release" className="space-y-4">
			<TextField
				label="Your full name"
				autoComplete="name"
				hint="Typing your name is your signature."
				{...form.field("signer_name")}
			/>
			<div>
				<div className="flex items-start gap-2">
					<input
						id={ids.agree}
						type="checkbox"
						checked={form.values.agree}
						aria-invalid={agreeProblem ? true : undefined}
						aria-describedby={agreeProblem ? fieldIds(ids.agree).error : undefined}
						onChange={(event) => form.set("agree", event.target.checked)}
						className="mt-1 size-4 accent-accent-700"
					/>
					<label htmlFor={ids.agree} className="text-sm font-medium text-ink-800">
						I agree to this release, and I have the right to sign it
					</label>
				</div>
				{agreeProblem && <FieldError id={fieldIds(ids.agree).error}>{agreeProblem}</FieldError>}
			</div>
			{form.other && (
				<Notice tone="error" role="alert" title="Not signed.">
					{form.other}
				</Notice>
			)}
			<SubmitButton pending={pending || form.submitting} pendingLabel="Signing…">
				{submitLabel}
			</SubmitButton>
		</form>
	);
}

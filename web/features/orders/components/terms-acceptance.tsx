import { LICENCE_TERMS_VERSION, TERMS_TEXT } from "@core/licence-terms";
import { ExternalLink } from "lucide-react";
import { FieldError, fieldIds } from "@/components/ui/field";
import { paths } from "@/lib/paths";
import { FIELD_IDS } from "../lib/checkout-fields";

/**
 * The licence terms' checkbox (issue 26): it names the version accepted, which the order keeps.
 * The terms open on the licence page in a new tab, so the form keeps what was typed.
 */
export function TermsAcceptance({
	accepted,
	onChange,
	error,
}: {
	accepted: boolean;
	onChange: (accepted: boolean) => void;
	error: string | null;
}) {
	const errorId = fieldIds(FIELD_IDS.terms_version).error;
	return (
		<div>
			<div className="flex items-start gap-3">
				<input
					id={FIELD_IDS.terms_version}
					type="checkbox"
					checked={accepted}
					onChange={(event) => onChange(event.target.checked)}
					required
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? errorId : undefined}
					className="mt-0.5 size-4 shrink-0 accent-accent-600"
				/>
				<label htmlFor={FIELD_IDS.terms_version} className="text-sm font-medium text-ink-800">
					{TERMS_TEXT.accept(LICENCE_TERMS_VERSION)}
				</label>
			</div>
			<a
				href={`${paths.license}#terms`}
				target="_blank"
				rel="noopener"
				className="mt-2 ml-7 inline-flex items-center gap-1 text-sm text-accent-700 underline underline-offset-2 hover:text-accent-800"
			>
				Read the licence terms
				<ExternalLink aria-hidden="true" className="size-3.5" />
				<span className="sr-only">(opens in a new tab)</span>
			</a>
			{error && <FieldError id={errorId}>{error}</FieldError>}
		</div>
	);
}

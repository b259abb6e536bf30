import { CLEARANCE_ADMIN_TEXT, LEDGER_DOCUMENT_MAX_BYTES } from "@core/contracts/clearance";
import type { ReactNode } from "react";
import { describedBy, FieldError, fieldIds } from "@/components/ui/field";

export const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
export const DOCUMENT_TOO_LARGE = CLEARANCE_ADMIN_TEXT.documentTooLarge;

/** Whether a picked file is too large to send (the server checks its content). */
export const documentTooLarge = (file: File | null) => file !== null && file.size > LEDGER_DOCUMENT_MAX_BYTES;

/** The problem with a document a form cannot do without, or null. */
export function requiredDocumentProblem(file: File | null): string | null {
	if (!file) return CLEARANCE_ADMIN_TEXT.documentMissing;
	return documentTooLarge(file) ? DOCUMENT_TOO_LARGE : null;
}

/** A file input for a signed document (PDF, JPEG or PNG), with its hint and error. */
export function DocumentField({
	id,
	label,
	hint,
	error,
	onPick,
}: {
	id: string;
	label: string;
	hint: ReactNode;
	error: string | null;
	onPick: (file: File | null) => void;
}) {
	return (
		<div>
			<label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
				{label}
			</label>
			<input
				id={id}
				type="file"
				accept={DOCUMENT_ACCEPT}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, { hint, error })}
				onChange={(event) => onPick(event.target.files?.[0] ?? null)}
				className="block w-full text-sm text-ink-800 file:mr-3 file:rounded-md file:border-0 file:bg-ink-900/5 file:px-3 file:py-2 file:font-medium"
			/>
			<p id={fieldIds(id).hint} className="mt-1.5 text-sm text-ink-500">
				{hint}
			</p>
			{error && <FieldError id={fieldIds(id).error}>{error}</FieldError>}
		</div>
	);
}

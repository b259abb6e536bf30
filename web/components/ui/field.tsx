import { CircleAlert } from "lucide-react";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

export const inputClasses =
	"block h-11 w-full rounded-md border border-ink-900/20 bg-white px-3 text-base text-ink-900 shadow-inner shadow-ink-900/[0.02] transition-colors placeholder:text-ink-400 hover:border-ink-900/35 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:bg-cream-100 disabled:text-ink-500 aria-invalid:border-accent-700 sm:text-sm";

/** The ids that tie a field's hint and error to its control. */
export function fieldIds(id: string) {
	return { hint: `${id}-hint`, error: `${id}-error` };
}

/** `aria-describedby` for a control with an optional hint and error. */
export function describedBy(
	id: string,
	{ hint, error }: { hint?: unknown; error?: unknown },
): string | undefined {
	const ids = fieldIds(id);
	const parts = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
	return parts.length > 0 ? parts.join(" ") : undefined;
}

/** A field's error line, announced when it appears. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
	return (
		<p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-accent-700">
			<CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
			<span>{children}</span>
		</p>
	);
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
	id: string;
	label: string;
	/** Help under the label; read with the control. */
	hint?: ReactNode;
	/** The message beside the field; marks the control invalid. */
	error?: string | null;
	/** Shown after the label for fields that may stay empty. */
	optional?: boolean;
	/** Says '(required)' after the label, where the form needs the reader to know. */
	requiredMark?: boolean;
	/** Something on the label's line, at its end (a 'Forgot?' link, for example). */
	labelAside?: ReactNode;
};

function FieldLabel({
	id,
	label,
	optional,
	requiredMark,
}: {
	id: string;
	label: string;
	optional?: boolean;
	requiredMark?: boolean;
}) {
	return (
		<label htmlFor={id} className="text-sm font-medium text-ink-800">
			{label}
			{optional && <span className="ml-1.5 font-normal text-ink-500">(optional)</span>}
			{/* A space of its own, so the label reads 'Name (required)' as text too. */}
			{requiredMark && <span className="font-normal text-ink-500"> (required)</span>}
		</label>
	);
}

/** A labelled text input with its hint and its error message beside it. */
export function TextField({
	id,
	label,
	hint,
	error,
	optional = false,
	requiredMark = false,
	labelAside,
	className,
	...inputProps
}: TextFieldProps) {
	return (
		<div className={className}>
			<div className="mb-1.5 flex items-baseline justify-between gap-3">
				<FieldLabel id={id} label={label} optional={optional} requiredMark={requiredMark} />
				{labelAside}
			</div>
			<input
				id={id}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, { hint, error })}
				className={inputClasses}
				{...inputProps}
			/>
			<FieldNotes id={id} hint={hint} error={error} />
		</div>
	);
}

/** A field's hint and error under the control, with the ids its aria-describedby names. */
function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
	const ids = fieldIds(id);
	return (
		<>
			{hint && (
				<p id={ids.hint} className="mt-1.5 text-sm text-ink-500">
					{hint}
				</p>
			)}
			{error && <FieldError id={ids.error}>{error}</FieldError>}
		</>
	);
}

const textareaClasses = `${inputClasses.replace("h-11", "min-h-20")} resize-y py-2`;

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
	id: string;
	label: string;
	hint?: ReactNode;
	error?: string | null;
	optional?: boolean;
};

/** A labelled multi-line text box with its hint and error, like `TextField`. */
export function TextAreaField({
	id,
	label,
	hint,
	error,
	optional = false,
	className,
	rows = 3,
	...textareaProps
}: TextAreaFieldProps) {
	return (
		<div className={className}>
			<div className="mb-1.5">
				<FieldLabel id={id} label={label} optional={optional} />
			</div>
			<textarea
				id={id}
				rows={rows}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, { hint, error })}
				className={textareaClasses}
				{...textareaProps}
			/>
			<FieldNotes id={id} hint={hint} error={error} />
		</div>
	);
}

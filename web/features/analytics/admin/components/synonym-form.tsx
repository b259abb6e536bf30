import { SynonymCreate, type SynonymCreateInput } from "@core/contracts/analytics";
import { type ReactNode, useEffect } from "react";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { cn } from "@/lib/cn";
import { useForm } from "@/lib/use-form";

type Field = keyof SynonymCreateInput;

const fieldId = (idPrefix: string, field: Field) => `${idPrefix}-${field === "term" ? "term" : "synonym-of"}`;

export const SYNONYM_SAVE_FAILED = "The synonym could not be saved.";

type SynonymFormProps = {
	/** Prefix of the field ids; unique on the page. */
	idPrefix: string;
	initial: SynonymCreateInput;
	submitLabel: string;
	pendingLabel: string;
	pending: boolean;
	/** The last refusal of the server (its field messages go under the fields). */
	error: unknown;
	onSubmit: (values: SynonymCreateInput) => void;
	/** Move focus here on first show (the add form opened from a search with no results). */
	focusField?: Field;
	/** Extra buttons beside the submit (Cancel in a dialog). */
	actions?: ReactNode;
	layout?: "row" | "stack";
};

/**
 * A term and the word it means: each field with its own message, from the contract's rules in
 * the browser and from the server (a duplicate pair, a bad word) once sent.
 */
export function SynonymForm({
	idPrefix,
	initial,
	submitLabel,
	pendingLabel,
	pending,
	error,
	onSubmit,
	focusField,
	actions,
	layout = "stack",
}: SynonymFormProps) {
	// A refused pair that names no field (it exists already) is about the term.
	const form = useForm({
		initial,
		ids: { term: fieldId(idPrefix, "term"), synonym_of: fieldId(idPrefix, "synonym_of") },
		check: SynonymCreate,
		error,
		conflictField: "term",
		failedText: SYNONYM_SAVE_FAILED,
	});

	useEffect(() => {
		if (focusField) document.getElementById(fieldId(idPrefix, focusField))?.focus();
	}, [focusField, idPrefix]);

	const submit = form.handleSubmit(onSubmit);
	const other = form.other;

	return (
		<form onSubmit={submit} noValidate className="space-y-3">
			<div
				className={cn(
					layout === "row" ? "grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start" : "space-y-3",
				)}
			>
				<TextField
					label="Term"
					hint="What visitors type, such as kid"
					{...form.field("term")}
					maxLength={60}
					autoComplete="off"
					data-autofocus={focusField === "term" || undefined}
				/>
				<TextField
					label="Synonym of"
					hint="A word with the same meaning, such as child"
					{...form.field("synonym_of")}
					maxLength={60}
					autoComplete="off"
					data-autofocus={focusField === "synonym_of" || undefined}
				/>
				{layout === "row" && (
					<SubmitButton pending={pending} pendingLabel={pendingLabel} className="sm:mt-7">
						{submitLabel}
					</SubmitButton>
				)}
			</div>
			{other && (
				<Notice tone="error" role="alert" title={SYNONYM_SAVE_FAILED}>
					{other === SYNONYM_SAVE_FAILED ? null : other}
				</Notice>
			)}
			{layout === "stack" && (
				<div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
					{actions}
					<SubmitButton pending={pending} pendingLabel={pendingLabel}>
						{submitLabel}
					</SubmitButton>
				</div>
			)}
		</form>
	);
}

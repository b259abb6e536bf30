import { SynonymCreate, type SynonymCreateInput } from "@core/contracts/tracking";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { errorText } from "@/lib/error-text";
import { focusFirstProblem, problemsByField } from "@/lib/form-checks";

type Field = keyof SynonymCreateInput;
type Problems = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ["term", "synonym_of"];

const fieldId = (idPrefix: string, field: Field) => `${idPrefix}-${field === "term" ? "term" : "synonym-of"}`;
const fieldOrder = (idPrefix: string): Array<[string, string]> =>
	FIELDS.map((field) => [field, fieldId(idPrefix, field)]);

export const SYNONYM_SAVE_FAILED = "The synonym could not be saved.";

/**
 * The server's words about a refused pair, by field: a 400's or 409's `fields`; a 409 without
 * them (the pair exists) is about the pair, so it goes under the term.
 */
export function serverProblems(error: unknown): { fields: Problems; other: string | null } {
	if (!(error instanceof ApiError)) return { fields: {}, other: error ? SYNONYM_SAVE_FAILED : null };
	const fields: Problems = {};
	for (const field of FIELDS) {
		const message = error.fields?.[field];
		if (message) fields[field] = message;
	}
	if (Object.keys(fields).length > 0) return { fields, other: null };
	if (error.status === 409) return { fields: { term: error.message }, other: null };
	return { fields: {}, other: errorText(error, SYNONYM_SAVE_FAILED) };
}

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
	const [values, setValues] = useState<SynonymCreateInput>(initial);
	const [problems, setProblems] = useState<Problems>({});
	// A server message stays until its field is edited.
	const [edited, setEdited] = useState<Set<Field>>(new Set());
	const ids: Record<Field, string> = {
		term: fieldId(idPrefix, "term"),
		synonym_of: fieldId(idPrefix, "synonym_of"),
	};
	const server = serverProblems(error);

	useEffect(() => {
		if (focusField) document.getElementById(fieldId(idPrefix, focusField))?.focus();
	}, [focusField, idPrefix]);

	// A new refusal: show all its messages and put the cursor on the first.
	useEffect(() => {
		if (!error) return;
		setEdited(new Set());
		focusFirstProblem(serverProblems(error).fields, fieldOrder(idPrefix));
	}, [error, idPrefix]);

	function set(field: Field, value: string) {
		setValues((current) => ({ ...current, [field]: value }));
		setProblems((current) => ({ ...current, [field]: undefined }));
		setEdited((current) => new Set(current).add(field));
	}

	function submit(event: FormEvent) {
		event.preventDefault();
		const parsed = SynonymCreate.safeParse(values);
		if (!parsed.success) {
			const found = problemsByField(parsed.error) as Problems;
			setProblems(found);
			focusFirstProblem(found, fieldOrder(idPrefix));
			return;
		}
		setProblems({});
		onSubmit(parsed.data);
	}

	const messageOf = (field: Field) =>
		problems[field] ?? (edited.has(field) ? null : (server.fields[field] ?? null));

	return (
		<form onSubmit={submit} noValidate className="space-y-3">
			<div
				className={cn(
					layout === "row" ? "grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start" : "space-y-3",
				)}
			>
				<TextField
					id={ids.term}
					label="Term"
					hint="What visitors type, such as kid"
					value={values.term}
					maxLength={60}
					autoComplete="off"
					error={messageOf("term")}
					data-autofocus={focusField === "term" || undefined}
					onChange={(event) => set("term", event.target.value)}
				/>
				<TextField
					id={ids.synonym_of}
					label="Synonym of"
					hint="A word with the same meaning, such as child"
					value={values.synonym_of}
					maxLength={60}
					autoComplete="off"
					error={messageOf("synonym_of")}
					data-autofocus={focusField === "synonym_of" || undefined}
					onChange={(event) => set("synonym_of", event.target.value)}
				/>
				{layout === "row" && (
					<SubmitButton pending={pending} pendingLabel={pendingLabel} className="sm:mt-7">
						{submitLabel}
					</SubmitButton>
				)}
			</div>
			{server.other && (
				<Notice tone="error" role="alert" title={SYNONYM_SAVE_FAILED}>
					{server.other === SYNONYM_SAVE_FAILED ? null : server.other}
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

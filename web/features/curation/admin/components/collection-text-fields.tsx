import { useState } from "react";
import { TextAreaField, TextField } from "@/components/ui/field";
import { errorText, fieldProblem } from "@/lib/error-text";

export type CollectionTextField = "title" | "description";
export type CollectionText = Record<CollectionTextField, string>;

/** The fields' ids in the order they take focus when something is wrong. */
export const collectionFieldOrder = (idPrefix: string): Array<[string, string]> => [
	["title", `${idPrefix}-title`],
	["description", `${idPrefix}-description`],
];

/**
 * The state of a collection's title and description in a form: the values, the browser's
 * problems, the server's per field, and a server failure that is not about a field.
 */
export function useCollectionText(
	initial: CollectionText,
	mutation: { error: unknown; reset: () => void },
	failedText: string,
) {
	const [values, setValues] = useState(initial);
	const [problems, setProblems] = useState<Partial<Record<CollectionTextField, string>>>({});
	const serverOf = (field: CollectionTextField) => fieldProblem(mutation.error, field);
	const other =
		mutation.error && !serverOf("title") && !serverOf("description")
			? errorText(mutation.error, failedText)
			: null;

	function set(field: CollectionTextField, value: string) {
		setValues((current) => ({ ...current, [field]: value }));
		setProblems((current) => ({ ...current, [field]: undefined }));
		mutation.reset();
	}

	return { values, problems, setProblems, serverOf, other, set };
}

/** The title and description fields, each with its own problem under it. */
export function CollectionTextFields({
	idPrefix,
	form,
	rows,
	autoFocus = false,
}: {
	idPrefix: string;
	form: ReturnType<typeof useCollectionText>;
	rows: number;
	autoFocus?: boolean;
}) {
	const { values, problems, serverOf, set } = form;
	return (
		<>
			<TextField
				id={`${idPrefix}-title`}
				label="Title"
				value={values.title}
				error={problems.title ?? serverOf("title")}
				onChange={(event) => set("title", event.target.value)}
				maxLength={200}
				autoComplete="off"
				{...(autoFocus ? { "data-autofocus": true } : {})}
			/>
			<TextAreaField
				id={`${idPrefix}-description`}
				label="Description"
				optional
				value={values.description}
				error={problems.description ?? serverOf("description")}
				onChange={(event) => set("description", event.target.value)}
				maxLength={4000}
				rows={rows}
			/>
		</>
	);
}

import { useEffect, useState } from "react";
import type { z } from "zod";
import { focusFirstProblem, problemsByField } from "@/lib/form-checks";
import { type CreateField, FIELD_LABELS, type Problems, serverProblems } from "./family-fields";

/**
 * The text-field state of a family form: the values, our own problems, and the server's, which
 * stay under their field until it is edited; a refused save focuses its first problem.
 */
export function useFamilyFields<F extends CreateField>({
	initial,
	fields,
	idOf,
	error,
	conflictField,
	onEdit,
}: {
	initial: Record<F, string>;
	fields: readonly F[];
	idOf: (field: F) => string;
	/** The mutation's error, from the server. */
	error: unknown;
	conflictField?: F;
	onEdit?: () => void;
}) {
	const [values, setValues] = useState(initial);
	const [problems, setProblems] = useState<Problems<F>>({});
	const [edited, setEdited] = useState<Set<F>>(new Set());
	const server = serverProblems(error, fields, conflictField);
	const order = fields.map((field): [string, string] => [field, idOf(field)]);

	// biome-ignore lint/correctness/useExhaustiveDependencies: only a new error from the server refocuses.
	useEffect(() => {
		if (!error) return;
		setEdited(new Set());
		focusFirstProblem(serverProblems(error, fields, conflictField).fields, order);
	}, [error]);

	function set(field: F, value: string) {
		setValues((current) => ({ ...current, [field]: value }));
		setProblems((current) => ({ ...current, [field]: undefined }));
		setEdited((current) => new Set(current).add(field));
		onEdit?.();
	}

	/** Shows a failed check of the values under their fields, focusing the first. */
	function reject(issues: z.ZodError) {
		const found = problemsByField(issues) as Problems<F>;
		setProblems(found);
		focusFirstProblem(found, order);
	}

	const messageOf = (field: F) =>
		problems[field] ?? (edited.has(field) ? null : (server.fields[field] ?? null));
	const text = (field: F) => ({
		id: idOf(field),
		label: FIELD_LABELS[field],
		value: values[field],
		error: messageOf(field),
		onChange: (event: { target: { value: string } }) => set(field, event.target.value),
	});

	return {
		values,
		setValues,
		server,
		text,
		reject,
		clearProblems: () => setProblems({}),
		clearEdited: () => setEdited(new Set()),
	};
}

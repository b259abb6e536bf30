import type { z } from "zod";

/** The first message a schema gives for a value, or null when the value passes. */
export function firstProblem(schema: z.ZodType, value: unknown): string | null {
	const result = schema.safeParse(value);
	return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The field a dotted path is about: the field of that name, else the nearest one it lies under
 * (`billing.name` is the field `billing.name` when a form has it, `tags.2` is the field `tags`).
 */
export function fieldOfPath<F extends string>(path: string, fields: readonly F[]): F | null {
	for (let end = path.length; end > 0; end = path.lastIndexOf(".", end - 1)) {
		const head = path.slice(0, end);
		if ((fields as readonly string[]).includes(head)) return head as F;
	}
	return null;
}

/**
 * Per-field messages of a failed parse (the first message wins), keyed by the top-level field
 * name, or, given a form's `fields`, by the field each issue's path is about (see `fieldOfPath`),
 * so that nested fields such as `billing.name` get their own messages.
 */
export function problemsByField(error: z.ZodError, fields?: readonly string[]): Record<string, string> {
	const problems: Record<string, string> = {};
	for (const issue of error.issues) {
		const path = issue.path.map(String).join(".");
		const field = (fields && fieldOfPath(path, fields)) || String(issue.path[0] ?? "");
		if (field && !(field in problems)) problems[field] = issue.message;
	}
	return problems;
}

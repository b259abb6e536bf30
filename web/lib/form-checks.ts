import type { z } from "zod";

/** The first message a schema gives for a value, or null when the value passes. */
export function firstProblem(schema: z.ZodType, value: unknown): string | null {
	const result = schema.safeParse(value);
	return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Per-field messages of a failed parse, keyed by the top-level field name (the first message wins). */
export function problemsByField(error: z.ZodError): Record<string, string> {
	const problems: Record<string, string> = {};
	for (const issue of error.issues) {
		const field = String(issue.path[0] ?? "");
		if (field && !(field in problems)) problems[field] = issue.message;
	}
	return problems;
}

const MB = 1024 * 1024;
const EMPTY_PROBLEM = "This file is empty.";

/**
 * The checks a chosen image file gets before it is sent (the server reads it again, by its
 * content): its declared type, not empty, not over the size. `noun` names it in the messages.
 */
export function imageFileRules({
	types,
	maxBytes,
	noun,
	typeProblem = "Choose a PNG, JPEG or WebP image.",
}: {
	types: readonly string[];
	maxBytes: number;
	noun: string;
	typeProblem?: string;
}) {
	const sizeProblem = (bytes: number) =>
		`The ${noun} must be ${maxBytes / MB} MB or smaller; this file is ${(bytes / MB).toFixed(1)} MB.`;
	return {
		typeProblem,
		emptyProblem: EMPTY_PROBLEM,
		sizeProblem,
		/** The `accept` of the file input: the types the server takes. */
		accept: types.join(","),
		maxMb: maxBytes / MB,
		/** What is wrong with a chosen file, or null. */
		problemOf(file: Pick<File, "type" | "size">): string | null {
			if (!types.includes(file.type)) return typeProblem;
			if (file.size === 0) return EMPTY_PROBLEM;
			if (file.size > maxBytes) return sizeProblem(file.size);
			return null;
		},
	};
}

import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a test is a defect the test must not hide: it fails the test.
let errors: unknown[][] = [];
beforeEach(() => {
	errors = [];
	vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
		errors.push(args);
	});
});
afterEach(() => {
	vi.restoreAllMocks();
	if (errors.length > 0)
		throw new Error(`console.error was called during the test: ${errors.map((e) => e.join(" ")).join("\n")}`);
});

import { screen } from "@testing-library/react";

/** The error text a field points to with its aria-describedby, or null when it has none. */
export function fieldError(label: string): string | null {
	const input = screen.getByLabelText(label, { exact: false });
	const id = input
		.getAttribute("aria-describedby")
		?.split(" ")
		.find((part) => part.endsWith("-error"));
	return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

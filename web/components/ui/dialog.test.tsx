import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

/** A page whose dialog may remove the button that opened it, as removing a list's item does. */
function Page({ heading = true }: { heading?: boolean }) {
	const [open, setOpen] = useState(false);
	const [kept, setKept] = useState(true);
	return (
		<main>
			{heading && <h1>Kitchen wall</h1>}
			{kept && (
				<button type="button" onClick={() => setOpen(true)}>
					Remove
				</button>
			)}
			<Dialog open={open} onClose={() => setOpen(false)} title="Remove this photo?">
				<button type="button" onClick={() => setOpen(false)}>
					Cancel
				</button>
				<button
					type="button"
					onClick={() => {
						setKept(false);
						setOpen(false);
					}}
				>
					Confirm
				</button>
			</Dialog>
		</main>
	);
}

function openFromButton() {
	const opener = screen.getByRole("button", { name: "Remove" });
	opener.focus();
	fireEvent.click(opener);
	return opener;
}

describe("Dialog: focus on close", () => {
	it("returns the focus to the button that opened it", () => {
		render(<Page />);
		const opener = openFromButton();
		expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
		fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
		expect(document.activeElement).toBe(opener);
	});

	it("puts the focus on the page's heading when that button is gone", () => {
		render(<Page />);
		openFromButton();
		fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
		const heading = screen.getByRole("heading", { level: 1 });
		expect(document.activeElement).toBe(heading);
		expect(heading.getAttribute("tabindex")).toBe("-1");
	});

	it("falls back to the main landmark on a page without a heading", () => {
		render(<Page heading={false} />);
		openFromButton();
		fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
		expect(document.activeElement).toBe(screen.getByRole("main"));
	});
});

describe("Dialog: the phone's bottom sheet", () => {
	it("fits the dynamic viewport and keeps clear of the home indicator", () => {
		render(<Page />);
		openFromButton();
		const dialog = screen.getByRole("dialog", { name: "Remove this photo?" });
		expect(dialog.className).toContain("max-h-[90dvh]");
		expect(dialog.className).toContain("env(safe-area-inset-bottom)");
	});
});

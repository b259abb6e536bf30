import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@core/orders";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PILL_TONES } from "@/components/ui/status-pill";
import { mockApi } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { DEMO_WAIT_MS } from "../lib/use-pretend-request";
import { COMPONENT_SECTIONS } from "./component-sections";
import { ComponentsPage } from "./components-page";

function renderComponents(url = "/admin/components") {
	const fetchMock = mockApi({});
	const view = renderWithProviders(<ComponentsPage />, { url });
	return { ...view, fetchMock };
}

function section(id: string): HTMLElement {
	const element = document.getElementById(id);
	if (!element) throw new Error(`no section #${id}`);
	return element;
}

afterEach(() => {
	vi.useRealTimers();
});

describe("/admin/components", () => {
	it("has its title and heading, a contents link and an h2 per component, and asks the server for nothing", () => {
		const { fetchMock } = renderComponents();
		const heading = screen.getByRole("heading", { level: 1, name: "Components" });
		expect(heading.previousElementSibling?.textContent).toBe("Admin");
		expect(document.title).toContain("Components");

		const contents = screen.getByRole("navigation", { name: "On this page" });
		for (const entry of Object.values(COMPONENT_SECTIONS)) {
			expect(within(contents).getByRole("link", { name: entry.title }).getAttribute("href")).toBe(
				`#${entry.id}`,
			);
			const part = section(entry.id);
			expect(within(part).getByRole("heading", { level: 2, name: entry.title })).toBeTruthy();
			// Each names the module to import it from.
			expect(part.textContent).toMatch(/import \{ .+ \} from "@\/components\//);
		}
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it("opens the dialog, closes it with its close button and gives the focus back", () => {
		renderComponents();
		const opener = screen.getByRole("button", { name: "Open the dialog" });
		opener.focus();
		fireEvent.click(opener);
		const dialog = screen.getByRole("dialog", { name: "Rename this wishlist" });
		expect(dialog.contains(document.activeElement)).toBe(true);

		fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(document.activeElement).toBe(opener);

		fireEvent.click(opener);
		fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
		expect(screen.queryByRole("dialog")).toBeNull();
	});

	it("holds the confirm dialog busy while the pretend request runs, then closes it", () => {
		renderComponents();
		vi.useFakeTimers();
		fireEvent.click(screen.getByRole("button", { name: "Remove a photo" }));
		const dialog = screen.getByRole("dialog", { name: "Remove this photo?" });
		const confirm = within(dialog).getByRole("button", { name: "Remove" });
		fireEvent.click(confirm);
		expect(confirm.hasAttribute("disabled")).toBe(true);

		act(() => vi.advanceTimersByTime(DEMO_WAIT_MS));
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(screen.getByText("Removed (nothing was sent).")).toBeTruthy();
	});

	it("shows the submit button's busy state, and its end", () => {
		renderComponents();
		vi.useFakeTimers();
		fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
		const busy = screen.getByRole("button", { name: "Saving…" });
		expect(busy.hasAttribute("disabled")).toBe(true);
		expect(busy.getAttribute("aria-busy")).toBe("true");
		act(() => vi.advanceTimersByTime(DEMO_WAIT_MS));
		expect(screen.getByRole("button", { name: "Save changes" }).hasAttribute("disabled")).toBe(false);
	});

	it("moves between tabs with the arrow keys", () => {
		renderComponents();
		const tabs = within(section("tabs"));
		fireEvent.keyDown(tabs.getByRole("tab", { name: "Similar photos" }), { key: "ArrowRight" });
		const details = tabs.getByRole("tab", { name: "Photo details" });
		expect(details.getAttribute("aria-selected")).toBe("true");
		expect(document.activeElement).toBe(details);
		expect(tabs.getByRole("tabpanel", { name: "Photo details" }).textContent).toContain("Date taken");
	});

	it("shows a field's hint and error tied to its control", () => {
		renderComponents();
		const withError = screen.getByLabelText("Company name");
		expect(withError.getAttribute("aria-invalid")).toBe("true");
		expect(withError.getAttribute("aria-describedby")).toBe("demo-field-error-error");
		expect(document.getElementById("demo-field-error-error")?.textContent).toContain("at least 2 characters");
		expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toBe("demo-field-hint-hint");
		expect(screen.getByLabelText("Photo number").hasAttribute("disabled")).toBe(true);
	});

	it("shows every status pill tone and every order status", () => {
		renderComponents();
		const pills = section("status-pill");
		expect(Object.keys(PILL_TONES).length).toBeGreaterThan(0);
		for (const tone of Object.keys(PILL_TONES)) {
			expect(within(pills).getAllByText(new RegExp(`^${tone}$`, "i"))).toHaveLength(2);
		}
		for (const status of ORDER_STATUSES) {
			expect(within(pills).getByText(ORDER_STATUS_LABELS[status])).toBeTruthy();
		}
	});

	it("retries a failed load: Try again waits, then can be pressed again", () => {
		renderComponents();
		vi.useFakeTimers();
		const retry = within(section("query-states")).getByRole("button", { name: "Try again" });
		fireEvent.click(retry);
		expect(retry.hasAttribute("disabled")).toBe(true);
		act(() => vi.advanceTimersByTime(DEMO_WAIT_MS));
		expect(retry.hasAttribute("disabled")).toBe(false);
		expect(within(section("query-states")).getByText("Loading families…")).toBeTruthy();
	});

	it("shows the photo card to a guest (sign in) and to a member (the photo, the buttons)", () => {
		renderComponents();
		const cards = within(section("photo-card"));
		const links = cards.getAllByRole("link");
		expect(links.map((link) => link.getAttribute("href"))).toEqual(["/auth", "/photo/1042", "/photo/1042"]);
		expect(within(links[0] as HTMLElement).queryByText("The Hendersons")).toBeNull();
		expect(within(links[1] as HTMLElement).getByText("The Hendersons")).toBeTruthy();
		expect(within(links[1] as HTMLElement).getByText("+1")).toBeTruthy();

		const save = cards.getAllByRole("button", { name: "Save Birthday cake on the porch" })[0] as HTMLElement;
		fireEvent.click(save);
		expect(save.getAttribute("aria-pressed")).toBe("true");
	});

	it("pages the live page navigation through the URL", async () => {
		const { router } = renderComponents();
		const nav = screen.getByRole("navigation", { name: "Pages of the demo list" });
		expect(nav.textContent).toContain("Page 1 of 3");
		fireEvent.click(within(nav).getByRole("link", { name: "Next" }));
		await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
		expect(screen.getByRole("navigation", { name: "Pages of the demo list" }).textContent).toContain(
			"Page 2 of 3",
		);
	});

	it("filters with the search input and the select filter", () => {
		renderComponents();
		fireEvent.change(screen.getByLabelText("Search families"), { target: { value: " okafor " } });
		expect(screen.getByText('Would search for "okafor"')).toBeTruthy();
		fireEvent.change(screen.getByLabelText("Decade"), { target: { value: "1970s" } });
		expect(screen.getByText("Showing the 1970s")).toBeTruthy();
	});
});

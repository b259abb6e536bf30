import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { MARKUP_REMOVED } from "../lib/banner-html";
import { BANNER_TEXT } from "./banner-editor";
import { LIST_TEXT } from "./banner-list";
import { NO_BANNERS, SiteBannerAdminPage } from "./site-banner-page";

const LIST = "/api/admin/banners";
const PREVIEW = "/api/admin/banners/preview";
const ID_A = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const ID_B = "2b3c4d5e-6f70-4b8c-9dae-1f2a3b4c5d6e";

function banner(id: string, content: string, isActive: boolean) {
	return {
		id,
		content,
		is_active: isActive,
		created_at: "2025-04-01T09:00:00.000Z",
		updated_at: "2025-04-02T09:00:00.000Z",
	};
}

function renderPage() {
	return renderWithProviders(<SiteBannerAdminPage />, { url: "/admin/site-banner" });
}

const textarea = () => screen.getByLabelText<HTMLTextAreaElement>("Banner HTML");

describe("/admin/site-banner", () => {
	it("previews what the server keeps, and never lets a script or an event handler into the page", async () => {
		const fetchMock = mockApi({
			[LIST]: { banners: [banner(ID_A, '<b>Old</b><img src=x onerror="alert(2)">', false)] },
			// The server's answer is not trusted blindly: the browser sanitises it again.
			[PREVIEW]: () =>
				json({ content: "Sale <b>today</b> <img src=x onerror=alert(1)><script>alert(3)</script>" }),
		});
		renderPage();
		await screen.findByRole("list", { name: "Banners" });

		fireEvent.change(textarea(), { target: { value: "Sale <b>today</b> <img src=x onerror=alert(1)>" } });
		const preview = await screen.findByTestId("banner-preview");
		await waitFor(() => expect(preview.querySelector("b")?.textContent).toBe("today"));

		expect(sentBodies(fetchMock, PREVIEW).at(-1)).toEqual({
			content: "Sale <b>today</b> <img src=x onerror=alert(1)>",
		});
		expect(preview.querySelector("img")).not.toBeNull();
		expect(document.querySelector("[onerror]")).toBeNull();
		expect(document.querySelector("script")).toBeNull();
		// Neither the preview nor the list's stored banner keeps a handler, whatever the server sent.
		const rendered = [...document.querySelectorAll("[data-banner-html]")].map((box) => box.innerHTML);
		expect(rendered).toHaveLength(2);
		for (const html of rendered) expect(html).not.toMatch(/onerror|alert/);
	});

	it("asks for the preview only once typing pauses", async () => {
		const fetchMock = mockApi({ [LIST]: { banners: [] }, [PREVIEW]: () => json({ content: "Hello there" }) });
		renderPage();
		expect(await screen.findByText(NO_BANNERS)).toBeTruthy();

		for (const value of ["H", "He", "Hel", "Hello there"])
			fireEvent.change(textarea(), { target: { value } });
		expect(await screen.findByText("Hello there", { selector: "[data-banner-html]" })).toBeTruthy();
		expect(sentBodies(fetchMock, PREVIEW)).toEqual([{ content: "Hello there" }]);
		expect(screen.getByText(/11 \/ 5000 characters/)).toBeTruthy();
	});

	it("creates an active banner, sending is_active, and says when markup was removed", async () => {
		const fetchMock = mockApi({
			[LIST]: byMethod({
				GET: { banners: [] },
				POST: async (_url, init) => {
					const body = JSON.parse(String(init?.body));
					return json({ banner: banner(ID_A, "Hello <b>world</b>", body.is_active) }, 201);
				},
			}),
			[PREVIEW]: () => json({ content: "Hello <b>world</b>" }),
		});
		renderPage();
		await screen.findByText(NO_BANNERS);

		fireEvent.change(textarea(), { target: { value: 'Hello <b onclick="x()">world</b><br/>' } });
		fireEvent.click(screen.getByLabelText(BANNER_TEXT.activeLabel));
		fireEvent.click(screen.getByRole("button", { name: "Create banner" }));

		expect(await screen.findByText(BANNER_TEXT.created)).toBeTruthy();
		expect(sentBodies(fetchMock, LIST).filter(Boolean)).toEqual([
			{ content: 'Hello <b onclick="x()">world</b><br/>', is_active: true },
		]);
		expect((await screen.findAllByText(MARKUP_REMOVED)).length).toBeGreaterThan(0);
		expect(textarea().value).toBe("Hello <b>world</b>");
		expect(screen.getByRole("button", { name: "Save banner" })).toBeTruthy();
	});

	it("does not claim markup was removed when the server only rewrote it", async () => {
		mockApi({
			[LIST]: byMethod({
				GET: { banners: [] },
				POST: json({ banner: banner(ID_A, "Line one<br />Line &amp; two", false) }, 201),
			}),
			[PREVIEW]: () => json({ content: "Line one<br />Line &amp; two" }),
		});
		renderPage();
		await screen.findByText(NO_BANNERS);
		fireEvent.change(textarea(), { target: { value: "Line one<br>Line & two" } });
		fireEvent.click(screen.getByRole("button", { name: "Create banner" }));
		expect(await screen.findByText(BANNER_TEXT.created)).toBeTruthy();
		expect(screen.queryByText(MARKUP_REMOVED)).toBeNull();
	});

	it("activates and deactivates a banner from the list", async () => {
		const fetchMock = mockApi({
			[LIST]: { banners: [banner(ID_A, "First", true), banner(ID_B, "Second", false)] },
			[`${LIST}/${ID_B}`]: byMethod({
				PUT: async (_url, init) =>
					json({ banner: { ...banner(ID_B, "Second", false), ...JSON.parse(String(init?.body)) } }),
			}),
			[`${LIST}/${ID_A}`]: byMethod({ PUT: json({ banner: banner(ID_A, "First", false) }) }),
		});
		renderPage();
		const list = await screen.findByRole("list", { name: "Banners" });
		const active = within(list).getByRole("listitem", { name: "Active banner" });
		expect(active.textContent).toContain("First");

		const second = within(list).getByText("Second").closest("li") as HTMLElement;
		fireEvent.click(within(second).getByRole("button", { name: "Activate" }));
		expect(await screen.findByText(LIST_TEXT.activated)).toBeTruthy();
		expect(sentBodies(fetchMock, `${LIST}/${ID_B}`)).toEqual([{ content: "Second", is_active: true }]);

		fireEvent.click(within(active).getByRole("button", { name: "Deactivate" }));
		expect(await screen.findByText(LIST_TEXT.deactivated)).toBeTruthy();
		expect(sentBodies(fetchMock, `${LIST}/${ID_A}`)).toEqual([{ content: "First", is_active: false }]);
	});

	it("shows the content's problem under the field, and deletes after asking", async () => {
		const fetchMock = mockApi({
			[LIST]: { banners: [banner(ID_A, "First", false)] },
			[`${LIST}/${ID_A}`]: byMethod({ DELETE: new Response(null, { status: 204 }) }),
		});
		renderPage();
		await screen.findByRole("list", { name: "Banners" });

		fireEvent.change(textarea(), { target: { value: "   " } });
		fireEvent.click(screen.getByRole("button", { name: "Create banner" }));
		expect(screen.getByText("Write the banner's text")).toBeTruthy();
		expect(document.activeElement).toBe(textarea());

		fireEvent.click(screen.getByRole("button", { name: "Delete" }));
		const dialog = screen.getByRole("dialog", { name: "Delete this banner?" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Delete banner" }));
		expect(await screen.findByText(LIST_TEXT.deleted)).toBeTruthy();
		expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
		expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
	});

	it("edits a banner in place and keeps its checkbox in step with the list", async () => {
		let active = true;
		const read = () => json({ banners: [banner(ID_A, "First <i>note</i>", active)] });
		const store = async (_url: URL, init?: RequestInit) => {
			const body = JSON.parse(String(init?.body));
			active = body.is_active;
			return json({ banner: banner(ID_A, body.content, body.is_active) });
		};
		const fetchMock = mockApi({
			[LIST]: read,
			[`${LIST}/${ID_A}`]: byMethod({ PUT: store }),
			[PREVIEW]: () => json({ content: "First <i>note</i>" }),
		});
		renderPage();
		const list = await screen.findByRole("list", { name: "Banners" });
		fireEvent.click(within(list).getByRole("button", { name: "Edit" }));

		await waitFor(() => expect(textarea().value).toBe("First <i>note</i>"));
		expect(document.activeElement).toBe(textarea());
		const checkbox = screen.getByLabelText<HTMLInputElement>(BANNER_TEXT.activeLabel);
		expect(checkbox.checked).toBe(true);

		fireEvent.click(within(list).getByRole("button", { name: "Deactivate" }));
		await waitFor(() => expect(checkbox.checked).toBe(false));

		fireEvent.change(textarea(), { target: { value: "First <i>note</i>!" } });
		fireEvent.click(screen.getByRole("button", { name: "Save banner" }));
		expect(await screen.findByText(BANNER_TEXT.saved)).toBeTruthy();
		expect(sentBodies(fetchMock, `${LIST}/${ID_A}`).at(-1)).toEqual({
			content: "First <i>note</i>!",
			is_active: false,
		});
	});
});

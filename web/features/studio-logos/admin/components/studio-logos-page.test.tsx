import { STUDIO_LOGO_TEXT } from "@core/contracts/site";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOGO_UPLOAD_TEXT } from "@/components/image-upload-form";
import { apiError, byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { STUDIO_FORM_TEXT } from "./studio-form";
import { LIST_TEXT } from "./studio-logo-list";
import { NO_STUDIOS, StudioLogosAdminPage } from "./studio-logos-page";

const LIST = "/api/admin/studio-logos";
const ORDER = "/api/admin/studio-logos/order";
const ID_A = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const ID_B = "2b3c4d5e-6f70-4b8c-9dae-1f2a3b4c5d6e";
const ID_C = "3c4d5e6f-7081-4c9d-8eaf-2a3b4c5d6e7f";

function studio(id: string, name: string, extra: Partial<Record<string, unknown>> = {}) {
	return {
		id,
		name,
		link_url: null,
		logo_url: `/media/studio-logos/${id}-abc.webp`,
		position: 0,
		is_demo: false,
		created_at: "2026-11-01T09:00:00.000Z",
		updated_at: "2026-11-01T09:00:00.000Z",
		...extra,
	};
}

function renderPage() {
	return renderWithProviders(<StudioLogosAdminPage />, { url: "/admin/studio-logos" });
}

describe("/admin/studio-logos", () => {
	it("says when there are none, and that the home page then shows no strip", async () => {
		mockApi({ [LIST]: { logos: [] } });
		renderPage();
		expect(await screen.findByRole("heading", { name: NO_STUDIOS })).toBeTruthy();
		expect(screen.getByText(/shows no studio strip until one has a logo/)).toBeTruthy();
	});

	it("offers a retry when the list fails to load", async () => {
		let calls = 0;
		mockApi({
			[LIST]: () => {
				calls += 1;
				return calls === 1 ? apiError(500, "INTERNAL_ERROR", "boom") : json({ logos: [] });
			},
		});
		renderPage();
		fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("heading", { name: NO_STUDIOS })).toBeTruthy();
	});

	it("labels the seed's invented studios as demo content, and those without a logo as off the site", async () => {
		mockApi({
			[LIST]: {
				logos: [
					studio(ID_A, "Harbor Light Pictures", { is_demo: true }),
					studio(ID_B, "Real Client Films", { link_url: "https://client.example.com/", logo_url: null }),
				],
			},
		});
		renderPage();
		const list = await screen.findByRole("list", { name: "Studio logos in order" });
		const demo = within(list).getByRole("listitem", { name: "Harbor Light Pictures" });
		expect(within(demo).getByText(LIST_TEXT.demo)).toBeTruthy();
		expect(within(demo).getByRole("img", { name: "Harbor Light Pictures logo" })).toBeTruthy();
		const real = within(list).getByRole("listitem", { name: "Real Client Films" });
		expect(within(real).queryByText(LIST_TEXT.demo)).toBeNull();
		expect(within(real).getByText(LIST_TEXT.hidden)).toBeTruthy();
		expect(
			within(real)
				.getByRole("link", { name: /client\.example\.com/ })
				.getAttribute("href"),
		).toBe("https://client.example.com/");
	});

	it("shows each field's problem before sending, and the server's after", async () => {
		const fetchMock = mockApi({
			[LIST]: byMethod({
				GET: { logos: [] },
				POST: apiError(400, "VALIDATION_ERROR", "Invalid body", { name: "That name is taken somewhere" }),
			}),
		});
		renderPage();
		await screen.findByRole("heading", { name: NO_STUDIOS });
		fireEvent.change(screen.getByLabelText(/Link/), { target: { value: "javascript:alert(1)" } });
		fireEvent.click(screen.getByRole("button", { name: "Add studio" }));
		const name = screen.getByLabelText("Studio name");
		expect(await screen.findByText("Enter the studio's name")).toBeTruthy();
		expect(screen.getByText(STUDIO_LOGO_TEXT.linkInvalid)).toBeTruthy();
		expect(name.getAttribute("aria-invalid")).toBe("true");
		expect(document.activeElement).toBe(name);
		expect(sentBodies(fetchMock, LIST).filter(Boolean)).toEqual([]);

		fireEvent.change(name, { target: { value: "Harbor Films" } });
		fireEvent.change(screen.getByLabelText(/Link/), { target: { value: "" } });
		fireEvent.click(screen.getByRole("button", { name: "Add studio" }));
		expect(await screen.findByText("That name is taken somewhere")).toBeTruthy();
		expect(sentBodies(fetchMock, LIST).filter(Boolean)).toEqual([{ name: "Harbor Films", link_url: null }]);
	});

	it("adds a studio, then offers its logo upload, checking the file before sending it", async () => {
		let logos: ReturnType<typeof studio>[] = [];
		const uploaded = async () => {
			logos = [studio(ID_C, "Harbor Films", { link_url: "https://harbor.example.com/" })];
			return json({ logo: logos[0] });
		};
		const fetchMock = mockApi({
			[LIST]: byMethod({
				GET: async (_url, _init) => json({ logos }),
				POST: async (_url, init) => {
					const body = JSON.parse(String(init?.body));
					const created = studio(ID_C, body.name, { link_url: body.link_url, logo_url: null });
					logos = [created];
					return json({ logo: created }, 201);
				},
			}),
			[`/api/admin/studio-logos/${ID_C}/image`]: byMethod({ PUT: uploaded }),
		});
		renderPage();
		await screen.findByRole("heading", { name: NO_STUDIOS });
		fireEvent.change(screen.getByLabelText("Studio name"), { target: { value: "Harbor Films" } });
		fireEvent.change(screen.getByLabelText(/Link/), { target: { value: "https://harbor.example.com" } });
		fireEvent.click(screen.getByRole("button", { name: "Add studio" }));
		expect(await screen.findByText(STUDIO_FORM_TEXT.created)).toBeTruthy();
		expect(sentBodies(fetchMock, LIST).filter(Boolean)).toEqual([
			{ name: "Harbor Films", link_url: "https://harbor.example.com/" },
		]);

		const logoPanel = await screen.findByRole("region", { name: "Logo" });
		const input = within(logoPanel).getByLabelText("Logo file");
		fireEvent.change(input, {
			target: { files: [new File(["hello"], "notes.txt", { type: "text/plain" })] },
		});
		expect(within(logoPanel).getByText("Choose a PNG, JPEG or WebP image.")).toBeTruthy();
		const png = new File([new Uint8Array([137, 80, 78, 71])], "harbor.png", { type: "image/png" });
		fireEvent.change(input, { target: { files: [png] } });
		fireEvent.click(within(logoPanel).getByRole("button", { name: "Upload logo" }));
		expect(await screen.findByText(LOGO_UPLOAD_TEXT.uploaded)).toBeTruthy();
		const put = fetchMock.mock.calls.find(
			([url, init]) => String(url).endsWith("/image") && init?.method === "PUT",
		);
		expect(put?.[1]?.body).toBe(png);
		await waitFor(() =>
			expect(within(logoPanel).getByRole("img", { name: "Harbor Films logo" }).getAttribute("src")).toBe(
				`/media/studio-logos/${ID_C}-abc.webp`,
			),
		);
	});

	it("moves a studio with the keyboard-usable buttons, sending the whole new order", async () => {
		const a = studio(ID_A, "Alpha");
		const b = studio(ID_B, "Beta");
		const c = studio(ID_C, "Gamma");
		let logos = [a, b, c];
		const fetchMock = mockApi({
			[LIST]: () => json({ logos }),
			[ORDER]: byMethod({
				PUT: async (_url, init) => {
					const { ids } = JSON.parse(String(init?.body)) as { ids: string[] };
					logos = ids.flatMap((id) => logos.filter((logo) => logo.id === id));
					return json({ logos });
				},
			}),
		});
		renderPage();
		const list = await screen.findByRole("list", { name: "Studio logos in order" });
		expect(within(list).getByRole("button", { name: "Move Alpha up" }).hasAttribute("disabled")).toBe(true);
		fireEvent.click(within(list).getByRole("button", { name: "Move Gamma up" }));
		await waitFor(() =>
			expect(
				within(list)
					.getAllByRole("listitem")
					.map((item) => item.getAttribute("aria-label")),
			).toEqual(["Alpha", "Gamma", "Beta"]),
		);
		expect(sentBodies(fetchMock, ORDER)).toEqual([{ ids: [ID_A, ID_C, ID_B] }]);
		await waitFor(() => expect(document.activeElement?.id).toBe(`move-up-${ID_C}`));
	});

	it("deletes a studio after asking", async () => {
		let logos = [studio(ID_A, "Alpha", { is_demo: true })];
		const deleted = async () => {
			logos = [];
			return new Response(null, { status: 204 });
		};
		mockApi({
			[LIST]: () => json({ logos }),
			[`/api/admin/studio-logos/${ID_A}`]: byMethod({ DELETE: deleted }),
		});
		renderPage();
		fireEvent.click(await screen.findByRole("button", { name: "Delete Alpha" }));
		const dialog = await screen.findByRole("dialog", { name: "Delete Alpha?" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Delete studio" }));
		expect(await screen.findByText(LIST_TEXT.deleted)).toBeTruthy();
		expect(await screen.findByRole("heading", { name: NO_STUDIOS })).toBeTruthy();
	});
});

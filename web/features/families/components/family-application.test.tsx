import { FAMILY_TEXT } from "@core/contracts/families";
import { NO_TRAINING_TEXT, ROYALTY_TEXT } from "@core/family-terms";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	never,
	sentBodies,
	signedInMember,
	signedOut,
} from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { renderRoutes } from "@/test/render-routes";
import { APPLICATION_DECLINED, APPLICATION_PENDING, FamilyApplication } from "./family-application";

const APPLICATION = "/api/family/application";
const session = { "/api/me": signedInMember, "/api/me/is-admin": { is_admin: false } };
const render = () => renderRoutes([{ path: "/family", element: <FamilyApplication /> }], "/family");

function application(overrides: Record<string, unknown> = {}) {
	return {
		id: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
		status: "pending",
		storefront_name: "The Erie Shoebox",
		story: "Four generations of summers on Lake Erie.",
		portrait_url: null,
		reason: null,
		created_at: "2026-11-20T10:00:00.000Z",
		reviewed_at: null,
		...overrides,
	};
}

const fill = (label: string, value: string) =>
	fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send my application" }));

describe("/family: the application", () => {
	it("states the terms and earnings, then shows a message per field before sending anything", async () => {
		const fetchMock = mockApi({ ...session, [APPLICATION]: { application: null } });
		render();
		expect(await screen.findByRole("button", { name: "Send my application" })).toBeTruthy();
		expect(screen.getAllByText(NO_TRAINING_TEXT).length).toBeGreaterThan(0);
		expect(screen.getByText(`What you earn: ${ROYALTY_TEXT}.`)).toBeTruthy();
		expect(ROYALTY_TEXT).toContain("50%");

		fill("Storefront name", "x");
		fill("Your family's story", "Short.");
		const file = new File(["GIF89a"], "aunt.gif", { type: "image/gif" });
		fireEvent.change(screen.getByLabelText("Portrait", { exact: false }), { target: { files: [file] } });
		send();
		await waitFor(() =>
			expect(fieldError("Storefront name")).toBe("Storefront name must be at least 2 characters long"),
		);
		expect(fieldError("Your family's story")).toBe(FAMILY_TEXT.storyShort);
		expect(fieldError("Portrait")).toBe("Choose a JPEG, PNG or WebP image.");
		expect(fieldError("I accept these terms")).toBe(FAMILY_TEXT.acceptTerms);
		expect(document.activeElement).toBe(screen.getByLabelText("Storefront name", { exact: false }));
		expect(sentBodies(fetchMock, APPLICATION).filter(Boolean)).toHaveLength(0);
	});

	it("sends the application with the portrait as base64, then says it is pending", async () => {
		const fetchMock = mockApi({
			...session,
			[APPLICATION]: byMethod({
				GET: { application: null },
				POST: json({ application: application() }, 201),
			}),
		});
		render();
		await screen.findByRole("button", { name: "Send my application" });
		fill("Storefront name", "The Erie Shoebox");
		fill("Your family's story", "Four generations of summers on Lake Erie.");
		const png = new File([new Uint8Array([137, 80, 78, 71])], "us.png", { type: "image/png" });
		fireEvent.change(screen.getByLabelText("Portrait", { exact: false }), { target: { files: [png] } });
		fireEvent.click(screen.getByLabelText("I accept these terms"));
		send();
		expect(await screen.findByText(APPLICATION_PENDING)).toBeTruthy();
		expect(sentBodies(fetchMock, APPLICATION).filter(Boolean)).toEqual([
			{
				storefront_name: "The Erie Shoebox",
				story: "Four generations of summers on Lake Erie.",
				portrait: Buffer.from([137, 80, 78, 71]).toString("base64"),
				accept_terms: true,
			},
		]);
	});

	it("puts the server's refusal under its field", async () => {
		mockApi({
			...session,
			[APPLICATION]: byMethod({
				GET: { application: null },
				POST: apiError(400, "VALIDATION_ERROR", "The file is not an image we can read", {
					portrait: "The file is not an image we can read",
				}),
			}),
		});
		render();
		await screen.findByRole("button", { name: "Send my application" });
		fill("Storefront name", "The Erie Shoebox");
		fill("Your family's story", "Four generations of summers on Lake Erie.");
		const fake = new File(["not really"], "fake.png", { type: "image/png" });
		fireEvent.change(screen.getByLabelText("Portrait", { exact: false }), { target: { files: [fake] } });
		fireEvent.click(screen.getByLabelText("I accept these terms"));
		send();
		await waitFor(() => expect(fieldError("Portrait")).toBe("The file is not an image we can read"));
	});

	it("shows a declined application's reason and offers the form again, filled in", async () => {
		mockApi({
			...session,
			[APPLICATION]: {
				application: application({ status: "declined", reason: "These look like magazine prints." }),
			},
		});
		render();
		expect(await screen.findByText(APPLICATION_DECLINED)).toBeTruthy();
		expect(screen.getByText("Declined: These look like magazine prints.")).toBeTruthy();
		expect(screen.getByLabelText<HTMLInputElement>("Storefront name", { exact: false }).value).toBe(
			"The Erie Shoebox",
		);
	});

	it("loads, fails with a retry, and asks a signed-out visitor to sign in", async () => {
		mockApi({ ...session, [APPLICATION]: never() });
		const loading = render();
		expect(await screen.findByText("Loading your application…")).toBeTruthy();
		loading.unmount();

		mockApi({ ...session, [APPLICATION]: apiError(503, "SERVICE_UNAVAILABLE", "Down") });
		const failing = render();
		expect(
			await screen.findByText("We could not load your application.", {}, { timeout: 4000 }),
		).toBeTruthy();
		failing.unmount();

		mockApi({ "/api/me": signedOut });
		render();
		expect(await screen.findByRole("link", { name: "Sign in or create an account" })).toBeTruthy();
	});
});

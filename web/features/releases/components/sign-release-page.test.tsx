import { RELEASES_TEXT } from "@core/releases";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, never, sentBodies } from "@/test/api-mock";
import { fieldError } from "@/test/field-error";
import { renderWithProviders } from "@/test/render-app";
import { releaseRequest, TOKEN } from "../test/fixtures";
import { SIGN_TEXT, SignReleasePage } from "./sign-release-page";

const PAGE = `/api/release-requests/${TOKEN}`;
const SIGN = `${PAGE}/sign`;
const open = (token = TOKEN) =>
	renderWithProviders(<SignReleasePage />, { url: `/sign-release?token=${token}` });

describe("/sign-release", () => {
	it("shows who asks, the photos and the text, and signs with the typed name once agreed", async () => {
		const fetchMock = mockApi({
			[PAGE]: releaseRequest,
			[SIGN]: byMethod({
				POST: json(
					{
						release: {
							id: "0b0b0b0b-1c3a-4f5b-8d7e-000000000001",
							reference: "R-000042",
							signed_at: "2026-11-27T12:00:00.000Z",
							text_sha256: "a".repeat(64),
							document_sha256: "b".repeat(64),
						},
					},
					201,
				),
			}),
		});
		open();
		expect(await screen.findByText(/The Rose Family Album/)).toBeTruthy();
		const photos = screen.getByRole("list", { name: "Photos the release covers" });
		expect(within(photos).getByRole("img", { name: "Picnic 1" }).getAttribute("src")).toBe(
			"/media/previews/1.webp",
		);
		expect(screen.getByText(releaseRequest.text[0] ?? "")).toBeTruthy();

		// Neither a name nor the box: both are said under their fields, and nothing is sent.
		fireEvent.click(screen.getByRole("button", { name: "Sign the release" }));
		expect(await screen.findByText(RELEASES_TEXT.agree)).toBeTruthy();
		expect(fieldError("Your full name")).toBe(RELEASES_TEXT.nameBlank);
		expect(sentBodies(fetchMock, SIGN)).toHaveLength(0);

		fireEvent.change(screen.getByLabelText("Your full name", { exact: false }), {
			target: { value: "Rose Hill" },
		});
		fireEvent.click(screen.getByLabelText(/I agree to this release/));
		fireEvent.click(screen.getByRole("button", { name: "Sign the release" }));
		expect(await screen.findByText(SIGN_TEXT.done)).toBeTruthy();
		expect(screen.getByText(/Release R-000042 for Aunt Rose/)).toBeTruthy();
		expect(sentBodies(fetchMock, SIGN)).toEqual([{ signer_name: "Rose Hill", agree: true }]);
	});

	it("says when the link was used or has expired, and when it is unknown or incomplete", async () => {
		mockApi({ [PAGE]: apiError(410, "GONE", RELEASES_TEXT.requestExpired) });
		const first = open();
		expect(await screen.findByText(SIGN_TEXT.gone)).toBeTruthy();
		expect(screen.getByText(RELEASES_TEXT.requestExpired)).toBeTruthy();
		first.unmount();

		mockApi({ [PAGE]: apiError(404, "NOT_FOUND", RELEASES_TEXT.requestNotFound) });
		const second = open();
		expect(await screen.findByText(SIGN_TEXT.unknown)).toBeTruthy();
		second.unmount();

		mockApi({});
		const third = renderWithProviders(<SignReleasePage />, { url: "/sign-release" });
		expect(await screen.findByText(SIGN_TEXT.noToken)).toBeTruthy();
		third.unmount();

		mockApi({ [PAGE]: never() });
		open();
		expect(await screen.findByText("Loading the release…")).toBeTruthy();
	});

	it("shows a second signature's refusal beside the form", async () => {
		mockApi({
			[PAGE]: releaseRequest,
			[SIGN]: byMethod({ POST: apiError(410, "GONE", RELEASES_TEXT.requestUsed) }),
		});
		open();
		fireEvent.change(await screen.findByLabelText("Your full name", { exact: false }), {
			target: { value: "Rose Hill" },
		});
		fireEvent.click(screen.getByLabelText(/I agree to this release/));
		fireEvent.click(screen.getByRole("button", { name: "Sign the release" }));
		expect(await screen.findByText(RELEASES_TEXT.requestUsed)).toBeTruthy();
	});
});

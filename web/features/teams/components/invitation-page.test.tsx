import { TEAM_TEXT } from "@core/teams";
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
import { renderApp } from "@/test/render-app";
import { renderRoutes } from "@/test/render-routes";
import { INVITATION_TOKEN, invitationPreviewFixture, workspaceFixture } from "@/test/team-fixtures";
import { InvitationPage } from "./invitation-page";

const PREVIEW = `/api/invitations/${INVITATION_TOKEN}`;
const ACCEPT = `/api/invitations/${INVITATION_TOKEN}/accept`;
const URL = `/invitations/${INVITATION_TOKEN}`;

function renderInvitation(table: Record<string, unknown>) {
	const fetchMock = mockApi(table);
	const view = renderRoutes(
		[
			{ path: "/invitations/:token", element: <InvitationPage /> },
			{ path: "/companies/:id", element: <p>Company workspace</p> },
			{ path: "/auth", element: <p>Sign-in page</p> },
		],
		URL,
	);
	return { fetchMock, ...view };
}

describe("/invitations/:token", () => {
	it("signed out: who invites whom as what, and sign-in or sign-up that comes back here", async () => {
		const { router } = renderInvitation({
			"/api/me": signedOut,
			[PREVIEW]: { invitation: invitationPreviewFixture() },
		});
		expect(await screen.findByRole("heading", { level: 1, name: "Join Harbor Films" })).toBeTruthy();
		expect(screen.getByText("Grace Hopper invites you to join Harbor Films as an approver.")).toBeTruthy();
		expect(screen.getByText("Sign in or create an account with ada@example.com to join")).toBeTruthy();
		expect(screen.queryByRole("button", { name: /^Join/ })).toBeNull();
		fireEvent.click(screen.getByRole("link", { name: "Sign in" }));
		expect(router.state.location.pathname).toBe("/auth");
		expect(router.state.location.search).toBe("?mode=login");
		expect(router.state.location.state).toEqual({ returnUrl: URL });
	});

	it("signed out: Create an account keeps the way back too", async () => {
		const { router } = renderInvitation({
			"/api/me": signedOut,
			[PREVIEW]: { invitation: invitationPreviewFixture() },
		});
		fireEvent.click(await screen.findByRole("link", { name: "Create an account" }));
		expect(router.state.location.search).toBe("?mode=signup");
		expect(router.state.location.state).toEqual({ returnUrl: URL });
	});

	it("signed in: joins, toasts and opens the company's page", async () => {
		const fetchMock = renderInvitation({
			"/api/me": signedInMember,
			[PREVIEW]: { invitation: invitationPreviewFixture() },
			[ACCEPT]: byMethod({ POST: { company: { ...workspaceFixture("approver").company } } }),
		}).fetchMock;
		fireEvent.click(await screen.findByRole("button", { name: "Join Harbor Films" }));
		expect(await screen.findByText("Company workspace")).toBeTruthy();
		expect(await screen.findByText(TEAM_TEXT.joined("Harbor Films"))).toBeTruthy();
		expect(sentBodies(fetchMock, ACCEPT)).toHaveLength(1);
	});

	it("signed in with another account: the server's 403 message, and a way to sign out", async () => {
		renderInvitation({
			"/api/me": signedInMember,
			[PREVIEW]: { invitation: invitationPreviewFixture({ email: "eve@example.com" }) },
			[ACCEPT]: byMethod({
				POST: apiError(403, "FORBIDDEN", TEAM_TEXT.invitationOtherEmail("eve@example.com")),
			}),
		});
		fireEvent.click(await screen.findByRole("button", { name: "Join Harbor Films" }));
		expect(await screen.findByText(TEAM_TEXT.invitationOtherEmail("eve@example.com"))).toBeTruthy();
		expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
		expect(screen.queryByRole("button", { name: "Join Harbor Films" })).toBeNull();
	});

	it("a refusal that is no account's (the link was used meanwhile) shows beside the button", async () => {
		renderInvitation({
			"/api/me": signedInMember,
			[PREVIEW]: { invitation: invitationPreviewFixture() },
			[ACCEPT]: byMethod({ POST: apiError(409, "CONFLICT", TEAM_TEXT.invitationUsed) }),
		});
		fireEvent.click(await screen.findByRole("button", { name: "Join Harbor Films" }));
		expect(await screen.findByText(TEAM_TEXT.invitationUsed)).toBeTruthy();
	});

	it.each([
		["expired", TEAM_TEXT.invitationExpired],
		["accepted", TEAM_TEXT.invitationUsed],
		["revoked", TEAM_TEXT.invitationRevoked],
	] as const)("a link that is %s says so, with no way to join", async (state, text) => {
		renderInvitation({
			"/api/me": signedInMember,
			[PREVIEW]: { invitation: invitationPreviewFixture({ state }) },
		});
		expect(await screen.findByText(text)).toBeTruthy();
		expect(screen.queryByRole("button", { name: /^Join/ })).toBeNull();
		expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
	});

	it("an unknown link (404), a failed load, and the loading state", async () => {
		const unknown = renderInvitation({
			"/api/me": signedOut,
			[PREVIEW]: apiError(404, "NOT_FOUND", "Not found"),
		});
		expect(
			await screen.findByRole("heading", { level: 1, name: "This invitation link is not valid" }),
		).toBeTruthy();
		unknown.unmount();

		const failed = renderInvitation({
			"/api/me": signedOut,
			[PREVIEW]: apiError(503, "UNAVAILABLE", "Down"),
		});
		expect(await screen.findByText("We could not load the invitation.")).toBeTruthy();
		failed.unmount();

		renderInvitation({ "/api/me": signedOut, [PREVIEW]: never() });
		expect(await screen.findByText("Loading the invitation…")).toBeTruthy();
	});

	it("is open to guests in the app's routes, and a cut-off token is not found", async () => {
		mockApi({
			"/api/me": signedOut,
			"/api/cart/count": { count: 0 },
			[PREVIEW]: () => json({ invitation: invitationPreviewFixture() }),
		});
		const { router } = renderApp(URL);
		expect(await screen.findByRole("heading", { level: 1, name: "Join Harbor Films" })).toBeTruthy();
		expect(router.state.location.pathname).toBe(URL);
		router.navigate("/invitations/short");
		await waitFor(() => expect(screen.getByText(/copy the whole link from the email/)).toBeTruthy());
	});
});

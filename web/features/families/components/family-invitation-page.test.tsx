import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies, signedInMember, signedOut } from "@/test/api-mock";
import { renderRoutes } from "@/test/render-routes";
import { FamilyInvitationPage, INVITATION_NOT_FOUND } from "./family-invitation-page";

const TOKEN = "A".repeat(43);
const VIEW = `/api/family/invitations/${TOKEN}`;
const view = {
	storefront_name: "Dogwood Days",
	email_masked: "d•••@d•••.test",
	invited_by: "Cu",
	state: "valid",
	expires_at: "2026-12-11T10:00:00.000Z",
};
const render = (url = `/family/invitation?token=${TOKEN}`) =>
	renderRoutes(
		[
			{ path: "/family/invitation", element: <FamilyInvitationPage /> },
			{ path: "/family", element: <p>Family dashboard</p> },
		],
		url,
	);

describe("/family/invitation", () => {
	it("signed out: says who invited whom, and offers to sign in or sign up and come back", async () => {
		mockApi({ "/api/me": signedOut, [VIEW]: view });
		const { router } = render();
		expect(await screen.findByRole("heading", { level: 1, name: "Open Dogwood Days" })).toBeTruthy();
		expect(screen.getByText(/Cu invites d•••@d•••\.test/)).toBeTruthy();
		fireEvent.click(screen.getByRole("link", { name: "Create your account" }));
		expect(router.state.location.pathname).toBe("/auth");
		expect(router.state.location.search).toBe("?mode=signup");
		expect(router.state.location.state).toEqual({ returnUrl: `/family/invitation?token=${TOKEN}` });
	});

	it("signed in: accepts, reads the session again and opens /family", async () => {
		let accepted = false;
		const accept = () => {
			accepted = true;
			return json({ storefront_name: "Dogwood Days" });
		};
		const fetchMock = mockApi({
			"/api/me": () =>
				json(accepted ? { user: { ...signedInMember.user, is_family: true } } : signedInMember),
			"/api/me/is-admin": { is_admin: false },
			[VIEW]: view,
			"/api/family/invitations/accept": byMethod({ POST: accept }),
		});
		render();
		fireEvent.click(await screen.findByRole("button", { name: "Accept and open my storefront" }));
		expect(await screen.findByText("Family dashboard")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/family/invitations/accept")).toEqual([{ token: TOKEN }]);
		const sessionReads = fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/api/me"));
		expect(sessionReads.length).toBeGreaterThan(1);
	});

	it("says when the link was used, has expired, or is not one of ours", async () => {
		mockApi({ "/api/me": signedOut, [VIEW]: { ...view, state: "expired" } });
		const expired = render();
		expect(await screen.findByText("This invitation has expired")).toBeTruthy();
		expect(screen.queryByRole("link", { name: "Create your account" })).toBeNull();
		expired.unmount();

		mockApi({
			"/api/me": signedOut,
			[VIEW]: apiError(404, "NOT_FOUND", "This invitation link is not valid"),
		});
		const unknown = render();
		expect(await screen.findByText(INVITATION_NOT_FOUND)).toBeTruthy();
		unknown.unmount();

		mockApi({ "/api/me": signedOut });
		render("/family/invitation");
		expect(await screen.findByRole("heading", { level: 1, name: INVITATION_NOT_FOUND })).toBeTruthy();
	});
});

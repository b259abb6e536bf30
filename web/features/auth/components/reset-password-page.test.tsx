import { AUTH_MESSAGES, PASSWORD_MESSAGES } from "@core/auth-text";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, mockApi, sentBodies, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";

const RESET = "/api/auth/reset-password";

const profile = {
	id: signedInMember.user.id,
	first_name: "Ada",
	last_name: null,
	storefront_name: null,
	needs_password_setup: false,
	agreement_type: "standard",
	updated_at: "2025-03-01T10:00:00.000Z",
};

function fill(password: string, confirm: string) {
	fireEvent.change(screen.getByLabelText("New password"), { target: { value: password } });
	fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: confirm } });
	fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
}

function errorOf(label: string): string | null {
	const input = screen.getByLabelText(label);
	if (input.getAttribute("aria-invalid") !== "true") return null;
	const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
	return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("/auth/reset-password", () => {
	it("checks the new password with core's rules before sending it", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut });
		renderApp("/auth/reset-password?token=tok-123");
		await screen.findByLabelText("New password");

		fill("short", "short");
		await waitFor(() => expect(errorOf("New password")).toBe(PASSWORD_MESSAGES.tooShort));
		expect(document.activeElement).toBe(screen.getByLabelText("New password"));

		fill("long enough 1", "long enough 2");
		await waitFor(() => expect(errorOf("Confirm new password")).toBe(PASSWORD_MESSAGES.mismatch));
		expect(errorOf("New password")).toBeNull();
		expect(sentBodies(fetchMock, RESET)).toEqual([]);
	});

	it("sets the password, toasts, and lands signed in on /profile", async () => {
		let signedIn = false;
		const fetchMock = mockApi({
			"/api/me": () => json(signedIn ? signedInMember : signedOut),
			[RESET]: () => {
				// The server signs the user in along with the reset.
				signedIn = true;
				return json({ status: true });
			},
			"/api/profile": { profile },
			"/api/cart/count": { count: 0 },
		});
		const { router } = renderApp("/auth/reset-password?token=tok-123");
		await screen.findByLabelText("New password");

		fill("a brand new pass", "a brand new pass");

		expect(await screen.findByText(AUTH_MESSAGES.passwordUpdated)).toBeTruthy();
		await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
		expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
		expect(sentBodies(fetchMock, RESET)).toEqual([{ newPassword: "a brand new pass", token: "tok-123" }]);
		// Not bounced to /auth by the guard: the session was read again before leaving.
		expect(screen.queryByText("Authentication Required")).toBeNull();
	});

	it("toasts 'Reset failed' with the server's message", async () => {
		mockApi({ "/api/me": signedOut, [RESET]: apiError(400, "INVALID_TOKEN", "This reset link is invalid.") });
		const { router } = renderApp("/auth/reset-password?token=used");
		await screen.findByLabelText("New password");
		fill("a brand new pass", "a brand new pass");

		expect(await screen.findByText(AUTH_MESSAGES.resetFailed)).toBeTruthy();
		expect(screen.getByText("This reset link is invalid.")).toBeTruthy();
		expect(router.state.location.pathname).toBe("/auth/reset-password");
	});

	it("explains a missing token and links to a new request", async () => {
		mockApi({ "/api/me": signedOut });
		renderApp("/auth/reset-password");
		expect(await screen.findByRole("heading", { name: "Open the link from your email" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe(
			"/auth?mode=forgot-password",
		);
		expect(screen.queryByLabelText("New password")).toBeNull();
	});

	it("explains an expired link", async () => {
		mockApi({ "/api/me": signedOut });
		renderApp("/auth/reset-password?error=INVALID_TOKEN");
		expect(await screen.findByRole("heading", { name: "This reset link no longer works" })).toBeTruthy();
	});
});

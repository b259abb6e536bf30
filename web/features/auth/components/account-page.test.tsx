import { AUTH_MESSAGES, PASSWORD_MESSAGES } from "@core/auth-text";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, sentBodies, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { CURRENT_PASSWORD_REQUIRED } from "./change-password-form";

const PASSWORD = "/api/account/password";

const account = {
	email: "ada@example.com",
	has_password: true,
	providers: ["password"],
	other_sessions: 2,
	created_at: "2024-11-05T09:00:00.000Z",
};

function input(label: string): HTMLInputElement {
	return screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
}

function errorOf(label: string): string | null {
	const element = input(label);
	if (element.getAttribute("aria-invalid") !== "true") return null;
	const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
	return ids
		.filter((id) => id.endsWith("-error"))
		.map((id) => document.getElementById(id)?.textContent ?? "")
		.join(" ");
}

function submit(name: string) {
	fireEvent.click(screen.getByRole("button", { name }));
}

describe("/account", () => {
	it("shows the email, the sign-in methods and the other sessions", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/account": { ...account, providers: ["password", "oidc"] },
			"/api/auth-options": { captcha: "off", oidc: { name: "Studio SSO" } },
		});
		renderApp("/account");
		expect(await screen.findByText("ada@example.com")).toBeTruthy();
		expect(await screen.findByText("Studio SSO")).toBeTruthy();
		expect(screen.getByText("You are also signed in on 2 other devices or browsers.")).toBeTruthy();
	});

	it("checks a password change with core's rules, beside each field", async () => {
		const fetchMock = mockApi({ "/api/me": signedInMember, "/api/account": account });
		renderApp("/account");
		await screen.findByLabelText("Current password", { selector: "input" });

		submit("Change password");
		await waitFor(() => expect(errorOf("Current password")).toBe(CURRENT_PASSWORD_REQUIRED));
		expect(errorOf("New password")).toBe(PASSWORD_MESSAGES.required);
		expect(document.activeElement).toBe(input("Current password"));

		fireEvent.change(input("Current password"), { target: { value: "old secret" } });
		fireEvent.change(input("New password"), { target: { value: "short" } });
		submit("Change password");
		await waitFor(() => expect(errorOf("New password")).toBe(PASSWORD_MESSAGES.tooShort));
		expect(errorOf("Current password")).toBeNull();

		fireEvent.change(input("New password"), { target: { value: "new secret 1" } });
		fireEvent.change(input("Confirm new password"), { target: { value: "new secret 2" } });
		submit("Change password");
		await waitFor(() => expect(errorOf("Confirm new password")).toBe(PASSWORD_MESSAGES.mismatch));
		expect(sentBodies(fetchMock, PASSWORD)).toEqual([]);
	});

	it("changes the password and says so", async () => {
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			"/api/account": account,
			[PASSWORD]: new Response(null, { status: 204 }),
		});
		renderApp("/account");
		fireEvent.change(await screen.findByLabelText("Current password", { selector: "input" }), {
			target: { value: "old secret" },
		});
		fireEvent.change(input("New password"), { target: { value: "new secret 1" } });
		fireEvent.change(input("Confirm new password"), { target: { value: "new secret 1" } });
		submit("Change password");

		expect(await screen.findByText(AUTH_MESSAGES.passwordUpdated)).toBeTruthy();
		expect(sentBodies(fetchMock, PASSWORD)).toEqual([
			{ current_password: "old secret", new_password: "new secret 1" },
		]);
		expect(input("New password").value).toBe("");
	});

	it("shows the server's verdict on the current password beside it", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/account": account,
			[PASSWORD]: apiError(400, "VALIDATION_ERROR", "Password not changed", {
				current_password: "The current password is not right",
			}),
		});
		renderApp("/account");
		fireEvent.change(await screen.findByLabelText("Current password", { selector: "input" }), {
			target: { value: "guess" },
		});
		fireEvent.change(input("New password"), { target: { value: "new secret 1" } });
		fireEvent.change(input("Confirm new password"), { target: { value: "new secret 1" } });
		submit("Change password");

		await waitFor(() => expect(errorOf("Current password")).toBe("The current password is not right"));
		expect(screen.queryByText(AUTH_MESSAGES.passwordUpdated)).toBeNull();
	});

	it("sets a first password without asking for a current one", async () => {
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			"/api/account": { ...account, has_password: false, providers: [] },
			[PASSWORD]: new Response(null, { status: 204 }),
		});
		renderApp("/account");
		fireEvent.change(await screen.findByLabelText("New password", { selector: "input" }), {
			target: { value: "first secret" },
		});
		expect(screen.queryByLabelText("Current password")).toBeNull();
		fireEvent.change(input("Confirm new password"), { target: { value: "first secret" } });
		submit("Set password");

		expect(await screen.findByText(AUTH_MESSAGES.passwordUpdated)).toBeTruthy();
		expect(sentBodies(fetchMock, PASSWORD)).toEqual([{ new_password: "first secret" }]);
	});

	it("signs out of the other sessions and says how many ended", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/account": account,
			"/api/account/sign-out-others": { revoked: 2 },
		});
		renderApp("/account");
		fireEvent.click(await screen.findByRole("button", { name: "Sign out of all other sessions" }));
		expect(await screen.findByText("Signed out of 2 other sessions.")).toBeTruthy();
	});

	it("signs out and goes home", async () => {
		let signedIn = true;
		mockApi({
			"/api/me": () => new Response(JSON.stringify(signedIn ? signedInMember : { user: null })),
			"/api/account": account,
			"/api/auth/sign-out": () => {
				signedIn = false;
				return new Response(JSON.stringify({ success: true }));
			},
		});
		const { router } = renderApp("/account");
		fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
		await waitFor(() => expect(router.state.location.pathname).toBe("/"));
		expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy();
		expect(screen.queryByText("Authentication Required")).toBeNull();
	});
});

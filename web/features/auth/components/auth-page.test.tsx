import { AUTH_MESSAGES, AUTH_TEXT, tooManyPasswordAttempts } from "@core/auth-text";
import { TOO_MANY_ATTEMPTS_CODE } from "@core/contracts/auth";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
	apiError,
	captchaOff,
	json,
	type MockAnswer,
	mockApi,
	sentBodies,
	sentHeaders,
	signedInMember,
	signedOut,
} from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { EXPIRED_LINK_MESSAGE } from "../lib/auth-errors";

const MAGIC_LINK = "/api/auth/sign-in/magic-link";
const SIGN_IN_EMAIL = "/api/auth/sign-in/email";
const RESET_REQUEST = "/api/auth/request-password-reset";

function authApi(extra: Record<string, MockAnswer> = {}) {
	return mockApi({ "/api/me": signedOut, "/api/auth-options": captchaOff, ...extra });
}

function modeOf(router: ReturnType<typeof renderApp>["router"]): string | null {
	return new URLSearchParams(router.state.location.search).get("mode");
}

/** The submit button of the open tab, once the auth options have loaded. */
async function submitButton(name: string): Promise<HTMLButtonElement> {
	const button = await screen.findByRole<HTMLButtonElement>("button", { name });
	await waitFor(() => expect(button.disabled).toBe(false));
	return button;
}

function errorOf(input: HTMLElement): string | null {
	const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
	const messages = ids.map((id) => document.getElementById(id)?.textContent ?? "");
	return input.getAttribute("aria-invalid") === "true" ? messages.join(" ") : null;
}

describe("/auth tabs", () => {
	it("opens the magic-link tab by default, for mode=login too, with the sign-in texts", async () => {
		authApi();
		renderApp("/auth?mode=login");

		const tab = await screen.findByRole("tab", { name: "Magic link" });
		expect(tab.getAttribute("aria-selected")).toBe("true");
		expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
		expect(screen.getByText(AUTH_TEXT.signInDescription)).toBeTruthy();
		expect(screen.getByText(AUTH_TEXT.noAccount)).toBeTruthy();
		expect(screen.getByRole("tabpanel", { name: "Magic link" })).toBeTruthy();
		expect(screen.queryByRole("tab", { name: "Reset password" })).toBeNull();
	});

	it("keeps the tab in ?mode and moves between tabs with the arrow keys, Home and End", async () => {
		authApi();
		const { router } = renderApp("/auth");
		const magic = await screen.findByRole("tab", { name: "Magic link" });
		expect(magic.tabIndex).toBe(0);

		fireEvent.keyDown(magic, { key: "ArrowRight" });
		const password = screen.getByRole("tab", { name: "Password" });
		expect(password.getAttribute("aria-selected")).toBe("true");
		expect(document.activeElement).toBe(password);
		expect(magic.tabIndex).toBe(-1);
		await waitFor(() => expect(modeOf(router)).toBe("password"));
		expect(screen.getByLabelText("Password", { selector: "input" })).toBeTruthy();

		fireEvent.keyDown(password, { key: "End" });
		const signup = screen.getByRole("tab", { name: "Sign up" });
		expect(document.activeElement).toBe(signup);
		await waitFor(() => expect(modeOf(router)).toBe("signup"));
		expect(screen.getByRole("heading", { level: 1, name: "Create account" })).toBeTruthy();
		expect(screen.getByText(AUTH_TEXT.signUpDescription)).toBeTruthy();
		expect(screen.getByText(AUTH_TEXT.haveAccount)).toBeTruthy();

		// The last tab wraps around to the first.
		fireEvent.keyDown(signup, { key: "ArrowRight" });
		await waitFor(() => expect(modeOf(router)).toBe("magic-link"));
		expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Magic link" }));
	});

	it("shows the reset tab only once asked for, and keeps it", async () => {
		authApi();
		const { router } = renderApp("/auth?mode=password");
		await screen.findByRole("tab", { name: "Password", selected: true });
		expect(screen.queryByRole("tab", { name: "Reset password" })).toBeNull();

		fireEvent.click(screen.getByRole("button", { name: AUTH_TEXT.forgotPassword }));
		const reset = await screen.findByRole("tab", { name: "Reset password", selected: true });
		expect(reset).toBeTruthy();
		await waitFor(() => expect(modeOf(router)).toBe("forgot-password"));
		expect(screen.getByText(AUTH_TEXT.resetDescription)).toBeTruthy();

		fireEvent.click(screen.getByRole("button", { name: AUTH_TEXT.backToLogin }));
		await waitFor(() => expect(modeOf(router)).toBe("password"));
		expect(screen.getByRole("tab", { name: "Reset password", selected: false })).toBeTruthy();
	});

	it("opens the reset tab straight from mode=forgot-password", async () => {
		authApi();
		renderApp("/auth?mode=forgot-password");
		expect(await screen.findByRole("tab", { name: "Reset password", selected: true })).toBeTruthy();
		expect(screen.getByRole("heading", { level: 1, name: "Reset password" })).toBeTruthy();
	});

	it("keeps the way back when switching tabs", async () => {
		authApi();
		const { router } = renderApp({ pathname: "/auth", state: { returnUrl: "/cart" } });
		fireEvent.click(await screen.findByRole("tab", { name: "Sign up" }));
		await waitFor(() => expect(modeOf(router)).toBe("signup"));
		expect(router.state.location.state).toEqual({ returnUrl: "/cart" });
	});
});

describe("/auth for a signed-in visitor", () => {
	it("goes on to the returnUrl of the navigation state", async () => {
		mockApi({ "/api/me": signedInMember, "/api/cart/count": { count: 0 } });
		const { router } = renderApp({ pathname: "/auth", state: { returnUrl: "/cart?x=1" } });
		await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
		expect(router.state.location.search).toBe("?x=1");
	});

	it("goes to /profile by default, and never to another site", async () => {
		mockApi({ "/api/me": signedInMember, "/api/profile": { profile: null } });
		const { router } = renderApp({ pathname: "/auth", state: { returnUrl: "//evil.example/x" } });
		await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
		// Spec section 8: 'Navigation Error / Invalid route path'.
		expect(await screen.findByText("Navigation Error")).toBeTruthy();
		expect(screen.getByText("Invalid route path")).toBeTruthy();
	});
});

describe("magic-link tab", () => {
	it("asks for every field, then sends the link and shows 'Check your email!'", async () => {
		const fetchMock = authApi({ [MAGIC_LINK]: { status: true } });
		renderApp({ pathname: "/auth", state: { returnUrl: "/wishlists" } });
		const send = await submitButton("Send magic link");

		fireEvent.click(send);
		expect(await screen.findByText(AUTH_MESSAGES.completeAllFields)).toBeTruthy();
		expect(sentBodies(fetchMock, MAGIC_LINK)).toEqual([]);

		fireEvent.change(screen.getByLabelText("Email"), { target: { value: "  ada@example.com " } });
		fireEvent.click(send);

		expect(await screen.findByRole("heading", { name: AUTH_TEXT.checkEmail })).toBeTruthy();
		expect(screen.getByText("ada@example.com")).toBeTruthy();
		// Links are paced per mailbox: the panel says which email to use.
		expect(screen.getByText(AUTH_TEXT.newestLinkWorks)).toBeTruthy();
		expect(sentBodies(fetchMock, MAGIC_LINK)).toEqual([
			{ email: "ada@example.com", callbackURL: "/wishlists", errorCallbackURL: "/auth?mode=magic-link" },
		]);
		// Captcha off: no captcha header at all.
		expect(sentHeaders(fetchMock, MAGIC_LINK)[0]).not.toHaveProperty("x-captcha-response");

		fireEvent.click(screen.getByRole("button", { name: "Use a different email" }));
		expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
	});

	it("toasts the failure with the server's message", async () => {
		authApi({ [MAGIC_LINK]: apiError(429, "RATE_LIMITED", "Too many requests. Try again in a minute.") });
		renderApp("/auth");
		const send = await submitButton("Send magic link");
		fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
		fireEvent.click(send);

		expect(await screen.findByText(AUTH_MESSAGES.magicLinkFailed)).toBeTruthy();
		expect(screen.getByText("Too many requests. Try again in a minute.")).toBeTruthy();
		expect(screen.queryByRole("heading", { name: AUTH_TEXT.checkEmail })).toBeNull();
	});

	it("toasts an expired sign-in link and takes the error out of the address", async () => {
		authApi();
		const { router } = renderApp("/auth?mode=magic-link&error=INVALID_TOKEN");
		expect(await screen.findByText(EXPIRED_LINK_MESSAGE)).toBeTruthy();
		await waitFor(() => expect(router.state.location.search).toBe("?mode=magic-link"));
	});

	it("toasts 'Authentication failed' when the identity provider sends the user back with an error", async () => {
		authApi();
		renderApp("/auth?error=oidc");
		expect(await screen.findByText(AUTH_MESSAGES.authenticationFailed)).toBeTruthy();
	});
});

describe("identity provider button", () => {
	it("is offered on the sign-in tabs when the server has a provider", async () => {
		authApi({ "/api/auth-options": { captcha: "off", oidc: { name: "Studio SSO" } } });
		const { router } = renderApp("/auth");
		expect(await screen.findByRole("button", { name: "Continue with Studio SSO" })).toBeTruthy();

		fireEvent.click(screen.getByRole("tab", { name: "Sign up" }));
		await waitFor(() => expect(modeOf(router)).toBe("signup"));
		expect(screen.queryByRole("button", { name: "Continue with Studio SSO" })).toBeNull();
	});

	it("is hidden when none is configured", async () => {
		authApi();
		renderApp("/auth");
		await submitButton("Send magic link");
		expect(screen.queryByRole("button", { name: /^Continue with/ })).toBeNull();
	});
});

describe("password tab", () => {
	it("asks for every field", async () => {
		const fetchMock = authApi();
		renderApp("/auth?mode=password");
		fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
		fireEvent.click(await submitButton("Sign in"));
		expect(await screen.findByText(AUTH_MESSAGES.completeAllFields)).toBeTruthy();
		expect(sentBodies(fetchMock, SIGN_IN_EMAIL)).toEqual([]);
	});

	it("signs in, toasts, and goes on to the returnUrl", async () => {
		let signedIn = false;
		const fetchMock = authApi({
			"/api/me": () => json(signedIn ? signedInMember : signedOut),
			[SIGN_IN_EMAIL]: () => {
				signedIn = true;
				return json({ user: signedInMember.user });
			},
			"/api/cart/count": { count: 0 },
		});
		const { router } = renderApp({
			pathname: "/auth",
			search: "?mode=password",
			state: { returnUrl: "/cart" },
		});

		fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
		fireEvent.change(screen.getByLabelText("Password", { selector: "input" }), {
			target: { value: "correct horse" },
		});
		fireEvent.click(await submitButton("Sign in"));

		expect(await screen.findByText("Welcome back!")).toBeTruthy();
		await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
		expect(sentBodies(fetchMock, SIGN_IN_EMAIL)).toEqual([
			{ email: "ada@example.com", password: "correct horse" },
		]);
		expect(await screen.findByRole("link", { name: "Ada" })).toBeTruthy();
	});

	it("shows the server's failure message and offers the reset", async () => {
		authApi({ [SIGN_IN_EMAIL]: apiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password") });
		const { router } = renderApp("/auth?mode=password");
		fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
		fireEvent.change(screen.getByLabelText("Password", { selector: "input" }), {
			target: { value: "wrong password" },
		});
		fireEvent.click(await submitButton("Sign in"));

		expect(await screen.findByText(AUTH_MESSAGES.invalidEmailOrPassword)).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: AUTH_TEXT.forgotYourPassword }));
		await waitFor(() => expect(modeOf(router)).toBe("forgot-password"));
		// The address typed once follows the user to the reset tab.
		expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
	});

	it("says when the account's password attempts are paused, and offers the email link", async () => {
		const message = tooManyPasswordAttempts(600);
		authApi({ [SIGN_IN_EMAIL]: apiError(429, TOO_MANY_ATTEMPTS_CODE, message) });
		const { router } = renderApp("/auth?mode=password");
		fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
		fireEvent.change(screen.getByLabelText("Password", { selector: "input" }), {
			target: { value: "right password" },
		});
		fireEvent.click(await submitButton("Sign in"));

		const alert = await screen.findByRole("alert");
		expect(alert.textContent).toContain(
			"Too many attempts for this account. Try again in 10 minutes, or sign in with an email link.",
		);
		fireEvent.click(within(alert).getByRole("button", { name: "Email me a sign-in link" }));
		await waitFor(() => expect(modeOf(router)).toBe("magic-link"));
		expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
	});

	it("shows 'Account Migration Required' for a legacy account", async () => {
		authApi({
			[SIGN_IN_EMAIL]: apiError(401, "MIGRATION_REQUIRED", "Your account moved from the old site."),
		});
		renderApp("/auth?mode=password");
		fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "old@example.com" } });
		fireEvent.change(screen.getByLabelText("Password", { selector: "input" }), {
			target: { value: "old wordpress pw" },
		});
		fireEvent.click(await submitButton("Sign in"));

		const title = await screen.findByRole("heading", { name: AUTH_TEXT.migrationRequired });
		const panel = title.parentElement as HTMLElement;
		expect(within(panel).getByText("old@example.com")).toBeTruthy();
		expect(within(panel).getByText(/emailed a link to set a new password/)).toBeTruthy();
		expect(screen.queryByText(AUTH_MESSAGES.invalidEmailOrPassword)).toBeNull();

		fireEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
		expect(screen.getByLabelText("Password", { selector: "input" })).toBeTruthy();
	});
});

describe("sign-up tab", () => {
	const standardLabel = "I accept the standard licensing agreement";
	const customLabel = "My production needs a custom agreement";

	it("shows the form only while one of the two exclusive agreements is ticked", async () => {
		authApi();
		renderApp("/auth?mode=signup");
		const standard = await screen.findByRole<HTMLInputElement>("checkbox", { name: standardLabel });
		const custom = screen.getByRole<HTMLInputElement>("checkbox", { name: customLabel });
		expect(screen.queryByLabelText("Email")).toBeNull();

		fireEvent.click(standard);
		expect(standard.checked).toBe(true);
		expect(screen.getByLabelText("Email")).toBeTruthy();
		expect(screen.getByLabelText("First name")).toBeTruthy();

		fireEvent.click(custom);
		expect(custom.checked).toBe(true);
		expect(standard.checked).toBe(false);
		expect(screen.getByLabelText("Email")).toBeTruthy();

		fireEvent.click(custom);
		expect(custom.checked).toBe(false);
		expect(screen.queryByLabelText("Email")).toBeNull();
	});

	it("says beside each field what is missing, and sends nothing", async () => {
		const fetchMock = authApi();
		renderApp("/auth?mode=signup");
		fireEvent.click(await screen.findByRole("checkbox", { name: standardLabel }));
		fireEvent.click(await submitButton("Create account"));

		const email = screen.getByLabelText("Email");
		await waitFor(() => expect(errorOf(email)).toBe(AUTH_MESSAGES.enterEmail));
		expect(errorOf(screen.getByLabelText("First name"))).toBe("Please enter your first name.");
		expect(errorOf(screen.getByLabelText(/Last name/))).toBeNull();
		expect(document.activeElement).toBe(email);
		expect(sentBodies(fetchMock, MAGIC_LINK)).toEqual([]);
	});

	it("sends the name and agreement, confirms, and starts over with 'Create Another Account'", async () => {
		const fetchMock = authApi({ [MAGIC_LINK]: { status: true } });
		renderApp("/auth?mode=signup");
		fireEvent.click(await screen.findByRole("checkbox", { name: customLabel }));
		fireEvent.change(screen.getByLabelText("Email"), { target: { value: "grace@example.com" } });
		fireEvent.change(screen.getByLabelText("First name"), { target: { value: " Grace " } });
		fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Hopper" } });
		fireEvent.click(await submitButton("Create account"));

		expect(await screen.findByRole("heading", { name: AUTH_TEXT.checkEmail })).toBeTruthy();
		expect(screen.getByText("grace@example.com")).toBeTruthy();
		const [body] = sentBodies(fetchMock, MAGIC_LINK) as Array<Record<string, unknown>>;
		expect(body).toMatchObject({
			email: "grace@example.com",
			name: "Grace Hopper",
			newUserCallbackURL: "/profile",
			errorCallbackURL: "/auth?mode=magic-link",
			metadata: {
				first_name: "Grace",
				last_name: "Hopper",
				agreement_type: "custom",
				agreement_accepted: true,
			},
		});
		const metadata = body?.metadata as { agreement_date: string };
		expect(Number.isNaN(Date.parse(metadata.agreement_date))).toBe(false);

		fireEvent.click(screen.getByRole("button", { name: AUTH_TEXT.createAnotherAccount }));
		expect(screen.getByRole<HTMLInputElement>("checkbox", { name: customLabel }).checked).toBe(false);
		expect(screen.getByRole<HTMLInputElement>("checkbox", { name: standardLabel }).checked).toBe(false);
		expect(screen.queryByLabelText("Email")).toBeNull();
		fireEvent.click(screen.getByRole("checkbox", { name: standardLabel }));
		expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("");
		expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
	});

	it("shows the server's per-field messages", async () => {
		authApi({
			[MAGIC_LINK]: apiError(400, "VALIDATION_ERROR", "Invalid sign-up details", {
				first_name: "First name contains invalid characters",
			}),
		});
		renderApp("/auth?mode=signup");
		fireEvent.click(await screen.findByRole("checkbox", { name: standardLabel }));
		fireEvent.change(screen.getByLabelText("Email"), { target: { value: "grace@example.com" } });
		fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Grace" } });
		fireEvent.click(await submitButton("Create account"));

		await waitFor(() =>
			expect(errorOf(screen.getByLabelText("First name"))).toBe("First name contains invalid characters"),
		);
		expect(screen.getByText(AUTH_MESSAGES.magicLinkFailed)).toBeTruthy();
	});
});

describe("sign-up started from a photo (issue 28)", () => {
	it("sends a link that signs the new member in back on that photo", async () => {
		const fetchMock = authApi({ [MAGIC_LINK]: { status: true } });
		renderApp({ pathname: "/auth", search: "?mode=signup", state: { returnUrl: "/photo/7?license=hero" } });
		fireEvent.click(
			await screen.findByRole("checkbox", { name: "I accept the standard licensing agreement" }),
		);
		fireEvent.change(screen.getByLabelText("Email"), { target: { value: "grace@example.com" } });
		fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Grace" } });
		fireEvent.click(await submitButton("Create account"));

		expect(await screen.findByRole("heading", { name: AUTH_TEXT.checkEmail })).toBeTruthy();
		expect(screen.getByText(/back to the page you came from/)).toBeTruthy();
		expect(sentBodies(fetchMock, MAGIC_LINK)).toEqual([
			expect.objectContaining({
				callbackURL: "/photo/7?license=hero",
				newUserCallbackURL: "/photo/7?license=hero",
			}),
		]);
	});
});

describe("reset-password tab", () => {
	it("asks for the address, then shows the green notice", async () => {
		const fetchMock = authApi({ [RESET_REQUEST]: { status: true } });
		renderApp("/auth?mode=forgot-password");
		fireEvent.click(await submitButton("Send reset link"));

		const email = screen.getByLabelText("Email");
		await waitFor(() => expect(errorOf(email)).toBe(AUTH_MESSAGES.enterEmailAddress));
		expect(sentBodies(fetchMock, RESET_REQUEST)).toEqual([]);

		fireEvent.change(email, { target: { value: "ada@example.com" } });
		fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));

		const notice = (await screen.findByText("Reset link sent")).closest('[role="status"]');
		expect(notice?.className).toContain("emerald");
		expect(notice?.textContent).toContain("ada@example.com");
		expect(notice?.textContent).toContain(AUTH_TEXT.newestLinkWorks);
		expect(sentBodies(fetchMock, RESET_REQUEST)).toEqual([
			{ email: "ada@example.com", redirectTo: "/auth/reset-password" },
		]);
	});

	it("toasts the failure", async () => {
		authApi({ [RESET_REQUEST]: apiError(503, "SERVICE_UNAVAILABLE", "Mail is down") });
		renderApp("/auth?mode=forgot-password");
		fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
		fireEvent.click(await submitButton("Send reset link"));
		expect(await screen.findByText(AUTH_MESSAGES.resetEmailFailed)).toBeTruthy();
		expect(screen.queryByText("Reset link sent")).toBeNull();
	});
});

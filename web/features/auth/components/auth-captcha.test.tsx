import { AUTH_MESSAGES } from "@core/auth-text";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, mockApi, sentBodies, sentHeaders, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";

// jsdom cannot run the proof of work: the widget's script is replaced by nothing, which leaves
// <altcha-widget> a plain element. The tests play its part by sending its `statechange` events.
vi.mock("altcha", () => ({}));

const captchaOn = { captcha: "altcha", oidc: null };

async function widget(): Promise<HTMLElement> {
	await waitFor(() => expect(document.querySelector("altcha-widget")).not.toBeNull());
	return document.querySelector("altcha-widget") as HTMLElement;
}

function widgetSays(element: HTMLElement, state: string, payload: string | null = null) {
	act(() => {
		element.dispatchEvent(new CustomEvent("statechange", { detail: { state, payload } }));
	});
}

describe("auth forms with the captcha on", () => {
	it("keeps the magic-link button disabled until the widget has a token, and again once it expires", async () => {
		mockApi({ "/api/me": signedOut, "/api/auth-options": captchaOn });
		renderApp("/auth");
		const element = await widget();
		expect(element.getAttribute("challenge")).toBe("/api/captcha/challenge");

		const send = screen.getByRole<HTMLButtonElement>("button", { name: "Send magic link" });
		expect(send.disabled).toBe(true);

		widgetSays(element, "verifying");
		expect(send.disabled).toBe(true);
		widgetSays(element, "verified", "payload-1");
		expect(send.disabled).toBe(false);
		widgetSays(element, "expired");
		expect(send.disabled).toBe(true);
	});

	it("sends the token in its header once, then needs a new one", async () => {
		const signIn = "/api/auth/sign-in/email";
		const fetchMock = mockApi({
			"/api/me": signedOut,
			"/api/auth-options": captchaOn,
			[signIn]: apiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"),
		});
		renderApp("/auth?mode=password");
		const element = await widget();
		fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
		fireEvent.change(screen.getByLabelText("Password", { selector: "input" }), {
			target: { value: "not it" },
		});
		widgetSays(element, "verified", "payload-1");

		fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
		expect(await screen.findByText(AUTH_MESSAGES.invalidEmailOrPassword)).toBeTruthy();
		expect(sentHeaders(fetchMock, signIn)[0]?.["x-captcha-response"]).toBe("payload-1");

		// The token was spent on that request: another try without a new one is refused here.
		await waitFor(() =>
			expect(screen.getByRole<HTMLButtonElement>("button", { name: "Sign in" }).disabled).toBe(false),
		);
		fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
		expect(await screen.findByText(AUTH_MESSAGES.completeAllFields)).toBeTruthy();
		expect(sentBodies(fetchMock, signIn)).toHaveLength(1);
	});

	it("asks sign-up for the captcha beside the widget", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut, "/api/auth-options": captchaOn });
		renderApp("/auth?mode=signup");
		fireEvent.click(
			await screen.findByRole("checkbox", { name: "I accept the standard licensing agreement" }),
		);
		await widget();
		fireEvent.change(screen.getByLabelText("Email"), { target: { value: "grace@example.com" } });
		fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Grace" } });
		fireEvent.click(screen.getByRole("button", { name: "Create account" }));

		const group = await screen.findByRole("group", { name: "Verification" });
		await waitFor(() => expect(group.getAttribute("aria-describedby")).toBeTruthy());
		const describedBy = group.getAttribute("aria-describedby") ?? "";
		expect(document.getElementById(describedBy)?.textContent).toBe(AUTH_MESSAGES.completeCaptcha);
		expect(document.activeElement).toBe(group);
		expect(sentBodies(fetchMock, "/api/auth/sign-in/magic-link")).toEqual([]);
	});

	it("asks the reset tab for the captcha as well", async () => {
		mockApi({ "/api/me": signedOut, "/api/auth-options": captchaOn });
		renderApp("/auth?mode=forgot-password");
		await widget();
		fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
		fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
		expect(await screen.findByText(AUTH_MESSAGES.completeCaptcha)).toBeTruthy();
	});
});
